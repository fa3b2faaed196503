package admission

import (
	"context"
	"fmt"
	"strings"

	"zhiyuan/data/admission"
)

// EquivalentItem is one earlier year of Public/LineRankEquivalent.
type EquivalentItem struct {
	Year     int
	Track    string
	Status   string
	Found    bool
	Score    int // the equivalent score: the low end of the band holding the rank
	BandHigh int // = Score unless that year's table merges scores there
	BandLow  int
	Rank     int // the rank carried over (this year's rank)
	YearRank int // that year's cumulative count at the equivalent score
	Message  string
	Source   *Source
}

// Equivalents is the answer of Public/LineRankEquivalent.
type Equivalents struct {
	Current *LineRank
	List    []EquivalentItem
}

// LineRankEquivalent carries this year's rank of a score into every earlier year
// of the province with a table (DOMAIN.md §2.2); before the year's table is published the
// rank is the newest table's (Current.Basis), and that year is listed too. Years of another track (文/理
// before the province's first new-gaokao year) are listed as not comparable.
func (h *Handler) LineRankEquivalent(ctx context.Context, in ScoreInput) (*Equivalents, error) {
	q, score, err := in.check()
	if err != nil {
		return nil, err
	}
	cur, b, err := TableFor(ctx, h.rm, q.province, q.year, q.track)
	if err != nil {
		return nil, err
	}
	now, err := h.place(ctx, q, cur, b, score)
	if err != nil {
		return nil, err
	}
	out := &Equivalents{Current: now, List: []EquivalentItem{}}
	if !now.Found {
		return out, nil
	}
	yts, err := h.rm.TableYears(ctx, q.province.ID)
	if err != nil {
		return nil, err
	}
	others := map[int][]string{} // earlier years → their tracks
	var years []int
	for _, yt := range yts {
		if yt.Year >= q.year {
			continue
		}
		if len(others[yt.Year]) == 0 {
			years = append(years, yt.Year)
		}
		others[yt.Year] = append(others[yt.Year], yt.Track)
	}
	carried := score
	if now.Status == statusNames[admission.AboveTop] { // above the table: carry its top band
		carried = cur.Bands[0].Low
	}
	for _, y := range years {
		item, err := h.equivalentIn(ctx, q, cur, carried, y, others[y])
		if err != nil {
			return nil, err
		}
		out.List = append(out.List, item)
	}
	return out, nil
}

func (h *Handler) equivalentIn(ctx context.Context, q query, cur *admission.Table, score, year int, tracks []string) (EquivalentItem, error) {
	item := EquivalentItem{Year: year, Track: q.track}
	to, err := h.rm.Table(ctx, q.province.ID, year, q.track)
	if err != nil {
		return item, err
	}
	if to == nil {
		item.Status = "NoTable"
		item.Message = fmt.Sprintf("%d年为%s，与%s不可比，不换算", year, strings.Join(tracks, "/"), q.track)
		return item, nil
	}
	r := admission.EquivalentIn(cur, to, cur.Info.Year, year, score)
	item.Status, item.Found, item.Rank = statusNames[r.Status], r.Status == admission.InBand, r.Rank
	src, err := h.source(ctx, to.Info.SourceID)
	if err != nil {
		return item, err
	}
	item.Source = &src
	switch {
	case !item.Found:
		item.Message = fmt.Sprintf("位次%d超出%d年表公布的范围（共%d人），不换算", r.Rank, year, to.Info.Candidates)
	case r.Band.High > r.Band.Low:
		item.Score, item.BandHigh, item.BandLow, item.YearRank = r.Score, r.Band.High, r.Band.Low, r.Band.Cumulative
		item.Message = fmt.Sprintf("%d年该位次落在合并分段%d–%d分", year, r.Band.Low, r.Band.High)
	default:
		item.Score, item.BandHigh, item.BandLow, item.YearRank = r.Score, r.Band.High, r.Band.Low, r.Band.Cumulative
		item.Message = cohortNote(cur.Info.Candidates, to.Info.Candidates, year)
	}
	return item, nil
}

// cohortNote warns when the two tables cover cohorts of very different size
// (DOMAIN.md §2.3): the same rank then means a different share of candidates.
func cohortNote(now, then, year int) string {
	if now == 0 || then == 0 {
		return ""
	}
	d := float64(now-then) / float64(then)
	if d > 0.1 || d < -0.1 {
		return fmt.Sprintf("本年表内人数（%d）与%d年（%d）相差%.0f%%，等位分仅供参考", now, year, then, d*100)
	}
	return ""
}
