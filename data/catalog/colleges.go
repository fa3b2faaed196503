package catalog

import (
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// College is one institution of the MOE 2026 list of 普通高等学校.
type College struct {
	Code       string // 院校代码: the last five digits of the 学校标识码, e.g. 10001
	MOECode    string // 学校标识码, 10 digits, e.g. 4111010001
	Name       string // current official name
	Authority  string // 主管部门 as printed (教育部, 北京市教委, 广东省 …)
	ProvinceID int    // two-digit code of data/provinces.csv (11 北京 … 65 新疆)
	Province   string // short name as in data/provinces.csv (北京, 内蒙古, 广西 …)
	City       string // 所在地 as printed (北京市, 苏州市, 昆山市 …)
	Level      string // 办学层次: 本科 or 专科
	Remark     string // 备注 as printed: 民办, 中外合作办学及内地与港澳合作办学, … or empty

	// Derived fields (rules in README.md).
	Nature         string // NatureName: 公办, 民办 or 中外合作办学
	EducationLevel int    // 1 = 本科, 0 = 高职高专
	Category       string // CategoryName: one of CollegeCategories

	Is985, Is211, IsDoubleFirstClass bool
	Tags                             []string // the true ones of 985, 211, 双一流, in that order

	// Lat and Lng are the main-campus coordinates of the source data set, geocoded with the
	// Baidu Maps API, so most likely BD-09 (not WGS-84). Valid only when HasLocation.
	Lat, Lng    float64
	HasLocation bool

	Aliases []string // earlier names of the same 学校标识码 (2025 list, then 2024 list)
	// MergedNames are the names of schools that merged into this one, or that it bore before
	// the MOE lists began (湘雅医学院 and 湖南医科大学 for 中南大学): merged_names.csv,
	// hand-written with a source per row. CollegeByName does not know them.
	MergedNames []string
}

// CollegeCategories are the values of College.Category, in display order. 军事 is part of
// the rule but no school has it: the MOE list has no military academies.
var CollegeCategories = []string{"综合", "理工", "师范", "医药", "财经", "政法", "农林", "语言", "艺术", "体育", "民族", "军事"}

// CollegeNatures are the values of College.Nature.
var CollegeNatures = []string{"公办", "民办", "中外合作办学"}

var collegeData struct {
	once   sync.Once
	list   []College
	byCode map[string]int
	byName map[string]int // current names and aliases
	abbr   map[string]string
}

func loadColleges() {
	d := &collegeData
	d.byCode, d.byName, d.abbr = map[string]int{}, map[string]int{}, map[string]string{}
	csvrows.Read("colleges.csv", collegesCSV, func(r csvrows.Row) {
		c := College{
			Code: r.Str("code"), MOECode: r.Str("moe_code"), Name: r.Str("name"), Authority: r.Str("authority"),
			ProvinceID: r.Int("province_id", false), Province: r.Str("province"), City: r.Str("city"),
			Level: r.Str("level"), Remark: r.Str("remark"), Nature: r.Str("nature"),
			EducationLevel: r.Int("edu_level", false), Category: r.Str("category"), Tags: r.List("tags"),
			Aliases: r.List("aliases"),
		}
		for _, t := range c.Tags {
			switch t {
			case "985":
				c.Is985 = true
			case "211":
				c.Is211 = true
			case "双一流":
				c.IsDoubleFirstClass = true
			}
		}
		if r.Str("lat_bd09") != "" {
			c.Lat, c.Lng, c.HasLocation = r.Float("lat_bd09"), r.Float("lng_bd09"), true
		}
		i := len(d.list)
		d.list = append(d.list, c)
		d.byCode[c.Code] = i
		d.byName[c.Name] = i
		for _, a := range c.Aliases {
			if _, taken := d.byName[a]; !taken {
				d.byName[a] = i
			}
		}
	})
	csvrows.Read("abbreviations.csv", abbreviationsCSV, func(r csvrows.Row) {
		d.abbr[r.Str("abbr")] = r.Str("code")
	})
	csvrows.Read("merged_names.csv", mergedNamesCSV, func(r csvrows.Row) {
		if i, ok := d.byCode[r.Str("code")]; ok {
			d.list[i].MergedNames = append(d.list[i].MergedNames, r.Str("former_name"))
		}
	})
}

// Colleges returns all 2,952 institutions in the order of the MOE list (by province,
// then as the ministry lists them).
func Colleges() []College {
	collegeData.once.Do(loadColleges)
	return collegeData.list
}

// CollegeByCode finds an institution by its 5-digit 院校代码.
func CollegeByCode(code string) (College, bool) {
	collegeData.once.Do(loadColleges)
	i, ok := collegeData.byCode[code]
	if !ok {
		return College{}, false
	}
	return collegeData.list[i], true
}

// CollegeByName finds an institution by its current name or an earlier one (淮阴工学院 →
// 淮安大学). Abbreviations are separate: see Abbreviations.
func CollegeByName(name string) (College, bool) {
	collegeData.once.Do(loadColleges)
	i, ok := collegeData.byName[name]
	if !ok {
		return College{}, false
	}
	return collegeData.list[i], true
}

// Abbreviations maps common short names (北大, 哈工大, 华科 …) to the 院校代码 they stand
// for. The list is hand-written; only unambiguous abbreviations are in it.
func Abbreviations() map[string]string {
	collegeData.once.Do(loadColleges)
	return collegeData.abbr
}
