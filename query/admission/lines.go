package admission

import (
	"context"
	"sort"
	"strconv"
	"strings"
)

// BatchLine is one line of Public/LineBatchList.
type BatchLine struct {
	BatchId  string
	Track    string
	Batch    string
	LineKind string
	Category string
	Score    int
	Source   *Source
}

// BatchLines is the answer of Public/LineBatchList.
type BatchLines struct {
	Years []int
	Year  int    // the lines' year: the one asked, or before its lines are published the newest
	Basis string // 2027年批次线尚未公布，以下为2026年批次线; "" for the year's own lines
	List  []BatchLine
}

// YearInput is a province and an optional year.
type YearInput struct {
	ProvinceId int
	Year       int
}

// lineRank orders lines: 普通类 first, then 特殊类型, then the rest (art, sport …).
// 西藏 labels its ordinary lines by candidate group (A类考生 / B类考生, line kind 普通生源).
func lineRank(category, kind string) int {
	switch {
	case category == "普通类" || strings.Contains(kind, "普通生源"):
		return 0
	case strings.HasPrefix(category, "特殊类型"):
		return 1
	}
	return 2
}

// LineBatchList lists every published line of a province in a year (default:
// its newest year with lines), ordinary lines first.
func (h *Handler) LineBatchList(ctx context.Context, in YearInput) (*BatchLines, string, error) {
	p, err := province(in.ProvinceId)
	if err != nil {
		return nil, "", err
	}
	if in.Year != 0 {
		if err := checkYear(in.Year); err != nil {
			return nil, "", err
		}
	}
	rows, err := h.rm.BatchLines(ctx, p.ID)
	if err != nil {
		return nil, "", err
	}
	out := &BatchLines{Years: []int{}, Year: in.Year, List: []BatchLine{}}
	seen := map[int]bool{}
	for _, r := range rows {
		if !seen[r.Year] {
			seen[r.Year] = true
			out.Years = append(out.Years, r.Year)
		}
	}
	sort.Sort(sort.Reverse(sort.IntSlice(out.Years)))
	if len(out.Years) > 0 && (out.Year == 0 || carries(out.Year, out.Years[0])) {
		if out.Year != 0 {
			out.Basis = linesBasis(out.Year, out.Years[0])
		}
		out.Year = out.Years[0]
	}
	var picked []BatchLineRow
	for _, r := range rows {
		if r.Year == out.Year {
			picked = append(picked, r)
		}
	}
	sort.SliceStable(picked, func(i, j int) bool {
		return lineRank(picked[i].Category, picked[i].LineKind) < lineRank(picked[j].Category, picked[j].LineKind)
	})
	for _, r := range picked {
		l, err := h.line(ctx, r)
		if err != nil {
			return nil, "", err
		}
		out.List = append(out.List, l)
	}
	if out.Basis != "" && len(out.List) > 0 {
		return out, out.Basis, nil
	}
	if len(out.List) == 0 {
		if out.Year == 0 {
			return out, "暂无" + p.Name + "的批次线", nil
		}
		return out, "暂无" + p.Name + strconv.Itoa(out.Year) + "年批次线", nil
	}
	return out, "", nil
}

func (h *Handler) line(ctx context.Context, r BatchLineRow) (BatchLine, error) {
	src, err := h.source(ctx, r.SourceID)
	return BatchLine{BatchId: strconv.Itoa(r.Ordinal), Track: r.Track, Batch: r.Batch, LineKind: r.LineKind,
		Category: r.Category, Score: r.Score, Source: &src}, err
}

// Batch is one item of Public/ProvinceBatchList (SPEC §3: BatchId, BatchName).
type Batch struct {
	Year      int // the line's year: the exam year's, or the newest before its lines are published
	BatchId   string
	BatchName string
	Score     int
	Category  string
	LineKind  string
	Source    *Source
}

// ProvinceBatchList lists the ordinary and special-type lines of one track,
// highest first: the batches of the score panel and the diagnosis. Before a year's lines
// are published the track's newest ones answer, said in the message.
func (h *Handler) ProvinceBatchList(ctx context.Context, in TrackInput) ([]Batch, string, error) {
	q, err := in.check()
	if err != nil {
		return nil, "", err
	}
	out, b, err := h.trackLines(ctx, q)
	if err != nil {
		return nil, "", err
	}
	if len(out) == 0 {
		return out, "暂无" + q.province.Name + strconv.Itoa(q.year) + "年" + q.track + "批次线", nil
	}
	return out, b.Text, nil
}

// trackLines are the ordinary and special-type lines of the query's track and year, or of
// the track's newest year when the query's is after it.
func (h *Handler) trackLines(ctx context.Context, q query) ([]Batch, Basis, error) {
	b := Basis{Year: q.year, DataYear: q.year}
	rows, err := h.rm.BatchLines(ctx, q.province.ID)
	if err != nil {
		return nil, b, err
	}
	newest := 0
	for _, r := range rows {
		if r.Track == q.track && lineRank(r.Category, r.LineKind) < 2 && r.Year > newest {
			newest = r.Year
		}
	}
	if carries(q.year, newest) {
		b.DataYear, b.Text = newest, linesBasis(q.year, newest)
	}
	out := []Batch{}
	for _, r := range rows {
		if r.Year == b.DataYear && r.Track == q.track && lineRank(r.Category, r.LineKind) < 2 {
			src, err := h.source(ctx, r.SourceID)
			if err != nil {
				return nil, b, err
			}
			out = append(out, Batch{Year: r.Year, BatchId: strconv.Itoa(r.Ordinal), BatchName: r.Batch, Score: r.Score,
				Category: r.Category, LineKind: r.LineKind, Source: &src})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	return out, b, nil
}

// carries says a year is served from its newest earlier year's data: it comes after that
// year (its own not yet published) by at most MaxCarryYears.
func carries(year, newest int) bool {
	return newest > 0 && year > newest && year-newest <= MaxCarryYears
}

func linesBasis(year, newest int) string {
	return strconv.Itoa(year) + "年批次线尚未公布，以下为" + strconv.Itoa(newest) + "年批次线"
}
