package catalog

import "context"

// Shapes and the read-model port of the Chinese occupations (职业分类大典), the 2023 人社部
// major → occupation guide and the vocational majors (docs/API-CATALOG.md).

// Systems of a ProfessionItem.
const (
	SystemONet   = "onet"   // an O*NET-SOC occupation (U.S.)
	SystemDadian = "dadian" // an occupation of 中华人民共和国职业分类大典
)

// Levels of a major (MajorItem.Level) and their EducationLevel values.
const (
	LevelUndergrad          = "普通本科" // EducationLevel 1
	LevelVocationalBachelor = "职教本科" // EducationLevel 2
	LevelHigherVocational   = "高职专科" // EducationLevel 0
)

// OccupationClassNode is a 大类, 中类 or 小类 with the number of occupations under it.
// Name is "" where the source gives only the code.
type OccupationClassNode struct {
	Level, Code, GBMCode, Name string
	Count                      int
	SubList                    []OccupationClassNode
}

// OccupationClassRef is one class of an occupation's place in the hierarchy.
type OccupationClassRef struct {
	Level, Code, GBMCode, Name string
}

// GuideMajor is a major the 2023 guide links to an occupation. Id is the portal's major
// ("" when the portal lacks it).
type GuideMajor struct {
	Level, Code, Name, Id string
}

// GuideOccupation is an occupation the 2023 guide links to a major, with the code and name
// the guide prints. ID is the library's occupation ("" when the library lacks it); where
// the library files it under another code or name, LibraryCode / LibraryName say so.
type GuideOccupation struct {
	ID, Code, Name           string
	LibraryCode, LibraryName string `json:",omitempty"`
	Green, Digital           bool
}

// OccupationDetail is ProfessionInfo for an occupation of 职业分类大典.
type OccupationDetail struct {
	ProfessionItem
	Origin      string // draft2022 | new2024 | new2025
	Release     string // the release batch of a new occupation, as printed
	ReleaseCode string // the code a 2024 release gave a draft 细类
	Classes     []OccupationClassRef
	// GuideCodes are the codes and names under which the guide prints this occupation
	// where they differ from the library's.
	GuideCodes []GuideOccupation
	// GuideMajors are the guide's 普通本科, 职教本科 and 高职专科 majors, in that order;
	// SecondaryMajorCount counts its 中职 majors, which the portal does not list.
	GuideMajors         []GuideMajor
	SecondaryMajorCount int
	Source              string
	GuideSource         string
}

// OccupationFilter selects occupations of the Chinese library.
type OccupationFilter struct {
	ClassCode string // a 大类, 中类 or 小类 code
	Mark      string // "green" | "digital"
	New       bool   // only the new occupations of 2024 and 2025
	Name      string
}

// MissingMajor is a major known to be missing from the vocational copy.
type MissingMajor struct {
	Level, Code, Name, Reason string
}

// ChineseReadModel reads the Chinese occupations, the guide and the vocational majors
// (infra/postgres implements it).
type ChineseReadModel interface {
	OccupationClasses(ctx context.Context) ([]OccupationClassNode, error) // flat, with counts
	Occupations(ctx context.Context, f OccupationFilter, offset, limit int) ([]ProfessionItem, int, error)
	Occupation(ctx context.Context, id string) (*OccupationDetail, error) // nil: no such occupation
	// SearchAllProfessions lists O*NET and Chinese occupations whose name contains name
	// (system "" for both), exact and prefix matches first.
	SearchAllProfessions(ctx context.Context, name, system string, offset, limit int) ([]ProfessionItem, int, error)
	GuideMajors(ctx context.Context, occupationID string) ([]GuideMajor, error) // every level, 中职 included
	GuideOccupations(ctx context.Context, majorID string) ([]GuideOccupation, error)
	GuideCodes(ctx context.Context, occupationID string) ([]GuideOccupation, error)
	VocationalMajors(ctx context.Context, f MajorFilter, offset, limit int) ([]MajorItem, int, error)
	VocationalMajor(ctx context.Context, code string) (*MajorDetail, error) // nil: no such major
	VocationalMissing(ctx context.Context, level string) ([]MissingMajor, error)
	Dataset(ctx context.Context, name string) (Dataset, error)
}
