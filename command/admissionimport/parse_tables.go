package admissionimport

import (
	"regexp"
	"strconv"
	"strings"

	"zhiyuan/events"
)

// The columns of each kind's file (docs/IMPORT-FORMATS.md).
var (
	rankTableColumns  = columns{required: []string{"score", "count", "cumulative"}}
	batchLineColumns  = columns{required: []string{"track", "batch", "score"}, optional: []string{"line_kind", "category"}}
	defaultCategory   = "普通类"
	scoreRange        = regexp.MustCompile(`^(\d+)\s*[-~～—至]\s*(\d+)$`)
	scoreAndAbove     = regexp.MustCompile(`^(\d+)\s*分?及以上$`)
	scoreBelow        = regexp.MustCompile(`^(\d+)\s*分?(及)?以下$`)
	wholeScore        = regexp.MustCompile(`^\d+$`)
	bandCountMismatch = "人数%d与累计人数不符：累计人数比上一行多%d"
)

// parseBand reads a score cell: one score (680), a merged band (700-750, either order),
// "695及以上" (up to the full mark) or "150以下" / "150及以下" (down to 0).
func parseBand(cell string, maxScore int) (high, low int, ok bool) {
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n }
	switch {
	case wholeScore.MatchString(cell):
		n := atoi(cell)
		return n, n, true
	case scoreRange.MatchString(cell):
		m := scoreRange.FindStringSubmatch(cell)
		a, b := atoi(m[1]), atoi(m[2])
		return max(a, b), min(a, b), true
	case scoreAndAbove.MatchString(cell):
		return maxScore, atoi(scoreAndAbove.FindStringSubmatch(cell)[1]), true
	case scoreBelow.MatchString(cell):
		m := scoreBelow.FindStringSubmatch(cell)
		n := atoi(m[1])
		if m[2] == "" {
			n--
		}
		return n, 0, n >= 0
	}
	return 0, 0, false
}

// parseRankTable checks a 一分一段 table: bands by score from high to low, within the full
// mark, without overlap; cumulatives never decreasing; each band after the first holding
// exactly the candidates its cumulative adds (the first band's count may be below its
// cumulative: a top not itemised).
func parseRankTable(s *spec, data []byte, bad *Refused) *parsed {
	rows := readCSV(data, rankTableColumns, bad)
	rec := events.RankTableRecord{ProvinceID: s.province.ID, Year: s.year, Track: s.track}
	var prev *[4]int
	for _, r := range rows {
		cell := strings.ReplaceAll(r.str("score"), " ", "")
		high, low, ok := parseBand(cell, s.province.MaxScore)
		count, okCount := r.num("count", "人数", true)
		cum, okCum := r.num("cumulative", "累计人数", true)
		switch {
		case cell == "":
			bad.add(r.line, "分数（score）为空")
			continue
		case !ok:
			bad.add(r.line, "分数“%s”读不懂（写一个分数如 680，合并分数段如 700-750，或“695及以上”）", cell)
			continue
		case high > s.province.MaxScore:
			bad.add(r.line, "分数%d超过%s的满分%d", high, s.province.Name, s.province.MaxScore)
			continue
		case !okCount || !okCum:
			continue
		}
		if prev == nil {
			if count > cum {
				bad.add(r.line, "人数%d大于累计人数%d", count, cum)
			}
		} else {
			switch {
			case high >= prev[1]:
				bad.add(r.line, "分数%s不低于上一行（%d分）：须按分数从高到低排列，分数段不得重叠", cell, prev[1])
			case cum < prev[3]:
				bad.add(r.line, "累计人数%d小于上一行（%d）", cum, prev[3])
			case count != cum-prev[3]:
				bad.add(r.line, bandCountMismatch, count, cum-prev[3])
			}
		}
		b := [4]int{high, low, count, cum}
		rec.Bands = append(rec.Bands, b)
		prev = &rec.Bands[len(rec.Bands)-1]
	}
	if len(rec.Bands) > 0 && rec.Bands[len(rec.Bands)-1][3] == 0 {
		bad.add(0, "累计人数全为0")
	}
	return &parsed{records: []events.RankTableRecord{rec}, count: len(rec.Bands),
		scopes: []events.ImportScope{{Track: s.track}}}
}

// parseBatchLines checks batch lines: known tracks, a score within the full mark, no line
// twice (track, batch, line name and category).
func parseBatchLines(s *spec, data []byte, bad *Refused) *parsed {
	rows := readCSV(data, batchLineColumns, bad)
	var out []events.BatchLineRecord
	seen := map[[4]string]int{}
	tracks := newScopes()
	for i, r := range rows {
		track := s.checkTrack(r)
		batch := r.need("batch", "批次")
		kind := r.str("line_kind")
		if kind == "" {
			kind = batch
		}
		category := r.str("category")
		if category == "" {
			category = defaultCategory
		}
		score, ok := r.num("score", "分数线", true)
		if ok && (score == 0 || score > s.province.MaxScore) {
			bad.add(r.line, "分数线%d不在1到满分%d之间", score, s.province.MaxScore)
		}
		key := [4]string{track, batch, kind, category}
		if first, dup := seen[key]; dup {
			bad.add(r.line, "与第%d行重复（同一科类、批次、线名和类别）", first)
		}
		seen[key] = r.line
		tracks.add(events.ImportScope{Track: track})
		out = append(out, events.BatchLineRecord{ProvinceID: s.province.ID, Year: s.year, Track: track, Batch: batch,
			LineKind: kind, Category: category, Score: score, Ordinal: s.seqBase + i + 1})
	}
	return &parsed{records: out, count: len(out), scopes: tracks.list}
}

// scopes collects the distinct scopes of a file in order of first appearance.
type scopes struct {
	seen map[events.ImportScope]bool
	list []events.ImportScope
}

func newScopes() *scopes { return &scopes{seen: map[events.ImportScope]bool{}} }

func (s *scopes) add(sc events.ImportScope) {
	if sc.Track != "" && !s.seen[sc] {
		s.seen[sc] = true
		s.list = append(s.list, sc)
	}
}
