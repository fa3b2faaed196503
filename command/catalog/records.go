package catalog

import (
	"sort"
	"strings"

	"zhiyuan/data/catalog"
	"zhiyuan/events"
)

// localAuthority marks a provincial authority (北京市教委, 广东省, 新疆生产建设兵团 …).
func localAuthority(a string) bool {
	for _, s := range []string{"省", "市", "自治区", "教委", "教育厅", "新疆生产建设兵团"} {
		if strings.Contains(a, s) {
			return true
		}
	}
	return false
}

// featureTags derives FeatureTags from facts of the MOE list: who runs the school
// and its nature. Nothing here is a judgement of quality.
func featureTags(c catalog.College) []string {
	var t []string
	switch {
	case c.Authority == "教育部":
		t = append(t, "教育部直属")
	case !localAuthority(c.Authority):
		t = append(t, "中央部委所属")
	}
	if c.Nature == "民办" || c.Nature == "中外合作办学" {
		t = append(t, c.Nature)
	}
	return t
}

func collegeRecords() []events.CollegeRecord {
	abbr := map[string][]string{}
	for a, code := range catalog.Abbreviations() {
		abbr[code] = append(abbr[code], a)
	}
	majors := map[string]int{} // 院校代码 → undergraduate majors offered
	for _, m := range catalog.Majors() {
		for _, code := range catalog.MajorColleges(m.Code) {
			majors[code]++
		}
	}
	var out []events.CollegeRecord
	for _, c := range catalog.Colleges() {
		ab := abbr[c.Code]
		sort.Strings(ab)
		out = append(out, events.CollegeRecord{
			Code: c.Code, MOECode: c.MOECode, Name: c.Name, Authority: c.Authority, ProvinceID: c.ProvinceID,
			Province: c.Province, City: c.City, Level: c.Level, Remark: c.Remark, Nature: c.Nature,
			EduLevel: c.EducationLevel, Category: c.Category, Tags: nonNil(c.Tags), FeatureTags: nonNil(featureTags(c)),
			HasLocation: c.HasLocation, Lat: c.Lat, Lng: c.Lng, FormerNames: nonNil(c.Aliases), Abbreviations: nonNil(ab),
			MergedNames: c.MergedNames, MajorCount: majors[c.Code],
		})
	}
	return out
}

func majorRecords() []events.MajorRecord {
	var out []events.MajorRecord
	for i, m := range catalog.Majors() {
		r := events.MajorRecord{
			Code: m.Code, BaseCode: m.BaseCode, Name: m.Name, CategoryCode: m.CategoryCode, Category: m.Category,
			ClassCode: m.ClassCode, ClassName: m.Class, ClassSynthetic: m.ClassSynthetic, Special: m.Special,
			Controlled: m.Controlled, Degrees: nonNil(m.Degrees), Note: m.Note, YearsMin: m.YearsMin, YearsMax: m.YearsMax,
			Description: catalog.MajorDescription(m.Code), Employment: nonNil(m.Employment), GraduateScale: m.GraduateScale,
			SchoolCount: m.SchoolCount, InterestCode: catalog.MajorInterestCode(m.Code),
			Colleges: nonNil(catalog.MajorColleges(m.Code)), Professions: nonNil(catalog.MajorProfessions(m.Code)), Ordinal: i + 1,
		}
		r.Postgrad = []events.PostgradRecord{}
		for _, p := range m.Postgrad {
			r.Postgrad = append(r.Postgrad, events.PostgradRecord{Name: p.Name, Code: p.Code})
		}
		if m.HasGender {
			male, female := m.MalePct, m.FemalePct
			r.MalePct, r.FemalePct = &male, &female
		}
		out = append(out, r)
	}
	return out
}

func industryRecords() []events.IndustryRecord {
	var out []events.IndustryRecord
	for _, in := range catalog.Industries() {
		out = append(out, events.IndustryRecord{Code: in.Code, Name: in.Name, Description: in.Description})
	}
	return out
}

func professionRecords() []events.ProfessionRecord {
	var out []events.ProfessionRecord
	for _, p := range catalog.Professions() {
		zh, _ := catalog.ProfessionChinese(p.Code)
		ind, _ := catalog.IndustryOf(p.Code)
		out = append(out, events.ProfessionRecord{Code: p.Code, TitleEn: p.Title, Name: zh.Name, Description: zh.Description,
			IndustryCode: ind.Code, Interests: p.Interests, Top3: p.Top3, HighPoint: p.HighPoint})
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
