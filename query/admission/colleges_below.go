package admission

import (
	"context"
	"strconv"
	"strings"

	"zhiyuan/data/admission"
	"zhiyuan/events/apperr"
	"zhiyuan/query/catalog"
)

// CollegeLines is what 按最低分查询 needs of the admission results.
type CollegeLines interface {
	// CollegesBelow gives, for each college with an ordinary-batch line (本科, or
	// 专科 when vocational) of that province, year and track at or below the
	// score — or, where the line publishes only a rank, at or after the rank —
	// the highest such line (the highest score, then the smallest rank).
	// subjects, when given, leave out the lines whose published requirement they do not meet.
	CollegesBelow(ctx context.Context, provinceID, year int, track string, score, rank int, vocational bool, subjects []string) ([]ResultItem, error)
}

// CollegesBelow answers the score panel of the university filter: the colleges
// whose past lines a candidate with this score would have reached, each with
// the highest line reached.
func (h *ResultsHandler) CollegesBelow(ctx context.Context, s catalog.HistoryScore) ([]catalog.CollegeLine, error) {
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
	t, _, err := TableFor(ctx, h.rm, q.province, q.year, q.track)
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
	rows, err := h.lines.CollegesBelow(ctx, q.province.ID, q.year, q.track, score, rank, vocational, subjects)
	if err != nil {
		return nil, err
	}
	out := make([]catalog.CollegeLine, len(rows))
	for i, r := range rows {
		out[i] = catalog.CollegeLine{Code: r.CollegeCode, Line: matchedLine(r), Reach: reach(t, r)}
	}
	return out, nil
}

// matchedLine is what the college list shows of a matched line.
func matchedLine(r ResultItem) catalog.MatchedLine {
	l := catalog.MatchedLine{Year: r.Year, Track: r.Track, Batch: r.Batch, Level: r.Level, LevelName: levelNames[r.Level],
		GroupCode: r.GroupCode, Score: r.MinScore, Rank: r.MinRank}
	if r.Level == "major" {
		l.GroupName = r.MajorName
	}
	if !sameSchoolName(r.SchoolName, r.CollegeName) {
		l.SchoolName = r.SchoolName
	}
	if l.Rank == nil && r.ConvertedRank != nil {
		l.Rank, l.RankConverted = r.ConvertedRank, true
	}
	return l
}

// reach is the score a line stands for in the list's order: its own, or for a
// line with only a rank the low end of the band holding that rank.
func reach(t *admission.Table, r ResultItem) int {
	if r.MinScore != nil {
		return *r.MinScore
	}
	if t != nil && r.MinRank != nil {
		if b, ok := t.BandOfRank(*r.MinRank); ok {
			return b.Low
		}
	}
	return -1
}

// sameSchoolName says whether a published school name is the catalogue name,
// whatever width its brackets have (中国地质大学(武汉) = 中国地质大学（武汉）).
func sameSchoolName(published, catalogue string) bool {
	norm := strings.NewReplacer("（", "(", "）", ")", " ", "").Replace
	return norm(published) == norm(catalogue)
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
