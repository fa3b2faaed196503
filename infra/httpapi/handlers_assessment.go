package httpapi

import (
	"time"

	cassess "zhiyuan/command/assessment"
	qassess "zhiyuan/query/assessment"
)

// bankOf is the route's bank, or the body's Bank on the Assessment/* routes.
func bankOf(fixed, given string) string {
	if fixed != "" {
		return fixed
	}
	return given
}

func testQuestions(fixed string) func(a *App, c *Call) (any, error) {
	return func(a *App, c *Call) (any, error) {
		var in struct {
			Bank                 string
			ProvinceId, ExamYear int
		}
		if err := c.Bind(&in); err != nil {
			return nil, err
		}
		return a.TestResults.QuestionList(bankOf(fixed, in.Bank), qassess.Scope{ProvinceId: in.ProvinceId, ExamYear: in.ExamYear})
	}
}

func testSubmit(fixed string) func(a *App, c *Call) (any, error) {
	return func(a *App, c *Call) (any, error) {
		var in struct {
			Bank, Version        string
			Answers              []cassess.Answer
			ProvinceId, ExamYear int
			Majors               []string
		}
		if err := c.Bind(&in); err != nil {
			return nil, err
		}
		return a.Tests.Submit(c.Ctx, c.Meta, c.UserID, cassess.Submit{Bank: bankOf(fixed, in.Bank), Version: in.Version,
			Answers: in.Answers, ProvinceId: in.ProvinceId, ExamYear: in.ExamYear, Majors: in.Majors})
	}
}

func testInfo(fixed string) func(a *App, c *Call) (any, error) {
	return func(a *App, c *Call) (any, error) {
		var in struct{ Bank, SubmissionId string }
		if err := c.Bind(&in); err != nil {
			return nil, err
		}
		waitFor(a, c, "assessments")
		return a.TestResults.Info(c.Ctx, c.UserID, bankOf(fixed, in.Bank), in.SubmissionId)
	}
}

func testList(a *App, c *Call) (any, error) {
	waitFor(a, c, "assessments")
	return a.TestResults.List(c.Ctx, c.UserID)
}

func testOpened(a *App, c *Call) (any, error) {
	var in cassess.OpenSuggestion
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Tests.OpenSuggestion(c.Ctx, c.Meta, c.UserID, in)
}

func testStats(a *App, c *Call) (any, error) {
	var in struct {
		Bank                      string
		ProvinceId, ExamYear, Sex int
		FromWeek, ToWeek          string
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	f := qassess.Filter{ProvinceID: in.ProvinceId, ExamYear: in.ExamYear, Sex: in.Sex}
	var err error
	if f.From, err = weekParam(in.FromWeek, "FromWeek"); err != nil {
		return nil, err
	}
	if f.To, err = weekParam(in.ToWeek, "ToWeek"); err != nil {
		return nil, err
	}
	return a.TestResults.Stats(c.Ctx, in.Bank, f)
}

func weekParam(s, name string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		return t, badRequest("参数 " + name + " 须为日期，如 2026-06-22")
	}
	return t, nil
}
