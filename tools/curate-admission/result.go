package main

import (
	"sort"
	"strconv"
)

// Levels of an admission result, as published.
const (
	levelMajor  = "major"  // one major at one school (专业)
	levelGroup  = "group"  // one 院校专业组
	levelSchool = "school" // the school as a whole (院校投档线)
)

var resultHeader = []string{"province_id", "year", "track", "batch", "level", "school_code", "school_name",
	"college_code", "group_code", "major_code", "major_name", "requirement", "subject_rule", "plan_type", "plan_count", "min_score",
	"min_rank", "converted_rank", "band_rank", "max_score", "avg_score", "admitted", "note", "source_id"}

// result is one row of results.csv.gz. Number cells hold the published value in canonical
// form, empty when not published; collegeCode and convertedRank are filled after loading.
type result struct {
	provinceID string
	year       int
	track      string
	batch      string
	level      string
	schoolCode string
	schoolName string
	groupCode  string
	majorCode  string
	majorName  string
	require    string
	rule       string // require in canonical form (normaliseRequirement)
	planType   string // 普通, 国家专项 … as the source says (plantype.go), empty when it does not
	planCount  string
	minScore   string // whole, or decimal for art/sport composite scores
	minRank    string // only a rank printed in the source table as the group's or major's minimum rank
	bandRank   string // a compiler's mean rank of the minimum score's band (广东 GaokaoAgent), not a minimum rank
	maxScore   string
	avgScore   string // decimal as published
	admitted   string
	note       string
	sourceID   string

	collegeCode   string
	convertedRank string
	seq           int // order of reading, kept inside a source
}

func (r *result) key() schoolKey { return schoolKey{r.provinceID, r.schoolCode, r.schoolName} }

func (r *result) row() []string {
	return []string{r.provinceID, strconv.Itoa(r.year), r.track, r.batch, r.level, r.schoolCode, r.schoolName,
		r.collegeCode, r.groupCode, r.majorCode, r.majorName, r.require, r.rule, r.planType, r.planCount, r.minScore,
		r.minRank, r.convertedRank, r.bandRank, r.maxScore, r.avgScore, r.admitted, r.note, r.sourceID}
}

var planHeader = []string{"province_id", "year", "track", "batch", "school_code", "school_name", "college_code",
	"group_code", "major_code", "major_name", "requirement", "subject_rule", "plan_count", "years", "tuition", "note", "source_id"}

// plan is one row of plans.csv.gz (招生计划).
type plan struct {
	provinceID  string
	year        int
	track       string
	batch       string
	schoolCode  string
	schoolName  string
	groupCode   string
	majorCode   string
	majorName   string
	require     string
	subjectRule string // require in canonical form (normaliseRequirement)
	planCount   string
	years       string // 学制
	tuition     string // 学费, yuan per year
	note        string
	sourceID    string
	collegeCode string
	seq         int
}

func (p *plan) key() schoolKey { return schoolKey{p.provinceID, p.schoolCode, p.schoolName} }

func (p *plan) row() []string {
	return []string{p.provinceID, strconv.Itoa(p.year), p.track, p.batch, p.schoolCode, p.schoolName,
		p.collegeCode, p.groupCode, p.majorCode, p.majorName, p.require, p.subjectRule, p.planCount, p.years, p.tuition,
		p.note, p.sourceID}
}

// rowOrder sorts by province, year and source, keeping each source's published order.
func rowOrder(provA, provB string, yearA, yearB int, srcA, srcB string, seqA, seqB int) bool {
	if provA != provB {
		return provA < provB
	}
	if yearA != yearB {
		return yearA < yearB
	}
	if srcA != srcB {
		return srcA < srcB
	}
	return seqA < seqB
}

func sortResults(rs []*result) {
	sort.Slice(rs, func(i, j int) bool {
		a, b := rs[i], rs[j]
		return rowOrder(a.provinceID, b.provinceID, a.year, b.year, a.sourceID, b.sourceID, a.seq, b.seq)
	})
}

func sortPlans(ps []*plan) {
	sort.Slice(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		return rowOrder(a.provinceID, b.provinceID, a.year, b.year, a.sourceID, b.sourceID, a.seq, b.seq)
	})
}
