// Package data ships the curated real data the product starts with. Every file
// here has its source in data/README.md; nothing is read from outside the repository.
package data

import (
	_ "embed"
	"encoding/csv"
	"strconv"
	"strings"
	"sync"
	"time"
)

//go:embed provinces.csv
var provincesCSV string

// Province is one of the 31 provincial-level regions of the mainland gaokao.
type Province struct {
	ID            int
	Name          string
	PinYinOne     string // first letter of the pinyin name, for the grouped selector
	Mode          string // 3+3, 3+3_zhejiang, 3+3_shanghai, 3+1+2, traditional
	MaxScore      int    // 750; 上海 660; 海南 900 (standard score)
	FirstNewExam  int    // first exam year under the new gaokao
	ExamAuthority string
	AuthoritySite string
}

var (
	provincesOnce sync.Once
	provinces     []Province
)

// Provinces returns the 31 provinces in code order.
func Provinces() []Province {
	provincesOnce.Do(func() {
		recs, err := csv.NewReader(strings.NewReader(provincesCSV)).ReadAll()
		if err != nil {
			panic("data: provinces.csv: " + err.Error())
		}
		for _, r := range recs[1:] {
			id, _ := strconv.Atoi(r[0])
			max, _ := strconv.Atoi(r[4])
			first, _ := strconv.Atoi(r[5])
			provinces = append(provinces, Province{ID: id, Name: r[1], PinYinOne: r[2], Mode: r[3],
				MaxScore: max, FirstNewExam: first, ExamAuthority: r[6], AuthoritySite: r[7]})
		}
	})
	return provinces
}

// ProvinceByID finds a province by its two-digit administrative code.
func ProvinceByID(id int) (Province, bool) {
	for _, p := range Provinces() {
		if p.ID == id {
			return p, true
		}
	}
	return Province{}, false
}

// ModeFor is the exam mode a candidate of the given exam year sits. Provinces
// still on the old exam switch to 3+1+2 in their first new-gaokao year
// (新疆 and 西藏 from 2027, as announced).
func (p Province) ModeFor(year int) string {
	if p.FirstNewExam == 0 || year < p.FirstNewExam {
		return "traditional"
	}
	if p.Mode == "traditional" {
		return "3+1+2"
	}
	return p.Mode
}

// ExamDate is the first day of the national exam of a year (the calendar's; 7 June).
func ExamDate(year int) string { return SeasonOf(0, year).Exam().Start.Format(time.DateOnly) }
