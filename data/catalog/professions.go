package catalog

import (
	"strings"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// RIASEC is the order of the six Holland interest types in Profession.Interests:
// Realistic, Investigative, Artistic, Social, Enterprising, Conventional.
const RIASEC = "RIASEC"

// ONetAttribution must be shown wherever O*NET data appears (CC BY 4.0).
const ONetAttribution = "This product includes information from the O*NET Database by the U.S. Department of Labor, " +
	"Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license."

// Profession is one O*NET-SOC occupation with its occupational-interest profile. Chinese
// names and descriptions are not part of the source; they are written in a later step.
type Profession struct {
	Code  string // O*NET-SOC code, e.g. 15-1252.00
	Title string // English title as published by O*NET
	// Interests are the OI-scale scores (1–7) in RIASEC order.
	Interests [6]float64
	// Top3 is the three highest-scoring letters, high to low (ties in RIASEC order).
	Top3 string
	// HighPoint is O*NET's own interest code from the IH scale: 1–3 letters.
	HighPoint string
}

// Interest returns the score of one letter of RIASEC (0 for any other letter).
func (p Profession) Interest(letter byte) float64 {
	if i := strings.IndexByte(RIASEC, letter); i >= 0 {
		return p.Interests[i]
	}
	return 0
}

var professionData struct {
	once   sync.Once
	list   []Profession
	byCode map[string]int
}

func loadProfessions() {
	d := &professionData
	d.byCode = map[string]int{}
	csvrows.Read("professions.csv", professionsCSV, func(r csvrows.Row) {
		p := Profession{Code: r.Str("code"), Title: r.Str("title"), Top3: r.Str("top3"), HighPoint: r.Str("high_point")}
		for i := range RIASEC {
			p.Interests[i] = r.Float(RIASEC[i : i+1])
		}
		d.byCode[p.Code] = len(d.list)
		d.list = append(d.list, p)
	})
}

// Professions returns the 923 occupations that have interest data, in O*NET-SOC code order.
func Professions() []Profession {
	professionData.once.Do(loadProfessions)
	return professionData.list
}

// ProfessionByCode finds an occupation by its O*NET-SOC code.
func ProfessionByCode(code string) (Profession, bool) {
	professionData.once.Do(loadProfessions)
	i, ok := professionData.byCode[code]
	if !ok {
		return Profession{}, false
	}
	return professionData.list[i], true
}
