package golden

import (
	"fmt"
	"strconv"
	"sync"

	"zhiyuan/data/admission"
	"zhiyuan/data/catalog"
	"zhiyuan/query/assistant"
)

// planFact is a college's plan in a province, a year and a track (综合: the year's one track).
type planFact struct {
	college        string
	province, year int
	track          string
}

var planFacts = []planFact{
	{"浙江大学", 41, 2026, admission.TrackPhysics}, {"浙江大学", 22, 2025, admission.TrackPhysics},
	{"华南理工大学", 44, 2026, admission.TrackHistory}, {"四川大学", 51, 2026, admission.TrackPhysics},
	{"新疆大学", 65, 2026, admission.TrackScience}, {"山东大学", 37, 2026, admission.TrackCombined},
	{"武汉大学", 42, 2026, admission.TrackHistory}, {"中山大学", 11, 2026, admission.TrackCombined},
}

// planCases: "浙江大学2026年在河南物理类招多少人", the places of the plan rows of that year and
// track added up (the answer's 合计) with their source.
func planCases(b *builder) {
	for _, f := range planFacts {
		total, src, newest, ok := f.total()
		if !ok {
			continue
		}
		c, p, y, t := f.college, provName(f.province), f.year, f.track
		if t == admission.TrackCombined {
			t = ""
		}
		base := Case{Kind: KindPlan, Intent: assistant.IntentPlan,
			Fact:   f.key(),
			Values: []string{strconv.Itoa(total)}, Sources: src}
		qs := []string{
			fmt.Sprintf("%s%d年在%s%s招多少人", c, y, p, t),
			fmt.Sprintf("%d年%s在%s%s的招生计划", y, c, p, t),
			fmt.Sprintf("%s%d年%s%s招生人数是多少", c, y, p, t),
		}
		if y == newest {
			qs = append(qs, fmt.Sprintf("%s在%s%s招几个人", c, p, t))
		}
		for _, q := range qs {
			c := base
			c.Question = q
			b.add(c)
		}
	}
}

// total is what an answer must carry: the places of the plan rows of the year and track added
// up, their source, and the newest year of the college's plans in the province (the year an
// answer without one shows); ok is false unless one track's total comes from one source.
func (f planFact) total() (total int, sources []string, newest int, ok bool) {
	totals, src := map[string]int{}, map[string]bool{}
	for _, r := range loadedRows().plans[pairKey{collegeCode(f.college), f.province}] {
		newest = max(newest, r.year)
		if r.year == f.year && (f.track == admission.TrackCombined || sameTrack(r.track, f.track)) {
			totals[r.track] += r.value
			src[r.source] = true
		}
	}
	if len(totals) != 1 || len(src) != 1 {
		return 0, nil, 0, false
	}
	for _, n := range totals {
		total = n
	}
	return total, keys(src), newest, true
}

func (f planFact) key() string {
	return fmt.Sprintf("%s/%s/%d/%d/%s", KindPlan, collegeCode(f.college), f.province, f.year, f.track)
}

// pairKey is a college in a province.
type pairKey struct {
	college  string
	province int
}

// row is what a fact needs of one result (value: the minimum score) or plan line (value: the
// planned places).
type row struct {
	year          int
	track, source string
	value         int
}

type rowSet struct {
	results map[pairKey][]row // school and group level only, as the answers list them
	plans   map[pairKey][]row
}

var (
	rowsOnce sync.Once
	rowData  rowSet
)

// loadedRows streams the shipped results and plans once, keeping the rows of the facts' colleges.
func loadedRows() rowSet {
	rowsOnce.Do(func() {
		want := map[pairKey]bool{}
		for _, f := range schoolFacts {
			want[pairKey{collegeCode(f.college), f.province}] = true
		}
		for _, f := range planFacts {
			want[pairKey{collegeCode(f.college), f.province}] = true
		}
		for _, f := range blindSchoolFacts {
			want[pairKey{collegeCode(f.college), f.province}] = true
		}
		for _, f := range blindPlanFacts {
			want[pairKey{collegeCode(f.college), f.province}] = true
		}
		rowData = rowSet{results: map[pairKey][]row{}, plans: map[pairKey][]row{}}
		err := admission.EachResult(func(r admission.AdmissionResult) error {
			k := pairKey{r.CollegeCode, r.ProvinceID}
			if want[k] && r.Level != admission.LevelMajor {
				rowData.results[k] = append(rowData.results[k], row{r.Year, r.Track, r.SourceID, r.MinScore})
			}
			return nil
		})
		if err == nil {
			err = admission.EachPlan(func(p admission.Plan) error {
				k := pairKey{p.CollegeCode, p.ProvinceID}
				if want[k] {
					rowData.plans[k] = append(rowData.plans[k], row{p.Year, p.Track, p.SourceID, p.PlanCount})
				}
				return nil
			})
		}
		if err != nil {
			panic("golden: " + err.Error())
		}
	})
	return rowData
}

// collegeCode is the 院校代码 of a catalogue name; the facts name only catalogue colleges.
func collegeCode(name string) string {
	c, ok := catalog.CollegeByName(name)
	if !ok {
		panic("golden: no college " + name)
	}
	return c.Code
}
