package events

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
)

// AdmissionResultRecord is one published admission line (投档/录取线) of a
// school, a major group or a major in a province and year. JSON names are short:
// an import carries hundreds of thousands of rows. Zero numbers mean "not
// published"; MinRank is only a minimum rank the source printed, BandRank a
// third-party compiler's mean rank of the minimum score's band (not a minimum
// rank; absent from records imported before it existed), ConvertedRank one the
// product converted from MinScore through the same year's 一分一段 table.
// PlanType, the plan the unit belongs to, came later: a record stored before it reads "".
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
	SubjectRule   string `json:"sr,omitempty"` // Requirement in canonical form (不限, 化学, 物理+化学, 物理/化学)
	PlanType      string `json:"pt,omitempty"` // 普通, 国家专项, 高校专项, 地方专项, 中外合作, 预科, 定向; "" not said
	PlanCount     int    `json:"pc"`
	MinScore      int    `json:"ms"`
	MinScoreText  string `json:"mt"` // as published: whole, or a decimal composite score (art/sport)
	MinRank       int    `json:"mr"`
	BandRank      int    `json:"br,omitempty"`
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
	SubjectRule string `json:"sr,omitempty"` // as in AdmissionResultRecord
	PlanCount   int    `json:"pc"`
	Years       int    `json:"ys"` // 学制
	Tuition     int    `json:"tu"` // 学费, yuan a year
	Note        string `json:"n"`
	SourceID    string `json:"s"`
}

// AdmissionResultsImported carries one chunk of admission results of an import.
// Rows is the gzip of the JSON array of AdmissionResultRecord: an import is
// half a million rows, about 150 MB as plain JSON, which every consumer group
// of the log would read; compressed it is about a tenth of that.
type AdmissionResultsImported struct {
	Import string `json:"import"`
	Count  int    `json:"count"`
	Rows   []byte `json:"rows"`
}

// AdmissionPlansImported carries one chunk of admission plans of an import,
// Rows compressed as in AdmissionResultsImported.
type AdmissionPlansImported struct {
	Import string `json:"import"`
	Count  int    `json:"count"`
	Rows   []byte `json:"rows"`
}

// PackRows compresses the JSON of a chunk's records.
func PackRows(records any) ([]byte, error) {
	raw, err := json.Marshal(records)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	if _, err := w.Write(raw); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// UnpackRows returns the JSON array of a chunk's records.
func UnpackRows(rows []byte) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(rows))
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

func (AdmissionResultsImported) EventType() string { return "admission.results_imported" }
func (AdmissionPlansImported) EventType() string   { return "admission.plans_imported" }

func registerAdmissionResults(r *Registry) {
	r.Register(AdmissionResultsImported{}, 1)
	r.Register(AdmissionPlansImported{}, 1)
}
