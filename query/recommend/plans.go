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
func (h *Handler) targetPlans(ctx context.Context, p *Province, year int) (map[string]planInfo, error) {
	province := p.ID
	key := [2]int{province, year}
	h.mu.Lock()
	m, ok := h.plans[key]
	h.mu.Unlock()
	if ok {
		return m, nil
	}
	rows, err := h.rm.Plans(ctx, province, year)
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
	h.mu.Lock()
	h.plans[key] = m
	h.mu.Unlock()
	return m, nil
}
