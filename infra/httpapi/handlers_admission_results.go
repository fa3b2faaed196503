package httpapi

import qadmission "zhiyuan/query/admission"

// schoolBody selects one college in a province; CollegeId is sent as text or number.
type schoolBody struct {
	ProvinceId, Year, SubjectType int
	CollegeId                     flexText
	SelectSubject, Batch          string
}

func (b schoolBody) input() qadmission.SchoolInput {
	return qadmission.SchoolInput{ProvinceId: b.ProvinceId, CollegeId: string(b.CollegeId), Year: b.Year,
		SubjectType: b.SubjectType, SelectSubject: b.SelectSubject, Batch: b.Batch}
}

func schoolLines(a *App, c *Call, majors bool) (any, error) {
	var in schoolBody
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	out, msg, err := a.AdmissionResults.SchoolLines(c.Ctx, in.input(), majors)
	return Noted{Data: out, Message: msg}, err
}

func lineSchoolScoreList(a *App, c *Call) (any, error)    { return schoolLines(a, c, false) }
func lineSpecialtyScoreList(a *App, c *Call) (any, error) { return schoolLines(a, c, true) }

func schoolBatches(a *App, c *Call, majors bool) (any, error) {
	var in schoolBody
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.AdmissionResults.SchoolBatches(c.Ctx, in.ProvinceId, string(in.CollegeId), majors)
}

func lineSchoolScoreBatchList(a *App, c *Call) (any, error)    { return schoolBatches(a, c, false) }
func lineSpecialtyScoreBatchList(a *App, c *Call) (any, error) { return schoolBatches(a, c, true) }

func enrollmentPlan(a *App, c *Call) (any, error) {
	var in schoolBody
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	out, msg, err := a.AdmissionResults.EnrollmentPlan(c.Ctx, in.input())
	return Noted{Data: out, Message: msg}, err
}

func queryParameters(a *App, c *Call, plans bool) (any, error) {
	var in struct{ ProvinceId int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	out, msg, err := a.AdmissionResults.QueryParameters(c.Ctx, in.ProvinceId, plans)
	return Noted{Data: out, Message: msg}, err
}

func admissionMajorQueryParameters(a *App, c *Call) (any, error) { return queryParameters(a, c, false) }
func admissionPlanQueryParameters(a *App, c *Call) (any, error)  { return queryParameters(a, c, true) }

func searchResults(a *App, c *Call, majors bool) (any, error) {
	var in qadmission.SearchInput
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.AdmissionResults.SearchResults(c.Ctx, in, majors)
}

func admissionCollege(a *App, c *Call) (any, error) { return searchResults(a, c, false) }
func admissionMajor(a *App, c *Call) (any, error)   { return searchResults(a, c, true) }

func admissionPlan(a *App, c *Call) (any, error) {
	var in qadmission.SearchInput
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.AdmissionResults.SearchPlans(c.Ctx, in)
}
