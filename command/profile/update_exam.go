package profile

import (
	"context"

	"zhiyuan/command"
	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// UpdateExam is User/UpdateUserExam: exam province, year, and the track
// (old exam) or subject choice (new exam) that the province's mode requires.
type UpdateExam struct {
	ExamProvinceID int
	ExamYear       int
	SubjectType    int
	SelectSubjects []string
	Version        *int
}

func (s *Service) UpdateExam(ctx context.Context, meta events.Metadata, userID string, c UpdateExam) (command.Result, error) {
	prov, ok := data.ProvinceByID(c.ExamProvinceID)
	if !ok {
		return command.Result{}, apperr.Invalid("请选择招生地区")
	}
	year := s.now().Year()
	if c.ExamYear < year-3 || c.ExamYear > year+3 {
		return command.Result{}, apperr.Invalid("请选择有效的高考年份")
	}
	mode := prov.ModeFor(c.ExamYear)
	if msg := data.CheckSubjects(mode, c.SubjectType, c.SelectSubjects); msg != "" {
		return command.Result{}, apperr.Invalid(msg)
	}
	ev := events.ExamInfoUpdated{UserID: userID, ExamProvinceID: prov.ID, ExamProvinceName: prov.Name, ExamYear: c.ExamYear}
	if mode == "traditional" {
		ev.SubjectType = c.SubjectType
	} else {
		ev.SelectSubjects = c.SelectSubjects
	}
	st, err := s.load(ctx, userID)
	if err != nil {
		return command.Result{}, err
	}
	return s.appendChecked(ctx, meta, userID, st, c.Version, ev)
}
