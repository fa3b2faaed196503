package events

// The catalogue (colleges, majors, professions, industries; catalog_cn.go: Chinese
// occupations, the major → occupation guide, vocational majors) is imported from the
// data shipped with the product. Each data set is its own stream; an import is a
// run of chunk events followed by CatalogDatasetImported, all appended in one
// transaction. Rows of an earlier import missing from the latest are removed by
// the projections when the marker arrives.

// Catalogue streams, one per data set.
const (
	CatalogCollegesStream    = "catalog-colleges"
	CatalogMajorsStream      = "catalog-majors"
	CatalogProfessionsStream = "catalog-professions"
)

// Data set names carried by CatalogDatasetImported.
const (
	DatasetColleges    = "colleges"
	DatasetMajors      = "majors"
	DatasetProfessions = "professions"
)

// CollegeRecord is one institution of the MOE list with its derived fields. The
// JSON names are the read model's column names.
type CollegeRecord struct {
	Code          string   `json:"code"`
	MOECode       string   `json:"moe_code"`
	Name          string   `json:"name"`
	Authority     string   `json:"authority"`
	ProvinceID    int      `json:"province_id"`
	Province      string   `json:"province"`
	City          string   `json:"city"`
	Level         string   `json:"level"`
	Remark        string   `json:"remark"`
	Nature        string   `json:"nature"`
	EduLevel      int      `json:"edu_level"`
	Category      string   `json:"category"`
	Tags          []string `json:"tags"`
	FeatureTags   []string `json:"feature_tags"`
	HasLocation   bool     `json:"has_location"`
	Lat           float64  `json:"lat"`
	Lng           float64  `json:"lng"`
	FormerNames   []string `json:"former_names"`
	Abbreviations []string `json:"abbreviations"`
	// MergedNames name schools that merged into this one (湘雅医学院 for 中南大学), MajorCount
	// the undergraduate majors it offers (阳光高考). Imports before they existed lack them.
	MergedNames []string `json:"merged_names,omitempty"`
	MajorCount  int      `json:"major_count,omitempty"`
}

// PostgradRecord is one 考研方向.
type PostgradRecord struct {
	Name string `json:"Name"`
	Code string `json:"Code"`
}

// MajorRecord is one undergraduate major with its facts and links.
type MajorRecord struct {
	Code           string           `json:"code"`
	BaseCode       string           `json:"base_code"`
	Name           string           `json:"name"`
	CategoryCode   string           `json:"category_code"`
	Category       string           `json:"category"`
	ClassCode      string           `json:"class_code"`
	ClassName      string           `json:"class_name"`
	ClassSynthetic bool             `json:"class_synthetic"`
	Special        bool             `json:"special"`
	Controlled     bool             `json:"controlled"`
	Degrees        []string         `json:"degrees"`
	Note           string           `json:"note"`
	YearsMin       int              `json:"years_min"`
	YearsMax       int              `json:"years_max"`
	Description    string           `json:"description"`
	Employment     []string         `json:"employment"`
	Postgrad       []PostgradRecord `json:"postgrad"`
	GraduateScale  string           `json:"graduate_scale"`
	MalePct        *int             `json:"male_pct"`
	FemalePct      *int             `json:"female_pct"`
	SchoolCount    int              `json:"school_count"`
	InterestCode   string           `json:"interest_code"`
	Colleges       []string         `json:"colleges"`    // 院校代码 of the offering schools
	Professions    []string         `json:"professions"` // linked O*NET codes
	Ordinal        int              `json:"ordinal"`     // position in the catalogue
}

// IndustryRecord is one occupational field (a SOC major group).
type IndustryRecord struct {
	Code        string `json:"code"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

// ProfessionRecord is one O*NET occupation with its Chinese texts.
type ProfessionRecord struct {
	Code         string     `json:"code"`
	TitleEn      string     `json:"title_en"`
	Name         string     `json:"name"`
	Description  string     `json:"description"`
	IndustryCode string     `json:"industry_code"`
	Interests    [6]float64 `json:"interests"` // RIASEC order
	Top3         string     `json:"top3"`
	HighPoint    string     `json:"high_point"`
}

// CatalogCollegesImported carries one chunk of colleges of an import.
type CatalogCollegesImported struct {
	Import   string          `json:"import"`
	Colleges []CollegeRecord `json:"colleges"`
}

// CatalogMajorsImported carries one chunk of majors of an import.
type CatalogMajorsImported struct {
	Import string        `json:"import"`
	Majors []MajorRecord `json:"majors"`
}

// CatalogProfessionsImported carries one chunk of professions (and, in the first
// chunk, the industries) of an import.
type CatalogProfessionsImported struct {
	Import      string             `json:"import"`
	Industries  []IndustryRecord   `json:"industries,omitempty"`
	Professions []ProfessionRecord `json:"professions"`
}

// CatalogDatasetImported closes an import: the data set now holds exactly the
// rows of this import.
type CatalogDatasetImported struct {
	Dataset string `json:"dataset"`
	Import  string `json:"import"` // sha256 of the imported records
	Count   int    `json:"count"`
	Edition string `json:"edition"`
	Source  string `json:"source"`
}

func (CatalogCollegesImported) EventType() string    { return "catalog.colleges_imported" }
func (CatalogMajorsImported) EventType() string      { return "catalog.majors_imported" }
func (CatalogProfessionsImported) EventType() string { return "catalog.professions_imported" }
func (CatalogDatasetImported) EventType() string     { return "catalog.dataset_imported" }

func registerCatalog(r *Registry) {
	r.Register(CatalogCollegesImported{}, 1)
	r.Register(CatalogMajorsImported{}, 1)
	r.Register(CatalogProfessionsImported{}, 1)
	r.Register(CatalogDatasetImported{}, 1)
	registerCatalogCN(r)
}

// IsCatalogStream reports whether a stream is one of the catalogue's.
func IsCatalogStream(streamID string) bool {
	switch streamID {
	case CatalogCollegesStream, CatalogMajorsStream, CatalogProfessionsStream, CatalogOccupationsStream,
		CatalogOccupationGuideStream, CatalogVocationalStream:
		return true
	}
	return false
}
