package httpapi

import (
	"strconv"
	"strings"

	"zhiyuan/events/apperr"
	qadmission "zhiyuan/query/admission"
)

// trackBody is the province, year and track of a score query (SPEC §3).
type trackBody struct {
	ProvinceId, Year, SubjectType int
	SelectSubject                 string
}

func (b trackBody) input() qadmission.TrackInput {
	return qadmission.TrackInput{ProvinceId: b.ProvinceId, Year: b.Year, SubjectType: b.SubjectType,
		SelectSubject: strings.TrimSpace(b.SelectSubject)}
}

// scoreBody adds the score, which pages send as a number or as text.
type scoreBody struct {
	trackBody
	Score *flexText
}

func (b scoreBody) input() (qadmission.ScoreInput, error) {
	in := qadmission.ScoreInput{TrackInput: b.trackBody.input()}
	if b.Score == nil || strings.TrimSpace(string(*b.Score)) == "" {
		return in, nil // the handler answers 请填写分数！ after the province and year checks
	}
	n, err := strconv.Atoi(strings.TrimSpace(string(*b.Score)))
	if err != nil {
		return in, apperr.Invalid("请输入有效的高考成绩！")
	}
	in.Score = &n
	return in, nil
}

func publicProvinceList(a *App, c *Call) (any, error) {
	return a.Admission.ProvinceList(), nil
}

func provinceIsNewExam(a *App, c *Call) (any, error) {
	var in qadmission.YearInput
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Admission.ProvinceIsNewExam(in)
}

func provinceIsFinalScore(a *App, c *Call) (any, error) {
	var in struct{ ProvinceId int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Admission.ProvinceIsFinalScore(c.Ctx, in.ProvinceId)
}

func newExamProvinceYear(a *App, c *Call) (any, error) {
	var in struct{ ProvinceId int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Admission.NewExamProvinceYear(c.Ctx, in.ProvinceId)
}

func newExamSubject(a *App, c *Call) (any, error) {
	var in qadmission.YearInput
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Admission.NewExamSubject(in)
}

func lineRank(a *App, c *Call) (any, error) {
	var body scoreBody
	if err := c.Bind(&body); err != nil {
		return nil, err
	}
	in, err := body.input()
	if err != nil {
		return nil, err
	}
	return a.Admission.LineRank(c.Ctx, in)
}

func lineRankEquivalent(a *App, c *Call) (any, error) {
	var body scoreBody
	if err := c.Bind(&body); err != nil {
		return nil, err
	}
	in, err := body.input()
	if err != nil {
		return nil, err
	}
	return a.Admission.LineRankEquivalent(c.Ctx, in)
}

func lineRankYears(a *App, c *Call) (any, error) {
	var in struct{ ProvinceId int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Admission.LineRankYears(c.Ctx, in.ProvinceId)
}

func lineRankList(a *App, c *Call) (any, error) {
	var in trackBody
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	out, msg, err := a.Admission.LineRankList(c.Ctx, in.input())
	return Noted{Data: out, Message: msg}, err
}

func lineBatchList(a *App, c *Call) (any, error) {
	var in qadmission.YearInput
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	out, msg, err := a.Admission.LineBatchList(c.Ctx, in)
	return Noted{Data: out, Message: msg}, err
}

func provinceBatchList(a *App, c *Call) (any, error) {
	var in trackBody
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	out, msg, err := a.Admission.ProvinceBatchList(c.Ctx, in.input())
	return Noted{Data: out, Message: msg}, err
}
