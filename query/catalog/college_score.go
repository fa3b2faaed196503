package catalog

import "context"

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

// LineFilter finds the colleges of a score query (the admission results).
type LineFilter interface {
	CollegesBelow(ctx context.Context, q HistoryScore) ([]string, error)
}

// WithLines lets the college list filter by past admission lines.
func (h *Colleges) WithLines(l LineFilter) *Colleges {
	h.lines = l
	return h
}
