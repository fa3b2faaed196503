package httpapi

import (
	qadmission "zhiyuan/query/admission"
	"zhiyuan/query/catalog"
)

// candidate reads the signed-in user's exam profile (their own, never another's).
func candidate(a *App, c *Call) (qadmission.Candidate, error) {
	waitFor(a, c, "profiles")
	info, err := a.Users.GetUserStudent(c.Ctx, c.UserID)
	if err != nil || info.UserScore == nil {
		return qadmission.Candidate{}, err
	}
	s := info.UserScore
	return qadmission.Candidate{ProvinceID: s.ExamProvinceId, Year: s.ExamYear, SubjectType: s.SubjectType,
		SelectSubjects: s.SelectSubjects, Score: s.Score}, nil
}

func lineDiagnosisScore(a *App, c *Call) (any, error) {
	cand, err := candidate(a, c)
	if err != nil {
		return nil, err
	}
	return a.Admission.LineDiagnosisScore(c.Ctx, cand)
}

func lineDiagnosisPaged(a *App, c *Call) (any, error) {
	var in qadmission.DiagnosisInput
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	cand, err := candidate(a, c)
	if err != nil {
		return nil, err
	}
	out, err := a.AdmissionResults.LineDiagnosisPaged(c.Ctx, cand, in)
	if err != nil {
		return nil, err
	}
	return Noted{Data: out, Message: out.Message}, nil
}

// lineDiagnosisList is the first page of LineDiagnosisPaged (10 nearest lines).
func lineDiagnosisList(a *App, c *Call) (any, error) {
	var in struct{ Year, CollegeProvinceId int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	cand, err := candidate(a, c)
	if err != nil {
		return nil, err
	}
	out, err := a.AdmissionResults.LineDiagnosisPaged(c.Ctx, cand, qadmission.DiagnosisInput{Year: in.Year,
		CollegeProvinceId: in.CollegeProvinceId, Paging: catalog.Paging{PageIndex: 1, PageSize: 10}})
	if err != nil {
		return nil, err
	}
	return Noted{Data: out, Message: out.Message}, nil
}

func lineDiagnosisArea(a *App, c *Call) (any, error) {
	var in struct{ Year int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	cand, err := candidate(a, c)
	if err != nil {
		return nil, err
	}
	out, msg, err := a.AdmissionResults.LineDiagnosisArea(c.Ctx, cand, in.Year)
	return Noted{Data: out, Message: msg}, err
}
