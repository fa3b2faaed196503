package catalog

import (
	_ "embed"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// Chinese occupations: the 细类 of 中华人民共和国职业分类大典 (2022 public-comment draft),
// the hierarchy above them, the new occupations of 2024 and 2025, and the official 人社部
// guide linking majors to occupations (README.md §4).

var (
	//go:embed occupations_cn.csv
	occupationsCSV string
	//go:embed occupation_classes_cn.csv
	occupationClassesCSV string
	//go:embed occupation_guide.csv
	occupationGuideCSV string
)

// Origins of an Occupation.
const (
	OriginDraft2022 = "draft2022" // a 细类 of the 2022 public-comment draft
	OriginNew2024   = "new2024"   // a new occupation of July 2024
	OriginNew2025   = "new2025"   // a new occupation of July 2025
)

// Guide match kinds (GuideLink.Match).
const (
	GuideMatchCode = "code" // the draft has the guide's code with the guide's name
	GuideMatchName = "name" // the draft has the guide's name under another code
	GuideMatchNone = "none" // the library has no occupation of that name
)

// Occupation is one Chinese occupation of the library.
type Occupation struct {
	// ID is the GBM code (2-02-10-09), or NEW2025-01 … for a 2025 occupation whose code
	// is 待公布 (numbered in the order of the source file).
	ID   string
	Code string // the GBM code; "" while 待公布
	Name string
	// Green and Digital are the 绿色职业 (L) and 数字职业 (S) marks.
	Green, Digital bool
	// SmallClass is the 小类 code in the draft's hierarchy (2-02-10); "" for the new
	// occupations, whose codes follow the final edition's numbering.
	SmallClass string
	Origin     string
	// Release is the release batch of a new occupation, as printed; a draft 细类 released
	// again in 2024 (网络安全等级保护测评师) carries it too, with the code of that release
	// in ReleaseCode.
	Release, ReleaseCode string
}

// OccupationClass is one 大类, 中类 or 小类 of the hierarchy. Name is "" where the source
// gives only the code (Origin "code_only").
type OccupationClass struct {
	Level, Code, GBMCode, Name, Origin string
}

// GuideLink is one row of the 2023 人社部 guide, as printed, with what it links to in the
// portal: MajorID is the major's code in the undergraduate or vocational catalogue ("" for
// 中职 majors and for majors the portal lacks), OccupationID the library's occupation (""
// when Match is GuideMatchNone).
type GuideLink struct {
	Level, Seq, MajorCode, MajorName, MajorID string
	OccupationCode, OccupationName            string
	OccupationID, Match                       string
}

// Counts of the Chinese-occupation sources, pinned by the tests and quoted in README.md.
const (
	OccupationDraftCount = 1636 // 细类 of the 2022 draft (the final edition has 1,639)
	OccupationNewCount   = 35   // new occupations of 2024/2025 (36, one already a 细类)
	OccupationGuideRows  = 6464 // rows of the 2023 guide
)

var occupationData struct {
	once    sync.Once
	list    []Occupation
	byID    map[string]int
	classes []OccupationClass
	guide   []GuideLink
}

func loadOccupations() {
	d := &occupationData
	d.byID = map[string]int{}
	csvrows.Read("occupations_cn.csv", occupationsCSV, func(r csvrows.Row) {
		o := Occupation{ID: r.Str("id"), Code: r.Str("code"), Name: r.Str("name"), Green: r.Flag("green"),
			Digital: r.Flag("digital"), SmallClass: r.Str("small_class"), Origin: r.Str("origin"),
			Release: r.Str("release"), ReleaseCode: r.Str("release_code")}
		d.byID[o.ID] = len(d.list)
		d.list = append(d.list, o)
	})
	csvrows.Read("occupation_classes_cn.csv", occupationClassesCSV, func(r csvrows.Row) {
		d.classes = append(d.classes, OccupationClass{Level: r.Str("level"), Code: r.Str("code"),
			GBMCode: r.Str("gbm_code"), Name: r.Str("name"), Origin: r.Str("origin")})
	})
	csvrows.Read("occupation_guide.csv", occupationGuideCSV, func(r csvrows.Row) {
		d.guide = append(d.guide, GuideLink{Level: r.Str("level"), Seq: r.Str("seq"), MajorCode: r.Str("major_code"),
			MajorName: r.Str("major_name"), MajorID: r.Str("major_id"), OccupationCode: r.Str("occupation_code"),
			OccupationName: r.Str("occupation_name"), OccupationID: r.Str("occupation_id"), Match: r.Str("match")})
	})
}

// Occupations returns the library: the 1,636 draft 细类 in code order, then the new
// occupations of 2024 and 2025 in the order of their source.
func Occupations() []Occupation {
	occupationData.once.Do(loadOccupations)
	return occupationData.list
}

// OccupationByID finds an occupation by its id.
func OccupationByID(id string) (Occupation, bool) {
	occupationData.once.Do(loadOccupations)
	i, ok := occupationData.byID[id]
	if !ok {
		return Occupation{}, false
	}
	return occupationData.list[i], true
}

// OccupationClasses returns the hierarchy: 大类, then 中类, then 小类, each in code order.
func OccupationClasses() []OccupationClass {
	occupationData.once.Do(loadOccupations)
	return occupationData.classes
}

// OccupationGuide returns the rows of the 2023 guide in the order of the source.
func OccupationGuide() []GuideLink {
	occupationData.once.Do(loadOccupations)
	return occupationData.guide
}
