package recommend

import "context"

// planInfo is what the exam year's 招生计划 says of a unit: seats, 选科要求 and tuition.
type planInfo struct {
	count, tuition int
	requirement    string
	rule           string
	majors         []string // the majors planned under the unit (a group's several)
	found          bool
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
	add := func(k string, r PlanRow) {
		p := m[k]
		p.count += r.PlanCount
		p.tuition = max(p.tuition, r.Tuition)
		if p.rule == "" {
			p.requirement, p.rule = r.Requirement, r.SubjectRule
		}
		p.found = true
		if len(p.majors) < 30 {
			p.majors = append(p.majors, r.MajorName)
		}
		m[k] = p
	}
	for _, r := range rows {
		row := Row{Track: r.Track, SchoolCode: r.SchoolCode, SchoolName: r.SchoolName, CollegeCode: r.College,
			GroupCode: r.GroupCode, MajorName: r.MajorName}
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
