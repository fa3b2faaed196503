package events

// AdmissionResultRecord is one published admission line (投档/录取线) of a
// school, a major group or a major in a province and year. JSON names are short:
// an import carries hundreds of thousands of rows. Zero numbers mean "not
// published"; MinRank is only a rank the source printed, ConvertedRank one the
// product converted from MinScore through the same year's 一分一段 table.
type AdmissionResultRecord struct {
	Seq           int    `json:"q"` // position in the data set: a stable id
	ProvinceID    int    `json:"p"`
	Year          int    `json:"y"`
	Track         string `json:"t"`
	Batch         string `json:"b"`
	Level         string `json:"l"` // major, group or school
	SchoolCode    string `json:"sc"`
	SchoolName    string `json:"sn"`
	CollegeCode   string `json:"cc"` // national 院校代码 of the matched college; "" unmatched
	GroupCode     string `json:"g"`
	MajorCode     string `json:"mc"`
	MajorName     string `json:"mn"`
	Requirement   string `json:"rq"`
	PlanCount     int    `json:"pc"`
	MinScore      int    `json:"ms"`
	MinRank       int    `json:"mr"`
	ConvertedRank int    `json:"cr"`
	MaxScore      int    `json:"xs"`
	AvgScore      string `json:"as"`
	Admitted      int    `json:"ad"`
	Note          string `json:"n"`
	SourceID      string `json:"s"`
}

// AdmissionPlanRecord is one published admission plan (招生计划) row.
type AdmissionPlanRecord struct {
	Seq         int    `json:"q"`
	ProvinceID  int    `json:"p"`
	Year        int    `json:"y"`
	Track       string `json:"t"`
	Batch       string `json:"b"`
	SchoolCode  string `json:"sc"`
	SchoolName  string `json:"sn"`
	CollegeCode string `json:"cc"`
	GroupCode   string `json:"g"`
	MajorCode   string `json:"mc"`
	MajorName   string `json:"mn"`
	Requirement string `json:"rq"`
	PlanCount   int    `json:"pc"`
	Years       string `json:"ys"` // 学制 as published
	Tuition     string `json:"tu"` // 学费 as published
	Note        string `json:"n"`
	SourceID    string `json:"s"`
}

// AdmissionResultsImported carries one chunk of admission results of an import.
type AdmissionResultsImported struct {
	Import  string                  `json:"import"`
	Results []AdmissionResultRecord `json:"results"`
}

// AdmissionPlansImported carries one chunk of admission plans of an import.
type AdmissionPlansImported struct {
	Import string                `json:"import"`
	Plans  []AdmissionPlanRecord `json:"plans"`
}

func (AdmissionResultsImported) EventType() string { return "admission.results_imported" }
func (AdmissionPlansImported) EventType() string   { return "admission.plans_imported" }

func registerAdmissionResults(r *Registry) {
	r.Register(AdmissionResultsImported{}, 1)
	r.Register(AdmissionPlansImported{}, 1)
}
