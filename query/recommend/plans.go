package recommend

import (
	"context"
	"slices"

	qadmission "zhiyuan/query/admission"
)

// planInfo is what the exam year's 招生计划 says of a unit: seats, 选科要求 and tuition.
type planInfo struct {
	count, tuition int // tuition: the highest of its lines (yuan a year), 0 none published
	tuitionLow     int // the lowest published
	schoolLow      int // the lowest fee of its school in the same plan
	requirement    string
	rule           string   // what every line asks (StricterRule over them); "" none read
	majors         []string // the majors planned under the unit (a group's several), each once
	lines          []planLine
	found          bool
	first          Row    // how the first plan line names the unit (a unit with a plan and no history)
	batch          string // that line's batch
}

// planLine is what one plan line says of the unit's path: the special path its words name, and
// whether its fee is far above its school's lowest in the same plan (special.go).
type planLine struct {
	kind string
	dear bool
}

// examPlans are the plans of the exam year predicted, or while they are unpublished (a year
// after the level's newest results, with no plan lines) the newest earlier year's, with the
// year they are of (0: none).
func (g *generation) examPlans(ctx context.Context, p *Province, k predKey) (map[string]planInfo, int, error) {
	m, err := g.targetPlans(ctx, p, k.target)
	if err != nil || len(m) > 0 {
		return m, k.target, err
	}
	latest := 0
	for _, u := range p.Units {
		if u.Level == k.level && u.Track == k.track && len(u.Lines) > 0 {
			latest = max(latest, u.Lines[len(u.Lines)-1].Year)
		}
	}
	if k.target <= latest {
		return m, 0, nil
	}
	for y := k.target - 1; y >= latest && y >= k.target-qadmission.MaxCarryYears; y-- {
		if m, err := g.targetPlans(ctx, p, y); err != nil || len(m) > 0 {
			return m, y, err
		}
	}
	return m, 0, nil
}

// targetPlans sums the exam year's plan lines per unit key (a group's majors add up to the group);
// the lines name their units as the province's results do (p.Schools).
func (g *generation) targetPlans(ctx context.Context, p *Province, year int) (map[string]planInfo, error) {
	province := p.ID
	key := [2]int{province, year}
	g.mu.Lock()
	m, ok := g.plans[key]
	g.mu.Unlock()
	if ok {
		return m, nil
	}
	rows, err := g.rm.Plans(ctx, province, year)
	if err != nil {
		return nil, err
	}
	m = planInfos(rows, p.Schools)
	g.mu.Lock()
	g.plans[key] = m
	g.mu.Unlock()
	return m, nil
}

// planInfos sums plan lines per unit key (a group's majors add up to the group); the lines name
// their units as the province's results do (schools).
func planInfos(rows []PlanRow, schools Schools) map[string]planInfo {
	m := map[string]planInfo{}
	lowest := schoolFees(rows)
	var row Row
	var line planLine
	add := func(k string, r PlanRow) {
		p := m[k]
		p.count += r.PlanCount
		p.tuition = max(p.tuition, r.Tuition)
		if r.Tuition > 0 && (p.tuitionLow == 0 || r.Tuition < p.tuitionLow) {
			p.tuitionLow = r.Tuition
		}
		if rule := StricterRule(p.rule, r.SubjectRule); rule != p.rule {
			p.requirement, p.rule = r.Requirement, rule
			if rule != r.SubjectRule { // both asked something: the combined rule is its own wording
				p.requirement = rule
			}
		}
		if !p.found {
			p.first, p.batch = row, r.Batch
		}
		p.found = true
		if !slices.Contains(p.majors, r.MajorName) { // every major: a wish table's majors are checked against them
			p.majors = append(p.majors, r.MajorName)
		}
		p.lines = append(p.lines, line)
		if low := lowest[feeSchool(r)]; low > 0 && (p.schoolLow == 0 || low < p.schoolLow) {
			p.schoolLow = low
		}
		m[k] = p
	}
	for _, r := range rows {
		row = Row{Track: r.Track, SchoolCode: r.SchoolCode, SchoolName: r.SchoolName, CollegeCode: r.College,
			GroupCode: r.GroupCode, MajorName: r.MajorName, Requirement: r.Requirement, SubjectRule: r.SubjectRule, Batch: r.Batch,
			Note: r.Note}
		line = planLine{kind: specialOf(row), dear: dearFee(r.Tuition, lowest[feeSchool(r)])}
		row.Level = "major"
		add(schools.Key(row), r)
		if r.GroupCode != "" {
			row.Level = "group"
			add(schools.Key(row), r)
		}
	}
	return m
}
