package admission

import (
	_ "embed"
	"strconv"
)

//go:embed results.csv.gz
var resultsGz []byte

// Levels of an admission result, as the source publishes it.
const (
	LevelMajor  = "major"  // one major at one school (专业)
	LevelGroup  = "group"  // one 院校专业组
	LevelSchool = "school" // the school as a whole (院校投档线)
)

// Plan types of an admission result (AdmissionResult.PlanType).
const (
	PlanOrdinary = "普通"
	PlanNational = "国家专项"
	PlanCollege  = "高校专项"
	PlanLocal    = "地方专项"
	PlanForeign  = "中外合作"
	PlanPrep     = "预科"
	PlanTargeted = "定向"
)

// AdmissionResult is one published admission result (投档线 / 录取线) of a province, year,
// track and batch. (Result is the answer of Lookup.) README.md names every source.
//
// The int fields hold 0 when the source does not publish the number: no real minimum
// score, rank, plan or count of these tables is 0. MinRank is only a minimum rank printed
// in the source table (the official 位次); BandRank is a third-party compiler's mean rank of
// the minimum score's band (最低分平均排位 of 广东's GaokaoAgent rows), which is not a
// minimum rank; ConvertedRank is the rank this package's Lookup gives for MinScore, set
// whenever MinScore is a whole score inside a published table, so they can be compared.
// No score is ever derived from a rank.
type AdmissionResult struct {
	ProvinceID  int
	Year        int
	Track       string // 物理类/历史类, 文科/理科, 综合, or the published label (艺术类, 对口招生 …)
	Batch       string // as published; empty when the source does not say (GaokaoAgent majors)
	Level       string // LevelMajor, LevelGroup or LevelSchool
	SchoolCode  string // the province's 院校代号 as published
	SchoolName  string // as published
	CollegeCode string // national 5-digit 院校代码 of the matched catalogue college; empty when unmatched
	GroupCode   string // 院校专业组 code, when published
	MajorCode   string // the province's 专业代号 (LevelMajor only)
	MajorName   string // as published, with its 括注 (地方专项计划, 中外合作办学 …)
	Requirement string // 选科要求 as published
	SubjectRule string // Requirement in canonical form (see Plan.SubjectRule)
	// PlanType is the plan the unit belongs to, as the source says: PlanOrdinary (普通),
	// 国家专项, 高校专项, 地方专项, 中外合作, 预科 (incl. 民族班, 少数民族预科) or 定向 (incl. 公费师范,
	// 定向就业); empty when nothing in the source says (README.md, Admission results: plan_type).
	PlanType string

	PlanCount     int    // 计划数
	MinScore      int    // minimum score; 0 when not published or not whole (see MinScoreText)
	MinScoreText  string // the minimum score as published: whole, or a decimal composite score (art/sport)
	MinRank       int    // published minimum rank (see above)
	BandRank      int    // a compiler's mean rank of the minimum score's band (see above)
	ConvertedRank int    // Lookup(ProvinceID, Year, Track, MinScore).Rank when ranked
	MaxScore      int
	AvgScore      string // as published, may be fractional ("621.3")
	Admitted      int    // 录取人数

	Note     string // published remarks, joined with "；"
	SourceID string // → SourceOf, kind admission_result
}

var resultHeader = []string{"province_id", "year", "track", "batch", "level", "school_code", "school_name",
	"college_code", "group_code", "major_code", "major_name", "requirement", "subject_rule", "plan_type", "plan_count", "min_score",
	"min_rank", "converted_rank", "band_rank", "max_score", "avg_score", "admitted", "note", "source_id"}

// EachResult streams the embedded results in file order (by province, year and source,
// each source in its published order), decompressing as it goes: it keeps no rows in
// memory. fn's error stops the stream and is returned.
func EachResult(fn func(AdmissionResult) error) error {
	return eachGzRow("results.csv.gz", resultsGz, resultHeader, func(r gzRow) error {
		res := AdmissionResult{ProvinceID: r.num("province_id"), Year: r.num("year"), Track: r.str("track"),
			Batch: r.str("batch"), Level: r.str("level"), SchoolCode: r.str("school_code"),
			SchoolName: r.str("school_name"), CollegeCode: r.str("college_code"), GroupCode: r.str("group_code"),
			MajorCode: r.str("major_code"), MajorName: r.str("major_name"), Requirement: r.str("requirement"), SubjectRule: r.str("subject_rule"),
			PlanType:  r.str("plan_type"),
			PlanCount: r.num("plan_count"), MinScoreText: r.str("min_score"), MinRank: r.num("min_rank"),
			ConvertedRank: r.num("converted_rank"), BandRank: r.num("band_rank"), MaxScore: r.num("max_score"), AvgScore: r.str("avg_score"),
			Admitted: r.num("admitted"), Note: r.str("note"), SourceID: r.str("source_id")}
		if n, err := strconv.Atoi(res.MinScoreText); err == nil {
			res.MinScore = n
		}
		return fn(res)
	})
}

// ResultsDigest is the sha256 (hex) of the embedded results file: it changes exactly when
// the curated results change.
func ResultsDigest() string { return digest(resultsGz) }
