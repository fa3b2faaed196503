package admission

import (
	"context"

	"zhiyuan/query/catalog"
)

// ResultsReadModel is what the admission-result and plan calls need of rm_admission.
type ResultsReadModel interface {
	// SchoolResults lists a college's rows in a province: majors true → the
	// major-level rows, else the school- and group-level ones; newest year first.
	SchoolResults(ctx context.Context, collegeCode string, provinceID int, majors bool) ([]ResultItem, error)
	// SearchResults pages the rows of a province matching the filter.
	SearchResults(ctx context.Context, f ResultFilter, p catalog.Paging) ([]ResultItem, int, error)
	// Facets lists the (year, track, batch, level) of a province's results or plans with their row counts.
	Facets(ctx context.Context, provinceID int, plans bool) ([]Facet, error)
	// SchoolPlans lists a college's plan rows in a province, newest year first.
	SchoolPlans(ctx context.Context, collegeCode string, provinceID int) ([]PlanItem, error)
	// SearchPlans pages the plan rows of a province matching the filter.
	SearchPlans(ctx context.Context, f ResultFilter, p catalog.Paging) ([]PlanItem, int, error)
	// CollegeName is the catalogue name of a college ("" when unknown).
	CollegeName(ctx context.Context, collegeCode string) (string, error)
}

// ResultFilter selects rows of one province (zero values: no condition).
type ResultFilter struct {
	ProvinceID         int
	Year               int
	Track, Batch       string
	Majors             bool // major-level rows; else school and group level
	CollegeName        string
	MajorName          string
	ScoreMin, ScoreMax int
	RankMin, RankMax   int
	Subjects           []string // non-empty: only rows whose known requirement these subjects meet
}

// Facet is one (year, track, batch, level) of a province's data with its row count.
type Facet struct {
	Year         int
	Track, Batch string
	Level        string `json:",omitempty"`
	Count        int
}

// ResultItem is one published admission line (docs/API-ADMISSION.md).
type ResultItem struct {
	Id              int
	ProvinceId      int
	ProvinceName    string
	Year            int
	Track           string
	Batch           string
	Level           string
	LevelName       string
	SchoolCode      string
	SchoolName      string
	CollegeCode     string
	CollegeName     string
	GroupCode       string
	MajorCode       string
	MajorName       string
	Requirement     string // 选科要求 as published
	SubjectRule     string // Requirement in canonical form: 不限, 化学, 物理+化学, 物理/化学; "" not published
	PlanType        string // 普通, 国家专项, 高校专项, 地方专项, 中外合作, 预科, 定向; "" the source does not say
	PlanCount       *int
	MinScore        *int
	MinScoreText    string // as published (a decimal composite score of art/sport lines has no MinScore)
	MaxScore        *int
	Admitted        *int
	AvgScore        string
	MinRank         *int // official: the minimum rank printed in the source
	BandRank        *int // third-party: a compiler's mean rank of the minimum score's band, not a minimum rank
	ConvertedRank   *int // derived: converted by the product
	EquivalentScore *int // derived: this rank in the newest table year
	EquivalentYear  *int
	Note            string
	SourceId        string `json:"-"`
	Source          *Source
}

// PlanItem is one published plan row.
type PlanItem struct {
	Id          int
	ProvinceId  int
	Year        int
	Track       string
	Batch       string
	SchoolCode  string
	SchoolName  string
	CollegeCode string
	CollegeName string
	GroupCode   string
	MajorCode   string
	MajorName   string
	Requirement string // 选科要求 as published
	SubjectRule string // as in ResultItem
	PlanCount   *int
	Years       *int // 学制
	Tuition     *int // 学费, yuan a year
	Note        string
	SourceId    string `json:"-"`
	Source      *Source
}

var levelNames = map[string]string{"major": "专业", "group": "专业组", "school": "院校"}

// ResultsHandler answers the admission-result and plan calls. Rank conversions
// use the rank tables of Handler.
type ResultsHandler struct {
	*Handler
	results   ResultsReadModel
	lines     CollegeLines
	diagnosis DiagnosisReadModel
	ranks     CollegeRanks
}

// ResultsPorts are the read models behind ResultsHandler (one Postgres type implements all).
type ResultsPorts interface {
	ResultsReadModel
	CollegeLines
	DiagnosisReadModel
	CollegeRanks
}

func NewResultsHandler(h *Handler, rm ResultsPorts) *ResultsHandler {
	return &ResultsHandler{Handler: h, results: rm, lines: rm, diagnosis: rm, ranks: rm}
}
