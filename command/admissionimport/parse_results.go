package admissionimport

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"zhiyuan/data/admission"
	"zhiyuan/data/catalog"
	"zhiyuan/events"
)

var (
	schoolColumns = []string{"college_code", "group_code", "major_code", "major_name", "requirement", "note"}
	resultColumns = columns{required: []string{"track", "batch", "level", "school_code", "school_name"},
		optional: append([]string{"plan_type", "plan_count", "min_score", "min_rank", "max_score", "avg_score", "admitted"}, schoolColumns...)}
	planColumns = columns{required: []string{"track", "batch", "school_code", "school_name", "plan_count"},
		optional: append([]string{"years", "tuition"}, schoolColumns...)}
	// planTypes are the plan types a result may name (as the shipped data's plan_type); empty: not said.
	planTypes = []string{admission.PlanOrdinary, admission.PlanNational, admission.PlanCollege, admission.PlanLocal,
		admission.PlanForeign, admission.PlanPrep, admission.PlanTargeted}
	levels = map[string]string{"major": "major", "专业": "major", "group": "group", "专业组": "group", "院校专业组": "group",
		"school": "school", "院校": "school"}
)

// unit is what a result or plan row is about; two rows of a file may not share it. A result's
// plan type is part of it: one major may be published once as 普通 and once as 国家专项.
type unit struct{ track, batch, level, schoolCode, schoolName, group, majorCode, majorName, planType string }

func (u unit) String() string {
	parts := []string{u.schoolCode + " " + u.schoolName}
	if u.group != "" {
		parts = append(parts, "专业组"+u.group)
	}
	if u.majorName != "" || u.majorCode != "" {
		parts = append(parts, strings.TrimSpace(u.majorCode+" "+u.majorName))
	}
	if u.planType != "" {
		parts = append(parts, u.planType)
	}
	return strings.Join(parts, "，")
}

// school is the matched catalogue college of a published school, or the unmatched report.
type schoolMatcher struct {
	province  int
	byCode    map[[2]string]string // (school code, name) → college code
	unmatched map[string]bool
	list      []string
}

func newSchoolMatcher(province int) *schoolMatcher {
	m := &schoolMatcher{province: province, byCode: map[[2]string]string{}, unmatched: map[string]bool{}}
	for _, sc := range admission.SchoolCodes() {
		if sc.ProvinceID == province && sc.CollegeCode != "" {
			m.byCode[[2]string{sc.SchoolCode, sc.SchoolName}] = sc.CollegeCode
		}
	}
	return m
}

// college answers the 院校代码 of a row: the one it names (which must be in the catalogue),
// else the shipped mapping of this province's code and name, else the catalogue's name.
// An unmatched school is reported, not refused: its rows keep an empty college code.
func (m *schoolMatcher) college(r row, code, name string) string {
	if cc := r.str("college_code"); cc != "" {
		if _, ok := catalog.CollegeByCode(cc); !ok {
			r.bad.add(r.line, "院校代码%s不在院校名录中（college_code 填全国统一的5位院校代码，或留空由系统按校名匹配）", cc)
		}
		return cc
	}
	if cc, ok := m.byCode[[2]string{code, name}]; ok {
		return cc
	}
	if c, ok := catalog.CollegeByName(name); ok {
		return c.Code
	}
	key := strings.TrimSpace(code + " " + name)
	if !m.unmatched[key] {
		m.unmatched[key] = true
		m.list = append(m.list, key)
	}
	return ""
}

// rowUnit reads the common cells of a result or plan row.
func (s *spec) rowUnit(r row, level string) (unit, string) {
	u := unit{track: s.checkTrack(r), batch: r.need("batch", "批次"), level: level, schoolCode: r.str("school_code"),
		schoolName: r.need("school_name", "院校名称"), group: r.str("group_code"), majorCode: r.str("major_code"),
		majorName: r.str("major_name")}
	rule := ""
	if req := r.str("requirement"); req != "" {
		rule, _ = admission.NormaliseRequirement(req, u.track) // wording the rule cannot read keeps "" (as curated)
	}
	return u, rule
}

// dupCheck refuses a second row of one unit.
type dupCheck map[unit]int

func (d dupCheck) check(r row, u unit) {
	if first, dup := d[u]; dup {
		r.bad.add(r.line, "与第%d行重复（同一%s）", first, u)
		return
	}
	d[u] = r.line
}

// parseResults checks 投档/录取 results: known tracks and levels, a line (score or rank) on
// every row, scores within the full mark, no unit twice. Each score is converted to a rank
// through the same year's table when there is one (ConvertedRank, as curated).
func parseResults(s *spec, data []byte, bad *Refused) *parsed {
	rows := readCSV(data, resultColumns, bad)
	m := newSchoolMatcher(s.province.ID)
	dups := dupCheck{}
	sc := newScopes()
	var out []events.AdmissionResultRecord
	for i, r := range rows {
		level, ok := levels[r.str("level")]
		if !ok {
			bad.add(r.line, "层级“%s”无效：填 major（专业）、group（院校专业组）或 school（院校）", r.str("level"))
		}
		u, rule := s.rowUnit(r, level)
		u.planType = r.str("plan_type")
		if u.planType != "" && !slices.Contains(planTypes, u.planType) {
			bad.add(r.line, "计划类型“%s”无效：填 %s，或留空（来源未载明）", u.planType, strings.Join(planTypes, "、"))
		}
		switch {
		case level == "major" && u.majorName == "":
			bad.add(r.line, "专业层级的结果须有专业名称（major_name）")
		case level == "group" && u.group == "":
			bad.add(r.line, "院校专业组层级的结果须有专业组代码（group_code）")
		}
		minScore, _ := r.num("min_score", "最低分", false)
		minRank, _ := r.num("min_rank", "最低位次", false)
		maxScore, _ := r.num("max_score", "最高分", false)
		plan, _ := r.num("plan_count", "计划数", false)
		admitted, _ := r.num("admitted", "录取人数", false)
		switch {
		case r.str("min_score") == "" && r.str("min_rank") == "":
			bad.add(r.line, "最低分（min_score）和最低位次（min_rank）都为空：至少填一项")
		case minScore > s.province.MaxScore:
			bad.add(r.line, "最低分%d超过%s的满分%d", minScore, s.province.Name, s.province.MaxScore)
		case maxScore > s.province.MaxScore:
			bad.add(r.line, "最高分%d超过%s的满分%d", maxScore, s.province.Name, s.province.MaxScore)
		case maxScore > 0 && minScore > maxScore:
			bad.add(r.line, "最低分%d高于最高分%d", minScore, maxScore)
		}
		avg := r.str("avg_score")
		if avg != "" {
			if f, err := strconv.ParseFloat(avg, 64); err != nil || f < 0 || f > float64(s.province.MaxScore) {
				bad.add(r.line, "平均分“%s”不是0到满分%d之间的数", avg, s.province.MaxScore)
			}
		}
		dups.check(r, u)
		sc.add(events.ImportScope{Track: u.track, Batch: u.batch, Level: level})
		rec := events.AdmissionResultRecord{Seq: s.seqBase + i + 1, ProvinceID: s.province.ID, Year: s.year, Track: u.track,
			Batch: u.batch, Level: level, SchoolCode: u.schoolCode, SchoolName: u.schoolName,
			CollegeCode: m.college(r, u.schoolCode, u.schoolName), GroupCode: u.group, MajorName: u.majorName,
			Requirement: r.str("requirement"), SubjectRule: rule, PlanType: u.planType, PlanCount: plan, MinScore: minScore, MinRank: minRank,
			MaxScore: maxScore, AvgScore: avg, Admitted: admitted, Note: r.str("note")}
		if level == "major" {
			rec.MajorCode = u.majorCode // group and school rows print other codes there (as curated)
		}
		if minScore > 0 {
			rec.MinScoreText = strconv.Itoa(minScore)
			if res := s.tableFor(u.track).Lookup(minScore); res.Status.Ranked() {
				rec.ConvertedRank = res.Rank
			}
		}
		out = append(out, rec)
	}
	return &parsed{records: out, count: len(out), scopes: sc.list, unmatched: m.list}
}

// parsePlans checks 招生计划 rows: known tracks, a plan count on every row, no unit twice.
func parsePlans(s *spec, data []byte, bad *Refused) *parsed {
	rows := readCSV(data, planColumns, bad)
	m := newSchoolMatcher(s.province.ID)
	dups := dupCheck{}
	sc := newScopes()
	var out []events.AdmissionPlanRecord
	for i, r := range rows {
		u, rule := s.rowUnit(r, "")
		if u.majorName == "" && u.group == "" {
			bad.add(r.line, "专业名称（major_name）和专业组代码（group_code）都为空：至少填一项")
		}
		plan, ok := r.num("plan_count", "计划数", true)
		if ok && plan == 0 {
			bad.add(r.line, "计划数为0")
		}
		years, _ := r.num("years", "学制", false)
		if years > 8 {
			bad.add(r.line, "学制%d年不合理", years)
		}
		note := r.str("note")
		tuition := 0
		if t := strings.TrimSuffix(strings.ReplaceAll(r.str("tuition"), ",", ""), "元"); t != "" {
			if n, err := strconv.Atoi(t); err == nil && n >= 0 {
				tuition = n
			} else { // 待定, 免费: kept in the note, as curated
				note = strings.Trim(note+"；"+fmt.Sprintf("学费：%s", r.str("tuition")), "；")
			}
		}
		dups.check(r, u)
		sc.add(events.ImportScope{Track: u.track, Batch: u.batch})
		out = append(out, events.AdmissionPlanRecord{Seq: s.seqBase + i + 1, ProvinceID: s.province.ID, Year: s.year,
			Track: u.track, Batch: u.batch, SchoolCode: u.schoolCode, SchoolName: u.schoolName,
			CollegeCode: m.college(r, u.schoolCode, u.schoolName), GroupCode: u.group, MajorCode: u.majorCode,
			MajorName: u.majorName, Requirement: r.str("requirement"), SubjectRule: rule, PlanCount: plan, Years: years,
			Tuition: tuition, Note: note})
	}
	return &parsed{records: out, count: len(out), scopes: sc.list, unmatched: m.list}
}
