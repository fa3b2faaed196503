package recommend

import (
	"sort"
	"strings"
)

// plannedOnly are the units the newest plan names that have no result yet (a new major, a group
// renumbered or newly formed): listed without a probability, saying so. Only where the plan names
// the province's units the way its results do (staleRule.planTrusted); elsewhere a plan line's
// key says nothing about whether the unit is new.
func plannedOnly(p *Province, k predKey, plans map[string]planInfo, s staleRule) []*Unit {
	if !s.active || !s.planTrusted {
		return nil
	}
	known := map[string]bool{}
	for _, u := range p.Units {
		if u.Level == k.level && u.Track == k.track {
			known[u.planKey()] = true
		}
	}
	prefix := k.level + "|" + k.track + "|"
	var out []*Unit
	for key, pl := range plans {
		if !pl.found || known[key] || !strings.HasPrefix(key, prefix) {
			continue
		}
		r := pl.first
		class, skip := batchClass(pl.batch)
		if skip {
			continue
		}
		out = append(out, &Unit{Key: key, Level: k.level, Track: k.track, Class: class, SchoolCode: r.SchoolCode,
			SchoolName: r.SchoolName, CollegeCode: r.CollegeCode, GroupCode: r.GroupCode, MajorName: r.MajorName,
			Requirement: r.Requirement, SubjectRule: r.SubjectRule, Special: specialOf(r)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}
