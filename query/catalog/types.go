// Package catalog answers the catalogue calls (College, School, Major, Specialty,
// Profession, Career industries, Data and Options lists) from the rm_catalog read
// model. docs/API-CATALOG.md is the contract.
package catalog

import "context"

// CollegeItem is the College item of SPEC §3.
type CollegeItem struct {
	Id                 string
	CollegeCode        string
	MOECode            string
	CollegeName        string
	StrengthTags       string
	FeatureTags        string
	ProvinceId         int
	ProvinceName       string
	CityName           string
	NatureName         string
	CategoryName       string
	EducationLevel     int
	EducationLevelStr  string
	Tel                string
	CollegeLogoFileUrl string
	MajorCount         int
	Rank               int    `json:",omitempty"`
	Value              *int   `json:",omitempty"`
	ValueText          string `json:",omitempty"`
	// MatchedLine is the line a score query (SchoolHisotyScore) matched; only with one.
	MatchedLine *MatchedLine `json:",omitempty"`
}

// CollegeDetail is GetCollegeInfo.
type CollegeDetail struct {
	CollegeItem
	Authority     string
	Level         string
	Remark        string
	Aliases       []string
	Abbreviations []string
	HasLocation   bool
	Lat, Lng      float64
	CoordSystem   string
	Majors        []MajorRef `json:",omitempty"`
	Source        string
}

// MajorRef is a major in a college's list.
type MajorRef struct {
	Code, Name, CategoryCode, CategoryName, ClassName string
}

// MajorItem is the Major of SPEC §3 with its catalogue facts.
type MajorItem struct {
	Id            string
	Code          string
	Name          string
	CategoryCode  string
	CategoryName  string
	ClassCode     string
	ClassName     string
	Degree        string
	Years         string
	IsSpecial     bool
	IsControlled  bool
	SchoolCount   int
	GraduateScale string `json:",omitempty"`
	// ClassSynthetic marks 1400 交叉学科类: the catalogue gives 交叉学科 no 专业类.
	ClassSynthetic bool `json:"-"`
	// Level is 普通本科, 职教本科 or 高职专科; Flag is the vocational copy's 2025年12月新增.
	Level     string
	Flag      string `json:",omitempty"`
	Rank      int    `json:",omitempty"`
	Value     *int   `json:",omitempty"`
	ValueText string `json:",omitempty"`
}

// Postgrad is one 考研方向.
type Postgrad struct{ Name, Code string }

// MajorDetail is GetMajorDetail.
type MajorDetail struct {
	MajorItem
	BaseCode string
	// GraduateScale repeats MajorItem.GraduateScale so that the detail always
	// carries it ("" when 阳光高考 gives none); lists omit it.
	GraduateScale string
	Note          string
	Description   string
	Employment    []string
	Postgrad      []Postgrad
	MalePct       *int
	FemalePct     *int
	InterestCode  string
	Professions   []ProfessionItem
	Source        string
	Attribution   string
	// Occupations are the Chinese occupations the 人社部 2023 guide gives the major (empty
	// where the guide is silent); OccupationSource is the guide's provenance line.
	Occupations      []GuideOccupation
	OccupationSource string
}

// ProfessionItem is the Profession of SPEC §3.
type ProfessionItem struct {
	ID               string
	ProfessionName   string
	ProfessionNameEn string
	ProfessionDesc   string
	InterestCode     string
	IndustryId       string
	IndustryName     string
	MajorCount       int `json:",omitempty"`
	// System is onet or dadian (职业分类大典); the fields below describe a 大典 occupation.
	System    string
	Code      string `json:",omitempty"` // the GBM code; "" while 待公布
	Green     bool   `json:",omitempty"` // 绿色职业
	Digital   bool   `json:",omitempty"` // 数字职业
	ClassName string `json:",omitempty"` // the 小类 (or the nearest class with a name)
	IsNew     bool   `json:",omitempty"` // a new occupation of 2024 or 2025
}

// Interest is one RIASEC score of an occupation.
type Interest struct {
	Code  string
	Name  string
	Score float64
}

// ProfessionDetail is ProfessionInfo.
type ProfessionDetail struct {
	ProfessionItem
	Interests   []Interest
	HighPoint   string
	Majors      []MajorItem
	Source      string
	Attribution string
}

// Industry is an occupational field (Career/IndustryList).
type Industry struct {
	ID, Name, Description string
	Count                 int
}

// Dataset is the provenance of an imported data set.
type Dataset struct {
	Edition, Source string
	Count           int
}

// CollegeFilter selects colleges; zero values mean 不限.
type CollegeFilter struct {
	Name       string
	ProvinceID int
	Category   string
	Nature     string
	EduLevel   *int
	Tag        string
	Codes      []string
	MajorCode  string // offering this major
	ByMajors   bool   // order by number of majors offered, with Rank
	ByTags     bool   // only 985/211/双一流 colleges, tier by tier, with Rank
}

// MajorFilter selects majors.
type MajorFilter struct {
	CategoryCode, ClassCode, Name string
	Level                         string // vocational majors: 高职专科 or 职教本科
	Codes                         []string
	ProfessionCode                string // linked to this occupation
	IndustryCode                  string // linked to an occupation of this field
	Order                         string // "" catalogue order, "schools" (with Rank), "scale", "links"
}

// ProfessionFilter selects occupations.
type ProfessionFilter struct {
	IndustryCode, Name, InterestPrefix string
	Codes                              []string
	MajorCode                          string // linked to this major
	Order                              string // "" by code, "majors" most linked first, "near" nearest to Near
	Near                               [6]float64
	ExcludeCode                        string
}

// CollegeReadModel reads colleges and the majors they offer (infra/postgres implements it).
type CollegeReadModel interface {
	Colleges(ctx context.Context, f CollegeFilter, offset, limit int) ([]CollegeItem, int, error)
	College(ctx context.Context, code string) (*CollegeDetail, error) // nil: no such college
	CollegeMajors(ctx context.Context, code string) ([]MajorRef, error)
	Cities(ctx context.Context) (map[int][]string, error)
	Dataset(ctx context.Context, name string) (Dataset, error)
}

// MajorReadModel reads majors, occupations and occupational fields (infra/postgres implements it).
type MajorReadModel interface {
	Majors(ctx context.Context, f MajorFilter, offset, limit int) ([]MajorItem, int, error)
	Major(ctx context.Context, code string) (*MajorDetail, error) // nil: no such major
	Professions(ctx context.Context, f ProfessionFilter, offset, limit int) ([]ProfessionItem, int, error)
	Profession(ctx context.Context, code string) (*ProfessionDetail, [6]float64, error) // nil: no such occupation
	Industries(ctx context.Context) ([]Industry, error)
	Dataset(ctx context.Context, name string) (Dataset, error)
}
