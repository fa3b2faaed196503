package catalog

import (
	"context"
	"slices"
)

// HistoryScore is SchoolHisotyScore of the college list: the score query panel
// (SPEC §3 Score query). 按最低分查询 keeps the colleges whose past lines in the
// candidate's province, year and track reach down to the score.
type HistoryScore struct {
	ProvinceId    int
	Year          int
	SubjectType   int
	SelectSubject string
	BatchId       string
	Score         *int
	// SelectSubjects (optional): leave out the lines whose published 选科要求 they do not meet.
	SelectSubjects []string
}

// MatchedLine is the line a score query matched for one college: its highest
// school-, group- (or, where a province publishes only those, major-) level line
// at or below the score. It is in CollegeItem only when the list had a score query.
type MatchedLine struct {
	Year  int
	Track string // as published: 物理类, 历史类, 文科, 理科, 综合
	Batch string
	Level string // school, group or major
	// LevelName is 院校, 专业组 or 专业.
	LevelName string
	GroupCode string // the 专业组 code ("" for a school-level line)
	// GroupName is the major of a major-level line (浙江, 山东 file majors, not groups); "" otherwise.
	GroupName string
	// SchoolName is the name the line was published under when it is not the catalogue
	// name (北京大学医学部 for 北京大学); "" otherwise.
	SchoolName string
	Score      *int // the lowest score; nil where only a rank is published
	Rank       *int // the printed rank, else the product's conversion of Score (RankConverted)
	// RankConverted: Rank is the conversion of Score through that year's 一分一段表, not a published rank.
	RankConverted bool
}

// CollegeLine is a college's matched line with the score that orders the list.
type CollegeLine struct {
	Code string
	Line MatchedLine
	// Reach is the line's score, or for a line that publishes only a rank the low
	// end of that rank's band in the year's table (-1 when the table has none).
	Reach int
}

// LineFilter finds the colleges of a score query (the admission results).
type LineFilter interface {
	CollegesBelow(ctx context.Context, q HistoryScore) ([]CollegeLine, error)
}

// WithLines lets the college list filter by past admission lines.
func (h *Colleges) WithLines(l LineFilter) *Colleges {
	h.lines = l
	return h
}

// listByLines is College/GetCollegeList with a score query: the colleges with a
// matched line that pass the other filters, closest to the score first.
func (h *Colleges) listByLines(ctx context.Context, in CollegeListRequest, f CollegeFilter) (Page[CollegeItem], error) {
	lines, err := h.lines.CollegesBelow(ctx, *in.SchoolHisotyScore)
	if err != nil || len(lines) == 0 {
		return NewPage[CollegeItem](in.Paging, nil, 0), err
	}
	byCode := make(map[string]CollegeLine, len(lines))
	f.Codes = make([]string, len(lines))
	for i, l := range lines {
		f.Codes[i] = l.Code
		byCode[l.Code] = l
	}
	// Every matching college, in the default order (985, 211, 双一流, 本科, code): the stable
	// sort below keeps it among equal lines.
	items, total, err := h.rm.Colleges(ctx, f, 0, 0)
	if err != nil {
		return Page[CollegeItem]{}, err
	}
	slices.SortStableFunc(items, func(a, b CollegeItem) int {
		return closerLine(byCode[a.CollegeCode], byCode[b.CollegeCode])
	})
	end := min(in.Offset()+in.PageSize, len(items))
	var page []CollegeItem
	if in.Offset() < len(items) {
		page = items[in.Offset():end]
	}
	for i := range page {
		line := byCode[page[i].CollegeCode].Line
		page[i].MatchedLine = &line
	}
	return NewPage(in.Paging, page, total), nil
}

// closerLine orders two matched lines: the higher score (the nearer the
// candidate's) first, then the smaller rank; 0 when they tie.
func closerLine(a, b CollegeLine) int {
	if a.Reach != b.Reach {
		return b.Reach - a.Reach
	}
	ra, rb := a.Line.Rank, b.Line.Rank
	switch {
	case ra != nil && rb != nil:
		return *ra - *rb
	case ra != nil:
		return -1
	case rb != nil:
		return 1
	}
	return 0
}
