package admission

import (
	_ "embed"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

var (
	//go:embed school_codes.csv
	schoolCodesCSV string
	//go:embed unmatched_schools.csv
	unmatchedCSV string
)

// Methods of SchoolCode.Method: how the published name was matched to the catalogue.
const (
	MatchName      = "name"      // the catalogue's current name
	MatchFormer    = "former"    // a former name
	MatchAlias     = "alias"     // an abbreviation (上海 prints 院校简称)
	MatchStripped  = "stripped"  // after removing published suffixes: （中外合作办学）, 校区, 分校, 医学部 …
	MatchDebris    = "debris"    // after removing one stray character of a PDF/OCR parse
	MatchTruncated = "truncated" // a cut-off name that begins exactly one catalogue name
	MatchCode      = "code"      // another name printed under the same province code matched, and the names agree
	MatchUnmatched = "unmatched"
)

// SchoolCode maps one published school — a province's 院校代号 with a name as printed —
// to the national 5-digit 院校代码 of the catalogue (zhiyuan/data/catalog). Province codes
// are not national codes (DOMAIN.md): the mapping is explicit and made by name.
type SchoolCode struct {
	ProvinceID  int
	SchoolCode  string // as published; may be empty where the source prints none
	SchoolName  string // as published
	CollegeCode string // empty when Method is MatchUnmatched
	Method      string
}

// UnmatchedSchool is a published school no catalogue college was matched to, per year,
// with its rows in the results and plans (which keep an empty CollegeCode).
type UnmatchedSchool struct {
	ProvinceID int
	Year       int
	SchoolCode string
	SchoolName string
	Rows       int
}

var (
	schoolCodesOnce sync.Once
	schoolCodes     []SchoolCode
	unmatchedOnce   sync.Once
	unmatched       []UnmatchedSchool
)

// SchoolCodes lists every published school of the results and plans, by province, code
// and name.
func SchoolCodes() []SchoolCode {
	schoolCodesOnce.Do(func() {
		csvrows.Read("school_codes.csv", schoolCodesCSV, func(r csvrows.Row) {
			schoolCodes = append(schoolCodes, SchoolCode{ProvinceID: r.Int("province_id", true),
				SchoolCode: r.Str("school_code"), SchoolName: r.Str("school_name"),
				CollegeCode: r.Str("college_code"), Method: r.Str("method")})
		})
	})
	return schoolCodes
}

// Unmatched lists the unmatched schools by province and year.
func Unmatched() []UnmatchedSchool {
	unmatchedOnce.Do(func() {
		csvrows.Read("unmatched_schools.csv", unmatchedCSV, func(r csvrows.Row) {
			unmatched = append(unmatched, UnmatchedSchool{ProvinceID: r.Int("province_id", true),
				Year: r.Int("year", true), SchoolCode: r.Str("school_code"), SchoolName: r.Str("school_name"),
				Rows: r.Int("rows", true)})
		})
	})
	return unmatched
}
