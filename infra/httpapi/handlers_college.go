package httpapi

import (
	"strconv"
	"strings"

	"zhiyuan/events/apperr"
	qcatalog "zhiyuan/query/catalog"
)

// collegeFilterBody is the filter of the college list as the page sends it.
type collegeFilterBody struct {
	CollegeName                       string
	ProvinceId, CategoryId            int
	SchoolNature, EducationLevel, Tag flexText
	SchoolHisotyScore                 *historyScoreBody
	PageIndex, PageSize               int
}

// historyScoreBody is the score query panel (SPEC §3): an empty object is no condition.
type historyScoreBody struct {
	ProvinceId, Year, SubjectType int
	SelectSubject                 string
	SelectSubjects                []string // optional: leave out lines whose 选科要求 these miss
	BatchId                       flexText
	Score                         *flexText
}

func (b *historyScoreBody) input() (*qcatalog.HistoryScore, error) {
	if b == nil || (b.ProvinceId == 0 && b.Year == 0 && (b.Score == nil || *b.Score == "")) {
		return nil, nil
	}
	in := &qcatalog.HistoryScore{ProvinceId: b.ProvinceId, Year: b.Year, SubjectType: b.SubjectType,
		SelectSubject: strings.TrimSpace(b.SelectSubject), BatchId: string(b.BatchId), SelectSubjects: b.SelectSubjects}
	if b.Score != nil && strings.TrimSpace(string(*b.Score)) != "" {
		n, err := strconv.Atoi(strings.TrimSpace(string(*b.Score)))
		if err != nil {
			return nil, apperr.Invalid("请输入有效的高考成绩！")
		}
		in.Score = &n
	}
	return in, nil
}

func collegeList(a *App, c *Call) (any, error) {
	var in collegeFilterBody
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	score, err := in.SchoolHisotyScore.input()
	if err != nil {
		return nil, err
	}
	return a.Colleges.List(c.Ctx, qcatalog.CollegeListRequest{SchoolHisotyScore: score,
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
		CategoryId                        flexText
		ProvinceId                        int
		Tag                               flexText
		ExamProvinceId, Year, SubjectType int
		SelectSubject                     string
		PageIndex, PageSize               int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Colleges.RankList(c.Ctx, qcatalog.CollegeRankRequest{CategoryId: string(in.CategoryId),
		ProvinceId: in.ProvinceId, Tag: string(in.Tag), ExamProvinceId: in.ExamProvinceId, Year: in.Year,
		SubjectType: in.SubjectType, SelectSubject: in.SelectSubject,
		Paging: qcatalog.Paging{PageIndex: in.PageIndex, PageSize: in.PageSize}})
}
