package catalog

import (
	"strings"
	"unicode/utf8"

	"zhiyuan/data"
	"zhiyuan/events/apperr"
)

// Input limits of the college calls.
const (
	maxCollegeName      = 30 // CollegeName of the list and the name search
	maxCollegeCount     = 20 // Count of SearchCollegeByName and GetSchoolOptions
	defaultCollegeCount = 10
	maxCollegeID        = 20 // longer ids cannot be a college code: 400, not a lookup
)

// The values of the filter lists (Data/GetCollegeQueryParameter) and what they select.
var (
	natureValues = []ValueOption{{"1", "公办"}, {"2", "民办"}, {"3", "中外合作办学"}}
	levelValues  = []ValueOption{{"1", "本科"}, {"0", "高职高专"}}
	tagValues    = []ValueOption{{"985", "985"}, {"211", "211"}, {"双一流", "双一流"}}
	// collegeCategories are CategoryId 1..12, in the order of the MOE rule (data/catalog).
	collegeCategories = []string{"综合", "理工", "师范", "医药", "财经", "政法", "农林", "语言", "艺术", "体育", "民族", "军事"}
)

// CollegeFilterInput is the filter part of College/GetCollegeList: "" or 0 is 不限,
// except EducationLevel where "0" is 高职高专 and only "" is 不限.
type CollegeFilterInput struct {
	CollegeName    string
	ProvinceId     int
	CategoryId     int
	SchoolNature   string // "1" 公办, "2" 民办, "3" 中外合作办学
	EducationLevel string // "1" 本科, "0" 高职高专
	Tag            string // "985", "211", "双一流"
}

// Filter checks the input and turns it into a read-model filter.
func (in CollegeFilterInput) Filter() (CollegeFilter, error) {
	var f CollegeFilter
	name, err := collegeName(in.CollegeName, false)
	if err != nil {
		return f, err
	}
	f.Name = name
	if f.ProvinceID, err = collegeProvince(in.ProvinceId); err != nil {
		return f, err
	}
	switch {
	case in.CategoryId == 0:
	case in.CategoryId >= 1 && in.CategoryId <= len(collegeCategories):
		f.Category = collegeCategories[in.CategoryId-1]
	default:
		return f, apperr.Invalid("院校类型无效")
	}
	if v := strings.TrimSpace(in.SchoolNature); v != "" && v != "0" {
		if f.Nature = optionName(natureValues, v); f.Nature == "" {
			return f, apperr.Invalid("办学性质无效")
		}
	}
	if v := strings.TrimSpace(in.EducationLevel); v != "" {
		if optionName(levelValues, v) == "" {
			return f, apperr.Invalid("办学层次无效")
		}
		level := 0
		if v == "1" {
			level = 1
		}
		f.EduLevel = &level
	}
	f.Tag, err = collegeTag(in.Tag)
	return f, err
}

// collegeName trims a name typed by the user; required says whether empty is an error.
func collegeName(s string, required bool) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" && required {
		return "", apperr.Invalid("请输入院校名称")
	}
	if utf8.RuneCountInString(s) > maxCollegeName {
		return "", apperr.Invalid("院校名称不能超过30个字")
	}
	return s, nil
}

// collegeProvince accepts 0 (不限) or one of the 31 provinces.
func collegeProvince(id int) (int, error) {
	if id == 0 {
		return 0, nil
	}
	if _, ok := data.ProvinceByID(id); !ok {
		return 0, apperr.Invalid("院校省份无效")
	}
	return id, nil
}

// collegeTag accepts "" (不限) or one of 985, 211, 双一流.
func collegeTag(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", nil
	}
	if optionName(tagValues, s) == "" {
		return "", apperr.Invalid("院校标签无效")
	}
	return s, nil
}

// collegeID checks an Id sent by the client. An id that cannot be a code is
// still looked up when short (it answers 404), so only empty and absurd ids are
// bad requests.
func collegeID(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", apperr.Invalid("请指定院校")
	}
	if len(s) > maxCollegeID {
		return "", apperr.Invalid("院校编号无效")
	}
	return s, nil
}

// collegeCount fills the default of a short list's Count and refuses values outside 1..20.
func collegeCount(n int) (int, error) {
	if n == 0 {
		return defaultCollegeCount, nil
	}
	if n < 0 || n > maxCollegeCount {
		return 0, apperr.Invalid("返回条数只能是 1～20")
	}
	return n, nil
}

func optionName(list []ValueOption, value string) string {
	for _, o := range list {
		if o.Value == value {
			return o.Name
		}
	}
	return ""
}
