package admission

import (
	"context"
	"strconv"
	"strings"

	"zhiyuan/events/apperr"
	"zhiyuan/query/catalog"
)

// CollegeLines is what 按最低分查询 needs of the admission results.
type CollegeLines interface {
	// CollegesBelow lists the colleges with an ordinary-batch line (本科, or
	// 专科 when vocational) of that province, year and track at or below the
	// score, or — where the line publishes only a rank — at or after the rank.
	// subjects, when given, leave out the lines whose published requirement they do not meet.
	CollegesBelow(ctx context.Context, provinceID, year int, track string, score, rank int, vocational bool, subjects []string) ([]string, error)
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
	subjects, err := checkSubjects(s.SelectSubjects)
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
	vocational, err := h.vocationalBatch(ctx, q.province.ID, s.BatchId)
	if err != nil {
		return nil, err
	}
	return h.lines.CollegesBelow(ctx, q.province.ID, q.year, q.track, score, rank, vocational, subjects)
}

// vocationalBatch says whether the batch chosen in the panel (a BatchId of
// ProvinceBatchList) is a 专科/高职 line; no batch means the 本科 batches.
func (h *ResultsHandler) vocationalBatch(ctx context.Context, provinceID int, batchID string) (bool, error) {
	if batchID == "" {
		return false, nil
	}
	lines, err := h.rm.BatchLines(ctx, provinceID)
	if err != nil {
		return false, err
	}
	for _, l := range lines {
		if strconv.Itoa(l.Ordinal) == batchID {
			return strings.Contains(l.Batch, "专科") || strings.Contains(l.Batch, "高职"), nil
		}
	}
	return false, apperr.Invalid("批次无效")
}
