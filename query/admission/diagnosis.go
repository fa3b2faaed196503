package admission

import (
	"context"
	"fmt"

	"zhiyuan/data/admission"
	"zhiyuan/events/apperr"
)

// Candidate is the signed-in user's exam profile as the diagnosis needs it.
type Candidate struct {
	ProvinceID     int
	Year           int
	SubjectType    int
	SelectSubjects []string
	Score          *int
}

// candidate checks the profile and gives its query and score (SPEC §5 completeness messages).
func (c Candidate) check() (query, int, error) {
	if c.ProvinceID == 0 || c.Year == 0 {
		return query{}, 0, apperr.Invalid("请先完善高考信息！")
	}
	if c.Score == nil {
		return query{}, 0, apperr.Invalid("请先完善高考成绩！")
	}
	first := ""
	if len(c.SelectSubjects) > 0 {
		first = c.SelectSubjects[0]
	}
	q, score, err := ScoreInput{TrackInput: TrackInput{ProvinceId: c.ProvinceID, Year: c.Year, SubjectType: c.SubjectType,
		SelectSubject: first}, Score: c.Score}.check()
	if e, ok := apperr.As(err); ok && (e.Message == "请选择科目！" || e.Message == "请选择科类！") {
		return q, score, apperr.Invalid("请先完善选科！")
	}
	return q, score, err
}

// LineCheck is one batch line against the candidate's score.
type LineCheck struct {
	BatchId   string
	BatchName string
	Category  string
	Score     int
	Diff      int  // candidate's score − line
	Cleared   bool // Diff ≥ 0
	Source    *Source
}

// Diagnosis is the answer of Public/LineDiagnosisScore.
type Diagnosis struct {
	ProvinceId   int
	ProvinceName string
	Year         int
	Track        string
	Score        int
	Rank         *LineRank        // the score in the exam year's table (or the newest, Rank.Basis)
	Lines        []LineCheck      // the exam year's ordinary and special-type lines of the track
	LinesYear    int              // the lines' year: the exam year, or the newest before its lines are published
	LinesBasis   string           // 2027年批次线尚未公布，以下为2026年批次线; "" for the year's own
	Equivalents  []EquivalentItem // the rank carried into earlier years
	Message      string
}

// LineDiagnosisScore places the candidate's score: rank, batch lines cleared,
// and the equivalent score of earlier years.
func (h *Handler) LineDiagnosisScore(ctx context.Context, c Candidate) (*Diagnosis, error) {
	q, score, err := c.check()
	if err != nil {
		return nil, err
	}
	in := ScoreInput{TrackInput: TrackInput{ProvinceId: c.ProvinceID, Year: c.Year, SubjectType: c.SubjectType}, Score: &score}
	if q.track == admission.TrackPhysics || q.track == admission.TrackHistory {
		in.SelectSubject = c.SelectSubjects[0]
	}
	eq, err := h.LineRankEquivalent(ctx, in)
	if err != nil {
		return nil, err
	}
	out := &Diagnosis{ProvinceId: q.province.ID, ProvinceName: q.province.Name, Year: q.year, Track: q.track, Score: score,
		Rank: eq.Current, Equivalents: eq.List, Lines: []LineCheck{}, LinesYear: q.year}
	batches, basis, err := h.trackLines(ctx, q)
	if err != nil {
		return nil, err
	}
	out.LinesYear, out.LinesBasis = basis.DataYear, basis.Text
	for _, b := range batches {
		out.Lines = append(out.Lines, LineCheck{BatchId: b.BatchId, BatchName: b.BatchName, Category: b.Category, Score: b.Score,
			Diff: score - b.Score, Cleared: score >= b.Score, Source: b.Source})
	}
	switch {
	case len(out.Lines) == 0:
		out.Message = fmt.Sprintf("暂无%s%d年%s批次线", q.province.Name, q.year, q.track)
	case !eq.Current.Found:
		out.Message = eq.Current.Message
	case eq.Current.Basis != "":
		out.Message = eq.Current.Basis
	}
	return out, nil
}
