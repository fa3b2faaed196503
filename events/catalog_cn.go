package events

// The catalogue's Chinese occupations (职业分类大典), the 人社部 major → occupation guide and
// the vocational majors (职业教育专业目录). Each is a data set of its own stream, imported
// like the others (chunks, then CatalogDatasetImported).

// Streams and data set names.
const (
	CatalogOccupationsStream     = "catalog-occupations"
	CatalogOccupationGuideStream = "catalog-occupation-guide"
	CatalogVocationalStream      = "catalog-vocational-majors"

	DatasetOccupations      = "occupations"
	DatasetOccupationGuide  = "occupation_guide"
	DatasetVocationalMajors = "vocational_majors"
)

// OccupationClassRecord is one 大类, 中类 or 小类; Name is "" where only the code is known.
type OccupationClassRecord struct {
	Level   string `json:"level"`
	Code    string `json:"code"`
	GBMCode string `json:"gbm_code"`
	Name    string `json:"name"`
	Origin  string `json:"origin"`
}

// OccupationRecord is one occupation of the Chinese library with the codes and names of
// its classes ("" where it is not placed or the name is not known).
type OccupationRecord struct {
	ID             string `json:"id"`
	Code           string `json:"code"`
	Name           string `json:"name"`
	Green          bool   `json:"green"`
	Digital        bool   `json:"digital"`
	MajorClass     string `json:"major_class"`
	MajorClassName string `json:"major_class_name"`
	MidClass       string `json:"mid_class"`
	MidClassName   string `json:"mid_class_name"`
	SmallClass     string `json:"small_class"`
	SmallClassName string `json:"small_class_name"`
	Origin         string `json:"origin"`
	Release        string `json:"release"`
	ReleaseCode    string `json:"release_code"`
	Ordinal        int    `json:"ordinal"`
}

// GuideLinkRecord is one row of the 2023 guide with what it links to.
type GuideLinkRecord struct {
	Level          string `json:"level"`
	Seq            int    `json:"seq"`
	MajorCode      string `json:"major_code"`
	MajorName      string `json:"major_name"`
	MajorID        string `json:"major_id"`
	OccupationCode string `json:"occupation_code"`
	OccupationName string `json:"occupation_name"`
	OccupationID   string `json:"occupation_id"`
	Match          string `json:"match"`
}

// VocationalMajorRecord is one 高职专科 or 职教本科 major.
type VocationalMajorRecord struct {
	Code         string `json:"code"`
	Name         string `json:"name"`
	Level        string `json:"level"`
	CategoryCode string `json:"category_code"`
	Category     string `json:"category"`
	ClassCode    string `json:"class_code"`
	ClassName    string `json:"class_name"`
	Note         string `json:"note"`
	Ordinal      int    `json:"ordinal"`
}

// MissingMajorRecord is a major known to be missing from the vocational copy.
type MissingMajorRecord struct {
	Level   string `json:"level"`
	Code    string `json:"code"`
	Name    string `json:"name"`
	Reason  string `json:"reason"`
	Ordinal int    `json:"ordinal"`
}

// CatalogOccupationsImported carries one chunk of occupations (and, in the first chunk,
// the hierarchy) of an import.
type CatalogOccupationsImported struct {
	Import      string                  `json:"import"`
	Classes     []OccupationClassRecord `json:"classes,omitempty"`
	Occupations []OccupationRecord      `json:"occupations"`
}

// CatalogOccupationGuideImported carries one chunk of guide rows of an import.
type CatalogOccupationGuideImported struct {
	Import string            `json:"import"`
	Links  []GuideLinkRecord `json:"links"`
}

// CatalogVocationalMajorsImported carries one chunk of vocational majors (and, in the
// first chunk, the majors known to be missing) of an import.
type CatalogVocationalMajorsImported struct {
	Import  string                  `json:"import"`
	Majors  []VocationalMajorRecord `json:"majors"`
	Missing []MissingMajorRecord    `json:"missing,omitempty"`
}

func (CatalogOccupationsImported) EventType() string     { return "catalog.occupations_imported" }
func (CatalogOccupationGuideImported) EventType() string { return "catalog.occupation_guide_imported" }
func (CatalogVocationalMajorsImported) EventType() string {
	return "catalog.vocational_majors_imported"
}

func registerCatalogCN(r *Registry) {
	r.Register(CatalogOccupationsImported{}, 1)
	r.Register(CatalogOccupationGuideImported{}, 1)
	r.Register(CatalogVocationalMajorsImported{}, 1)
}
