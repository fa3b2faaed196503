package recommend

import "fmt"

// staleRule finds the units that no longer exist in the exam year predicted: their newest result
// is two or more years before it and they are absent from the newest plan. It applies only to a
// year not yet published (after the level's newest results): a backtest's year has its actual.
//
// The plan is trusted to say "absent" only where it names the units of the newest results year:
// a province whose plan lines name units otherwise (江苏 groups, 湖南 groups, half of 河北's
// majors) would lose live units. There the newest results year stands in: a unit missing from
// it, with a newest result two years before the exam year, has not been seen since.
type staleRule struct {
	target, latest int
	planYear       int
	planTrusted    bool
	active         bool
}

// minPlanMatch is the share of the newest year's units the plan must name to be trusted.
const minPlanMatch = 0.9

func newStaleRule(p *Province, level, track string, target, planYear int, plans map[string]planInfo) staleRule {
	s := staleRule{target: target, planYear: planYear}
	for _, u := range p.Units {
		if u.Level == level && u.Track == track && len(u.Lines) > 0 {
			s.latest = max(s.latest, u.Lines[len(u.Lines)-1].Year)
		}
	}
	s.active = s.latest > 0 && target > s.latest
	if !s.active || len(plans) == 0 {
		return s
	}
	n, named := 0, 0
	for _, u := range p.Units {
		if u.Level == level && u.Track == track && len(u.Lines) > 0 && u.Lines[len(u.Lines)-1].Year == s.latest {
			n++
			if plans[u.planKey()].found {
				named++
			}
		}
	}
	s.planTrusted = n > 0 && float64(named) >= minPlanMatch*float64(n)
	return s
}

// reason says why a unit gets no probability (it is gone), "" for a live one.
func (s staleRule) reason(u *Unit, inPlan bool) string {
	if !s.active || len(u.Lines) == 0 {
		return ""
	}
	newest := u.Lines[len(u.Lines)-1].Year
	if s.target-newest < 2 {
		return ""
	}
	switch {
	case s.planTrusted && !inPlan:
		return fmt.Sprintf("%d年无此招生单位：最近一次录取在%d年，%d年招生计划中没有该单位（可能已停招、改名或改组），不给出概率",
			s.planYear, newest, s.planYear)
	case !s.planTrusted && newest < s.latest:
		return fmt.Sprintf("近年未招生：最近一次录取在%d年，%d年的录取结果中没有该单位（可能已停招、改名或改组），不给出概率", newest, s.latest)
	}
	return ""
}
