package admission

import (
	"context"
	"fmt"
	"strings"

	"zhiyuan/query/catalog"
)

// CollegeRanks is what the ranking by admission rank needs of the results.
type CollegeRanks interface {
	// EntryRanks lists each college's entry rank (the rank of its lowest
	// school/group-level line, printed else converted) in a province, year and
	// track, best first, and the sources of those lines.
	EntryRanks(ctx context.Context, provinceID, year int, track string) ([]catalog.RankedCollege, []string, error)
}

// RankedColleges ranks the colleges of a province, year and track by entry rank.
func (h *ResultsHandler) RankedColleges(ctx context.Context, q catalog.HistoryScore) ([]catalog.RankedCollege, string, error) {
	tq, err := TrackInput{ProvinceId: q.ProvinceId, Year: q.Year, SubjectType: q.SubjectType, SelectSubject: q.SelectSubject}.check()
	if err != nil {
		return nil, "", err
	}
	ranked, sources, err := h.ranks.EntryRanks(ctx, tq.province.ID, tq.year, tq.track)
	if err != nil {
		return nil, "", err
	}
	if len(ranked) == 0 {
		return nil, fmt.Sprintf("暂无%s%d年%s带位次的院校投档线", tq.province.Name, tq.year, tq.track), nil
	}
	var names []string
	for _, id := range sources {
		s, err := h.source(ctx, id)
		if err != nil {
			return nil, "", err
		}
		names = append(names, s.Authority+"《"+s.Title+"》")
	}
	return ranked, fmt.Sprintf("%s%d年%s，%d所院校。来源：%s", tq.province.Name, tq.year, tq.track, len(ranked),
		strings.Join(names, "；")), nil
}
