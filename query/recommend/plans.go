package recommend

import (
	"context"
	"slices"

	qadmission "zhiyuan/query/admission"
)

// planInfo is what the exam year's 招生计划 says of a unit: seats, 选科要求 and tuition.
type planInfo struct {
	count, tuition int
	requirement    string
	rule           string
	majors         []string // the majors planned under the unit (a group's several), each once
	found          bool
	first          Row    // how the first plan line names the unit (a unit with a plan and no history)
	batch          string // that line's batch
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
	m = map[string]planInfo{}
	var row Row
	add := func(k string, r PlanRow) {
		p := m[k]
		p.count += r.PlanCount
		p.tuition = max(p.tuition, r.Tuition)
		if p.rule == "" {
			p.requirement, p.rule = r.Requirement, r.SubjectRule
		}
		if !p.found {
			p.first, p.batch = row, r.Batch
		}
		p.found = true
		if !slices.Contains(p.majors, r.MajorName) { // every major: a wish table's majors are checked against them
			p.majors = append(p.majors, r.MajorName)
		}
		m[k] = p
	}
	for _, r := range rows {
		row = Row{Track: r.Track, SchoolCode: r.SchoolCode, SchoolName: r.SchoolName, CollegeCode: r.College,
			GroupCode: r.GroupCode, MajorName: r.MajorName, Requirement: r.Requirement, SubjectRule: r.SubjectRule, Batch: r.Batch}
		row.Level = "major"
		add(p.Schools.Key(row), r)
		if r.GroupCode != "" {
			row.Level = "group"
			add(p.Schools.Key(row), r)
		}
	}
	g.mu.Lock()
	g.plans[key] = m
	g.mu.Unlock()
	return m, nil
}
