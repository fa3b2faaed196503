package admission

import _ "embed"

//go:embed plans.csv.gz
var plansGz []byte

// Plan is one published 招生计划 line: a major (or a group) of a school in a province, year,
// track and batch. The int fields hold 0 when the source does not publish the number.
type Plan struct {
	ProvinceID  int
	Year        int
	Track       string // as for AdmissionResult
	Batch       string // as published
	SchoolCode  string // the province's 院校代号 as published
	SchoolName  string
	CollegeCode string // national 院校代码 of the matched catalogue college; empty when unmatched
	GroupCode   string
	MajorCode   string
	MajorName   string
	Requirement string // 选科要求 as published
	SubjectRule string // Requirement in canonical form: 不限, 化学, 物理+化学, 物理/化学; "" not published or not read
	PlanCount   int    // 计划数
	Years       int    // 学制
	Tuition     int    // 学费, yuan a year
	Note        string
	SourceID    string // → SourceOf, kind admission_plan
}

var planHeader = []string{"province_id", "year", "track", "batch", "school_code", "school_name", "college_code",
	"group_code", "major_code", "major_name", "requirement", "subject_rule", "plan_count", "years", "tuition", "note", "source_id"}

// EachPlan streams the embedded plans in file order without keeping them in memory.
func EachPlan(fn func(Plan) error) error {
	return eachGzRow("plans.csv.gz", plansGz, planHeader, func(r gzRow) error {
		return fn(Plan{ProvinceID: r.num("province_id"), Year: r.num("year"), Track: r.str("track"),
			Batch: r.str("batch"), SchoolCode: r.str("school_code"), SchoolName: r.str("school_name"),
			CollegeCode: r.str("college_code"), GroupCode: r.str("group_code"), MajorCode: r.str("major_code"),
			MajorName: r.str("major_name"), Requirement: r.str("requirement"), SubjectRule: r.str("subject_rule"), PlanCount: r.num("plan_count"),
			Years: r.num("years"), Tuition: r.num("tuition"), Note: r.str("note"), SourceID: r.str("source_id")})
	})
}

// PlansDigest is the sha256 (hex) of the embedded plans file.
func PlansDigest() string { return digest(plansGz) }
