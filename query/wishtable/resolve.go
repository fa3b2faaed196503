package wishtable

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/query/recommend"
)

// Resolve describes a unit of a table's province, track and level by its unit key (what the
// recommendation, college and major pages hand over), for the add command; c is the table's
// header as the command side holds it. Several keys are the candidates of one unit named by its
// parts (UnitByParts), the likeliest first: the first the data knows is taken. A unit the data
// does not know cannot be added: the table holds only real units.
func (h *Handler) Resolve(ctx context.Context, c events.WishTableCreated, keys ...string) (events.WishUnit, error) {
	for i, key := range keys {
		keys[i] = strings.TrimSpace(key)
		if keys[i] == "" || len(keys[i]) > 300 || !validText(keys[i]) {
			return events.WishUnit{}, apperr.Invalid("请选择要加入的志愿")
		}
	}
	if len(keys) == 0 {
		return events.WishUnit{}, apperr.Invalid("请选择要加入的志愿")
	}
	if h.rec == nil {
		return events.WishUnit{}, apperr.Invalid("志愿数据暂不可用")
	}
	looked, err := h.rec.Lookup(ctx, describing(c), c.Mode, keys)
	if err != nil {
		return events.WishUnit{}, err
	}
	for _, key := range keys {
		if it, ok := looked.Units[key]; ok {
			return events.WishUnit{Key: it.UnitKey, Level: it.Level, CollegeCode: it.CollegeCode, CollegeName: it.CollegeName,
				SchoolCode: it.SchoolCode, GroupCode: it.GroupCode, MajorCode: it.MajorCode, MajorName: it.MajorName,
				Special: it.Special}, nil
		}
	}
	return events.WishUnit{}, apperr.NotFound("在" + c.ProvinceName + "的" + modeNames[c.Mode] + "中找不到这个志愿：" +
		"请从本省、本科类的推荐结果或院校页加入")
}

// describing is the recommendation input that describes a table's units (not a candidate's
// chances): the table's province, year and track at any placement.
func describing(c events.WishTableCreated) recommend.Input {
	in := recommend.Input{ProvinceId: c.ProvinceID, Year: c.Year, SubjectType: c.SubjectType, SelectSubject: c.SelectSubject,
		SelectSubjects: c.SelectSubjects}
	rank := 1
	in.Rank = &rank
	return in
}

// Offered answers the majors a unit of a table offers: those of its plan for the table's exam
// year (while that is unpublished, the newest earlier plan's), with the plan's year; planYear 0
// when no plan names the unit (the command side then falls back to the national catalogue).
func (h *Handler) Offered(ctx context.Context, c events.WishTableCreated, key string) (majors []string, planYear int, err error) {
	if h.rec == nil {
		return nil, 0, nil
	}
	looked, err := h.rec.Lookup(ctx, describing(c), c.Mode, []string{key})
	if err != nil {
		return nil, 0, err
	}
	it, ok := looked.Units[key]
	if !ok || len(looked.Majors[key]) == 0 {
		return nil, 0, nil
	}
	return looked.Majors[key], it.PlanYear, nil
}

// UnitByParts names a unit of the table's level and track by its college's national code, the
// school as the province prints it (a college filing as two schools, 北京大学 and 北京大学医学部,
// has two units under one code), its group code (院校专业组) or major name (专业+院校) and the
// line's plan type (a 国家专项 group is another unit than the ordinary group of its code in another
// year; "" when the page does not say), as the college and major pages know them. It answers the
// candidate keys for Resolve.
func UnitByParts(c events.WishTableCreated, collegeCode, schoolCode, schoolName, groupCode, majorName, planType string) ([]string, error) {
	collegeCode, groupCode, majorName = strings.TrimSpace(collegeCode), strings.TrimSpace(groupCode), strings.TrimSpace(majorName)
	planType = strings.TrimSpace(planType)
	schoolCode, schoolName = strings.TrimSpace(schoolCode), strings.TrimSpace(schoolName)
	if collegeCode == "" || len(collegeCode) > 20 || len(schoolCode) > 20 || len(groupCode) > 20 ||
		len([]rune(majorName)) > 60 || len([]rune(schoolName)) > 60 || len([]rune(planType)) > 10 ||
		!validText(collegeCode+schoolCode+schoolName+groupCode+majorName+planType) {
		return nil, apperr.Invalid("请选择要加入的志愿")
	}
	switch c.Mode {
	case "group":
		if groupCode == "" {
			return nil, apperr.Invalid("本省按院校专业组填报：请选择专业组")
		}
	case "major":
		if majorName == "" {
			return nil, apperr.Invalid("本省按专业+院校填报：请选择专业")
		}
	}
	return recommend.UnitKeysOf(c.Mode, c.Track, collegeCode, schoolCode, schoolName, groupCode, majorName, planType), nil
}

func validText(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return false
		}
	}
	return true
}
