package main

import (
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

var professionHeader = []string{"code", "title", "R", "I", "A", "S", "E", "C", "top3", "high_point"}

const riasec = "RIASEC"

var interestElement = map[string]int{"Realistic": 0, "Investigative": 1, "Artistic": 2, "Social": 3,
	"Enterprising": 4, "Conventional": 5}

var highPointElement = map[string]int{"First Interest High-Point": 0, "Second Interest High-Point": 1,
	"Third Interest High-Point": 2}

type profession struct {
	code, title string
	oi          [6]string
	oiSet       int
	ih          [3]string
}

type professions struct {
	list  []*profession
	count map[string]int
}

// top3Of orders the six OI scores from high to low (ties keep R-I-A-S-E-C order) and
// returns the first three letters.
func top3Of(scores [6]float64) string {
	idx := []int{0, 1, 2, 3, 4, 5}
	sort.SliceStable(idx, func(a, b int) bool { return scores[idx[a]] > scores[idx[b]] })
	return string([]byte{riasec[idx[0]], riasec[idx[1]], riasec[idx[2]]})
}

// buildProfessions reads the two original O*NET files (not the derived CSV) and keeps the
// occupations that have all six interest scores.
func buildProfessions(shared string) *professions {
	dir := filepath.Join(shared, "professions", "onet")
	occ, err := readTSV(filepath.Join(dir, "Occupation_Data.txt"))
	if err != nil {
		fatalf("%v", err)
	}
	in, err := readTSV(filepath.Join(dir, "Interests.txt"))
	if err != nil {
		fatalf("%v", err)
	}
	ps := &professions{count: map[string]int{"occupations in Occupation_Data": len(occ.rows)}}
	byCode := map[string]*profession{}
	for _, r := range occ.rows {
		p := &profession{code: occ.get(r, "O*NET-SOC Code"), title: occ.get(r, "Title")}
		byCode[p.code] = p
	}
	dates := map[string]int{}
	for _, r := range in.rows {
		p := byCode[in.get(r, "O*NET-SOC Code")]
		if p == nil {
			fatalf("Interests.txt: unknown occupation %s", in.get(r, "O*NET-SOC Code"))
		}
		v := in.get(r, "Data Value")
		switch in.get(r, "Scale ID") {
		case "OI":
			i, ok := interestElement[in.get(r, "Element Name")]
			if !ok {
				fatalf("Interests.txt: unknown element %s", in.get(r, "Element Name"))
			}
			p.oi[i] = v
			p.oiSet++
			if i == 0 {
				dates[in.get(r, "Date")]++
			}
		case "IH":
			p.ih[highPointElement[in.get(r, "Element Name")]] = v
		}
	}
	for _, r := range occ.rows {
		p := byCode[occ.get(r, "O*NET-SOC Code")]
		if p.oiSet == 6 {
			ps.list = append(ps.list, p)
		} else if p.oiSet != 0 {
			fatalf("%s has %d of 6 interest scores", p.code, p.oiSet)
		}
	}
	for d, n := range dates {
		ps.count["interest data dated "+d] = n
	}
	ps.crossCheck(dir)
	return ps
}

// crossCheck compares with the derived CSV of the shared folder: same occupations, same scores.
func (ps *professions) crossCheck(dir string) {
	t, err := readTable(filepath.Join(dir, "onet_riasec_by_occupation.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	if len(t.rows) != len(ps.list) {
		fatalf("O*NET: %d occupations with interests here, %d in the derived CSV", len(ps.list), len(t.rows))
	}
	for i, r := range t.rows {
		p := ps.list[i]
		if t.get(r, "onet_soc_code") != p.code || t.get(r, "R") != p.oi[0] || t.get(r, "C") != p.oi[5] {
			fatalf("O*NET: row %d differs from the derived CSV (%s)", i, p.code)
		}
		if t.get(r, "holland_code_high_points") != p.highPoint() {
			fatalf("O*NET: %s high point %s vs %s", p.code, p.highPoint(), t.get(r, "holland_code_high_points"))
		}
	}
}

// highPoint is O*NET's own interest code: the letters of the IH scale (1=R … 6=C, 0=none).
func (p *profession) highPoint() string {
	var b strings.Builder
	for _, v := range p.ih {
		f, _ := strconv.ParseFloat(v, 64)
		if n := int(f); n >= 1 && n <= 6 {
			b.WriteByte(riasec[n-1])
		}
	}
	return b.String()
}

func (ps *professions) rows() [][]string {
	out := make([][]string, 0, len(ps.list))
	for _, p := range ps.list {
		var s [6]float64
		for i, v := range p.oi {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || f < 1 || f > 7 {
				fatalf("%s: interest score %q out of the 1–7 scale", p.code, v)
			}
			s[i] = f
		}
		top := top3Of(s)
		if hp := p.highPoint(); !strings.HasPrefix(top, hp) {
			ps.count["top3 not starting with O*NET high point"]++
		}
		out = append(out, append(append([]string{p.code, p.title}, p.oi[:]...), top, p.highPoint()))
	}
	return out
}

func (ps *professions) report() {
	ps.count["occupations with interests"] = len(ps.list)
	printCounts("professions", ps.count)
}
