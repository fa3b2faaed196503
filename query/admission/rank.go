package admission

import (
	"context"
	"fmt"

	"zhiyuan/data/admission"
)

// LineRank is the answer of Public/LineRank: where a score stands in the
// province's official table of that year and track.
type LineRank struct {
	ProvinceId     int
	ProvinceName   string
	Year           int
	Track          string
	Score          int
	Status         string // InBand, NoCandidate, AboveTop, BelowBottom, NoTable
	Found          bool   // a rank is given
	Message        string
	BandHigh       int
	BandLow        int
	SameScoreCount int
	RankBest       int
	RankWorst      int
	Rank           int    // the rank to use: cum(score)
	TableYear      int    // the year of the table used: Year, or the newest earlier one before Year's is published
	Basis          string // 按2026年一分一段表换算（2027年一分一段表尚未公布）; "" for the year's own table
	Table          *TableRange
	Source         *Source
}

var statusNames = map[admission.Status]string{admission.InBand: "InBand", admission.NoCandidate: "NoCandidate",
	admission.AboveTop: "AboveTop", admission.BelowBottom: "BelowBottom", admission.NoTable: "NoTable"}

// LineRank places a score in the year's table, or before it is published in the track's
// newest table (said in Basis). A score above the table's top gets its top band; below its
// floor or with no table to use, the answer says so, with no rank.
func (h *Handler) LineRank(ctx context.Context, in ScoreInput) (*LineRank, error) {
	q, score, err := in.check()
	if err != nil {
		return nil, err
	}
	t, b, err := TableFor(ctx, h.rm, q.province, q.year, q.track)
	if err != nil {
		return nil, err
	}
	return h.place(ctx, q, t, b, score)
}

func (h *Handler) place(ctx context.Context, q query, t *admission.Table, b Basis, score int) (*LineRank, error) {
	r := t.Lookup(score)
	out := &LineRank{ProvinceId: q.province.ID, ProvinceName: q.province.Name, Year: q.year, Track: q.track, Score: score,
		Status: statusNames[r.Status], Found: r.Status.Ranked()}
	if r.Status == admission.NoTable {
		msg, err := noTableReason(ctx, h.rm, q.province, q.year, q.track)
		out.Message = msg
		return out, err
	}
	out.TableYear, out.Basis = b.DataYear, b.Text
	if r.Status == admission.AboveTop { // the top band's rank: a score above the table is at least as good
		top := t.Bands[0]
		worst := max(top.RankBest()-1, 1)
		r.Band, r.RankBest, r.RankWorst, r.Rank = top, 1, worst, worst
		out.Found = true
	}
	tr := rangeOf(r.Table)
	out.Table = &tr
	src, err := h.source(ctx, r.Table.SourceID)
	if err != nil {
		return nil, err
	}
	out.Source = &src
	if out.Found {
		out.BandHigh, out.BandLow, out.SameScoreCount = r.Band.High, r.Band.Low, r.Band.Count
		out.RankBest, out.RankWorst, out.Rank = r.RankBest, r.RankWorst, r.Rank
	}
	out.Message = rankMessage(r, score)
	return out, nil
}

func noTable(province string, year int, track string) string {
	return fmt.Sprintf("暂无%s%d年%s一分一段表", province, year, track)
}

// rankMessage explains a placement in words a family can act on.
func rankMessage(r admission.Result, score int) string {
	b := r.Band
	switch r.Status {
	case admission.AboveTop:
		return fmt.Sprintf("%d分高于本表公布的最高分（%d分），位次在前%d名以内，按%d计", score, r.Table.ScoreHigh, r.Rank, r.Rank)
	case admission.BelowBottom:
		return fmt.Sprintf("%d分低于本表公布的最低分（%d分），本表不给出该分数的位次", score, r.Table.ScoreLow)
	case admission.NoCandidate:
		return fmt.Sprintf("本表中没有考生得%d分；累计到该分数的人数为%d，按此计位次", score, r.Rank)
	}
	if b.High > b.Low {
		return fmt.Sprintf("%d–%d分为合并分段（第%d–%d名），本表不区分其中的名次；按最低位次计为%d", b.Low, b.High,
			r.RankBest, r.RankWorst, r.Rank)
	}
	if b.Count > 1 {
		return fmt.Sprintf("同分%d人，位次区间%d–%d，按最低位次计为%d", b.Count, r.RankBest, r.RankWorst, r.Rank)
	}
	return fmt.Sprintf("该分数仅1人，位次为%d", r.Rank)
}

// RankYears is one item of Public/LineRankYears.
type RankYears struct {
	Year      int
	Tracks    []string
	IsNewExam bool
}

// LineRankYears lists the years with a table for the province, newest first.
func (h *Handler) LineRankYears(ctx context.Context, provinceID int) ([]RankYears, error) {
	p, err := province(provinceID)
	if err != nil {
		return nil, err
	}
	yts, err := h.rm.TableYears(ctx, p.ID)
	if err != nil {
		return nil, err
	}
	out := []RankYears{}
	for _, yt := range yts {
		if n := len(out); n > 0 && out[n-1].Year == yt.Year {
			out[n-1].Tracks = append(out[n-1].Tracks, yt.Track)
			continue
		}
		out = append(out, RankYears{Year: yt.Year, Tracks: []string{yt.Track}, IsNewExam: p.ModeFor(yt.Year) != "traditional"})
	}
	return out, nil
}

// BandRow is one band of Public/LineRankList.
type BandRow struct {
	ScoreHigh, ScoreLow, Count, Cumulative, RankBest int
}

// RankList is the whole table of Public/LineRankList.
type RankList struct {
	Track   string
	Table   *TableRange
	Source  *Source
	List    []BandRow
	Message string `json:",omitempty"` // why the list is empty
}

// LineRankList returns the whole table; no table answers an empty list and a message.
func (h *Handler) LineRankList(ctx context.Context, in TrackInput) (*RankList, string, error) {
	q, err := in.check()
	if err != nil {
		return nil, "", err
	}
	t, err := h.rm.Table(ctx, q.province.ID, q.year, q.track)
	if err != nil {
		return nil, "", err
	}
	out := &RankList{Track: q.track, List: []BandRow{}}
	if t == nil {
		out.Message = noTable(q.province.Name, q.year, q.track)
		return out, out.Message, nil
	}
	tr := rangeOf(t.Info)
	src, err := h.source(ctx, t.Info.SourceID)
	if err != nil {
		return nil, "", err
	}
	out.Table, out.Source = &tr, &src
	for _, b := range t.Bands {
		out.List = append(out.List, BandRow{ScoreHigh: b.High, ScoreLow: b.Low, Count: b.Count, Cumulative: b.Cumulative,
			RankBest: b.RankBest()})
	}
	return out, "", nil
}
