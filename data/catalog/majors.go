package catalog

import (
	"strings"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// Major is one major of 普通高等学校本科专业目录（2026年）, with the 阳光高考 facts where
// the scrape has them (empty or zero otherwise).
type Major struct {
	Code           string // as printed, with the suffix: 080901, 080910T, 100201K, 140001TK
	BaseCode       string // the digits only: 080910; 0502100 for the seven-digit language codes
	Name           string
	CategoryCode   string // 学科门类: 01 哲学 … 13 艺术学, 14 交叉学科
	Category       string
	ClassCode      string // 专业类: 0809 计算机类; 1400 for 交叉学科 (see ClassSynthetic)
	Class          string
	ClassSynthetic bool     // 1400 交叉学科类 is not in the catalogue: its 15 majors have no 专业类
	Special        bool     // T: 特设专业
	Controlled     bool     // K: 国家控制布点专业
	Degrees        []string // 学位授予门类: [工学], or [工学 理学] where the catalogue allows either
	Note           string   // the catalogue's 括注 as printed
	// YearsMin and YearsMax are the standard 修业年限 of the 2024 catalogue, the last edition
	// that printed it (4 unless it said otherwise; 5 for 临床医学 …; 4–5 for 建筑学 …).
	// The 2026 catalogue leaves 4–5 years to each university.
	YearsMin, YearsMax int

	Employment    []string            // 就业方向 keywords (阳光高考)
	Postgrad      []PostgradDirection // 考研方向 (阳光高考)
	GraduateScale string              // 全国普通高校毕业生规模, a range such as 2500-3000 (阳光高考)
	MalePct       int                 // 男女比例 in percent, valid when HasGender
	FemalePct     int
	HasGender     bool
	SchoolCount   int // number of offering schools per 阳光高考; 0 = not known
}

// PostgradDirection is one 考研方向: a graduate discipline and its code (e.g. 哲学 010100).
type PostgradDirection struct {
	Name string
	Code string
}

// MajorCategory is one 学科门类 with its 专业类, in catalogue order.
type MajorCategory struct {
	Code    string
	Name    string
	Classes []MajorClass
}

// MajorClass is one 专业类 with the codes of its majors, in catalogue order.
type MajorClass struct {
	Code      string
	Name      string
	Synthetic bool
	Majors    []string
}

type majorStore struct {
	once     sync.Once
	list     []Major
	byCode   map[string]int // by Code and by BaseCode
	tree     []MajorCategory
	colleges map[string][]string
}

var majorData majorStore

func loadMajors() {
	d := &majorData
	d.byCode, d.colleges = map[string]int{}, map[string][]string{}
	csvrows.Read("majors.csv", majorsCSV, func(r csvrows.Row) {
		m := Major{
			Code: r.Str("code"), BaseCode: r.Str("base_code"), Name: r.Str("name"),
			CategoryCode: r.Str("category_code"), Category: r.Str("category"),
			ClassCode: r.Str("class_code"), Class: r.Str("class_name"), ClassSynthetic: r.Flag("class_synthetic"),
			Special: r.Flag("special_t"), Controlled: r.Flag("controlled_k"), Degrees: r.List("degree"),
			Note: r.Str("note"), Employment: r.List("employment"), GraduateScale: r.Str("graduate_scale"),
			SchoolCount: r.Int("school_count", false),
		}
		switch y := r.Str("years"); y {
		case "4", "5":
			m.YearsMin = r.Int("years", false)
			m.YearsMax = m.YearsMin
		case "4-5":
			m.YearsMin, m.YearsMax = 4, 5
		default:
			panic("catalog: majors.csv: years " + y)
		}
		for _, p := range r.List("postgrad") {
			name, code, _ := strings.Cut(p, ":")
			m.Postgrad = append(m.Postgrad, PostgradDirection{Name: name, Code: code})
		}
		if r.Str("male_pct") != "" {
			m.MalePct, m.FemalePct, m.HasGender = r.Int("male_pct", false), r.Int("female_pct", false), true
		}
		i := len(d.list)
		d.list = append(d.list, m)
		d.byCode[m.Code], d.byCode[m.BaseCode] = i, i
		d.addToTree(m)
	})
	csvrows.Read("major_colleges.csv", majorCollegesCSV, func(r csvrows.Row) {
		d.colleges[r.Str("major_code")] = r.List("college_codes")
	})
}

func (d *majorStore) addToTree(m Major) {
	if n := len(d.tree); n == 0 || d.tree[n-1].Code != m.CategoryCode {
		d.tree = append(d.tree, MajorCategory{Code: m.CategoryCode, Name: m.Category})
	}
	cat := &d.tree[len(d.tree)-1]
	if n := len(cat.Classes); n == 0 || cat.Classes[n-1].Code != m.ClassCode {
		cat.Classes = append(cat.Classes, MajorClass{Code: m.ClassCode, Name: m.Class, Synthetic: m.ClassSynthetic})
	}
	cl := &cat.Classes[len(cat.Classes)-1]
	cl.Majors = append(cl.Majors, m.Code)
}

// Majors returns the 883 majors in catalogue order.
func Majors() []Major {
	majorData.once.Do(loadMajors)
	return majorData.list
}

// MajorByCode finds a major by its printed code (080910T) or its digits (080910).
func MajorByCode(code string) (Major, bool) {
	majorData.once.Do(loadMajors)
	i, ok := majorData.byCode[code]
	if !ok {
		return Major{}, false
	}
	return majorData.list[i], true
}

// MajorTree returns the 学科门类 → 专业类 → 专业 tree in catalogue order.
func MajorTree() []MajorCategory {
	majorData.once.Do(loadMajors)
	return majorData.tree
}

// MajorColleges returns the 院校代码 of the schools that offer a major according to
// 阳光高考, restricted to schools of the MOE list (branch campuses are not separate
// institutions there), sorted. Nil when the source lists none.
func MajorColleges(code string) []string {
	majorData.once.Do(loadMajors)
	if m, ok := MajorByCode(code); ok {
		return majorData.colleges[m.Code]
	}
	return nil
}
