package admission

import (
	"context"

	"zhiyuan/query/catalog"
)

// CollegeLines is what 按最低分查询 needs of the admission results.
type CollegeLines interface {
	// CollegesBelow lists the colleges with a school- or group-level line of
	// that province, year and track at or below the score, or — where the line
	// publishes only a rank — at or after the rank.
	CollegesBelow(ctx context.Context, provinceID, year int, track string, score, rank int) ([]string, error)
}

// CollegesBelow answers the score panel of the university filter: the colleges
// whose past lines a candidate with this score would have reached.
func (h *ResultsHandler) CollegesBelow(ctx context.Context, s catalog.HistoryScore) ([]string, error) {
	in := ScoreInput{TrackInput: TrackInput{ProvinceId: s.ProvinceId, Year: s.Year, SubjectType: s.SubjectType,
		SelectSubject: s.SelectSubject}, Score: s.Score}
	q, score, err := in.check()
	if err != nil {
		return nil, err
	}
	rank := 0
	t, err := h.rm.Table(ctx, q.province.ID, q.year, q.track)
	if err != nil {
		return nil, err
	}
	if r := t.Lookup(score); r.Status.Ranked() {
		rank = r.Rank
	}
	return h.lines.CollegesBelow(ctx, q.province.ID, q.year, q.track, score, rank)
}
