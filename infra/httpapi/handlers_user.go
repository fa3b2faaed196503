package httpapi

import (
	"zhiyuan/command/profile"
)

func getUserStudent(a *App, c *Call) (any, error) {
	waitFor(a, c, "profiles")
	return a.Users.GetUserStudent(c.Ctx, c.UserID)
}

func checkComplete(a *App, c *Call) (any, error) {
	waitFor(a, c, "profiles")
	return a.Users.CheckComplete(c.Ctx, c.UserID)
}

func updateUserStudent(a *App, c *Call) (any, error) {
	var in struct {
		NickName, StudentName string
		Sex                   int
		Version               *int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Profiles.UpdateStudent(c.Ctx, c.Meta, c.UserID, profile.UpdateStudent{NickName: in.NickName,
		StudentName: in.StudentName, Sex: in.Sex, Version: in.Version})
}

func updateUserExam(a *App, c *Call) (any, error) {
	var in struct {
		ExamProvinceId, ExamYear, SubjectType int
		SelectSubjects                        []string
		Version                               *int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Profiles.UpdateExam(c.Ctx, c.Meta, c.UserID, profile.UpdateExam{ExamProvinceID: in.ExamProvinceId,
		ExamYear: in.ExamYear, SubjectType: in.SubjectType, SelectSubjects: in.SelectSubjects, Version: in.Version})
}

func updateUserScore(a *App, c *Call) (any, error) {
	var in struct {
		Score   *float64
		IsFinal bool
		Version *int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Profiles.UpdateScore(c.Ctx, c.Meta, c.UserID, profile.UpdateScore{Score: in.Score, IsFinal: in.IsFinal, Version: in.Version})
}

func myHistory(a *App, c *Call) (any, error) {
	var in struct{ PageIndex, PageSize int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "audit")
	return a.Audit.MyHistory(c.Ctx, c.UserID, in.PageIndex, in.PageSize)
}
