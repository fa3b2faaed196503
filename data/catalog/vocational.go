package catalog

import (
	_ "embed"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// The vocational majors (职业教育专业目录, 高职专科 and 职教本科) of a third-party copy of
// the MOE catalogue, and what is known to be missing from it (README.md §5).

var (
	//go:embed vocational_majors.csv
	vocationalCSV string
	//go:embed vocational_missing.csv
	vocationalMissingCSV string
)

// Levels of a vocational major.
const (
	LevelHigherVocational   = "高职专科"
	LevelVocationalBachelor = "职教本科"
)

// Reasons of a MissingMajor.
const (
	MissingGuideK  = "guide_k"  // a 高职专科 major the 2023 guide names with a K code
	MissingMOE2027 = "moe_2027" // a new 高职专科 name of the MOE July 2026 update (enrols from 2027)
)

// Counts of the vocational copy, pinned by the tests and quoted in README.md.
const (
	HigherVocationalCount   = 754 // the MOE update of July 2026 lists 811
	VocationalBachelorCount = 321
)

// VocationalMajor is one major of the vocational catalogue.
type VocationalMajor struct {
	Code, Name, Level string
	CategoryCode      string // 专业大类: 41–59 (高职专科), 21–39 (职教本科)
	Category          string
	ClassCode, Class  string // 专业类
	Note              string // 2025年12月新增, or ""
}

// MissingMajor is a major known to exist but absent from the copy. Code is "" where the
// source of the knowledge gives none.
type MissingMajor struct {
	Level, Code, Name, Reason string
}

var vocationalData struct {
	once    sync.Once
	list    []VocationalMajor
	byCode  map[string]int
	missing []MissingMajor
}

func loadVocational() {
	d := &vocationalData
	d.byCode = map[string]int{}
	csvrows.Read("vocational_majors.csv", vocationalCSV, func(r csvrows.Row) {
		m := VocationalMajor{Code: r.Str("code"), Name: r.Str("name"), Level: r.Str("level"),
			CategoryCode: r.Str("category_code"), Category: r.Str("category"), ClassCode: r.Str("class_code"),
			Class: r.Str("class_name"), Note: r.Str("note")}
		d.byCode[m.Code] = len(d.list)
		d.list = append(d.list, m)
	})
	csvrows.Read("vocational_missing.csv", vocationalMissingCSV, func(r csvrows.Row) {
		d.missing = append(d.missing, MissingMajor{Level: r.Str("level"), Code: r.Str("code"), Name: r.Str("name"),
			Reason: r.Str("reason")})
	})
}

// VocationalMajors returns the 高职专科 majors, then the 职教本科 majors, each in code order.
func VocationalMajors() []VocationalMajor {
	vocationalData.once.Do(loadVocational)
	return vocationalData.list
}

// VocationalMajorByCode finds a vocational major by its six-digit code.
func VocationalMajorByCode(code string) (VocationalMajor, bool) {
	vocationalData.once.Do(loadVocational)
	i, ok := vocationalData.byCode[code]
	if !ok {
		return VocationalMajor{}, false
	}
	return vocationalData.list[i], true
}

// VocationalMissing returns the majors known to be missing from the copy.
func VocationalMissing() []MissingMajor {
	vocationalData.once.Do(loadVocational)
	return vocationalData.missing
}
