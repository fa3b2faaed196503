package httpapi

import qcatalog "zhiyuan/query/catalog"

// collegeFilterBody is the filter of the college list as the page sends it.
type collegeFilterBody struct {
	CollegeName                       string
	ProvinceId, CategoryId            int
	SchoolNature, EducationLevel, Tag flexText
	SchoolHisotyScore                 any // accepted, unused: no admission scores exist yet
	PageIndex, PageSize               int
}

func collegeList(a *App, c *Call) (any, error) {
	var in collegeFilterBody
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Colleges.List(c.Ctx, qcatalog.CollegeListRequest{
		CollegeFilterInput: qcatalog.CollegeFilterInput{CollegeName: in.CollegeName, ProvinceId: in.ProvinceId,
			CategoryId: in.CategoryId, SchoolNature: string(in.SchoolNature),
			EducationLevel: string(in.EducationLevel), Tag: string(in.Tag)},
		Paging: qcatalog.Paging{PageIndex: in.PageIndex, PageSize: in.PageSize}})
}

// collegeIDBody is {Id} of the calls on one college.
type collegeIDBody struct{ Id flexText }

func collegeInfo(a *App, c *Call) (any, error) {
	var in collegeIDBody
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Colleges.Info(c.Ctx, string(in.Id))
}

func collegeMajorStrength(a *App, c *Call) (any, error) {
	var in collegeIDBody
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Colleges.MajorStrength(c.Ctx, string(in.Id))
}

func collegeSearchByName(a *App, c *Call) (any, error) {
	var in struct {
		CollegeName string
		Count       int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Colleges.SearchByName(c.Ctx, in.CollegeName, in.Count)
}

func collegeCompare(a *App, c *Call) (any, error) {
	var in struct{ Ids []flexText }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Colleges.Compare(c.Ctx, flexTexts(in.Ids))
}

func collegeRankCategories(a *App, c *Call) (any, error) { return a.Colleges.RankCategories(), nil }

func collegeRankList(a *App, c *Call) (any, error) {
	var in struct {
		CategoryId          flexText
		ProvinceId          int
		Tag                 flexText
		PageIndex, PageSize int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Colleges.RankList(c.Ctx, qcatalog.CollegeRankRequest{CategoryId: string(in.CategoryId),
		ProvinceId: in.ProvinceId, Tag: string(in.Tag),
		Paging: qcatalog.Paging{PageIndex: in.PageIndex, PageSize: in.PageSize}})
}
