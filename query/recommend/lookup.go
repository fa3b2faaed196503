package recommend

import (
	"context"

	"zhiyuan/events/apperr"
)

// Looked is what Lookup answers: the candidate as placed and the units asked for that exist.
type Looked struct {
	Candidate  Candidate
	Method     string
	Level      string
	Bands      Bands
	Units      map[string]Item     // by unit key; a key missing here is not a unit of the province and level
	Majors     map[string][]string // by unit key: the majors of the unit's plan (Item.PlanYear's); none without a plan
	Excluded   map[string]string   // unit key → 选科 when the candidate's subjects do not meet its requirement
	Message    string
	PlansKnown bool    // the exam year's plans are published for the province (a unit missing from them is not in the plan)
	Common     float64 // the share of a unit's uncertainty a whole year shares (fit.go commonShare)
}

// Lookup scores the given units of one level for a candidate, whatever the list filters would
// keep (a wish table holds special-type units too, and shows its checks beside them).
func (h *Handler) Lookup(ctx context.Context, in Input, level string, keys []string) (*Looked, error) {
	want := map[string]bool{}
	for _, k := range keys {
		want[k] = true
	}
	in.Level, in.all, in.only = level, true, want
	in.PageIndex, in.PageSize = 1, 10
	r, err := h.evaluate(ctx, &in, false, []string{level})
	if nt, ok := err.(noTableError); ok {
		return nil, apperr.Invalid(nt.msg)
	}
	if err != nil {
		return nil, err
	}
	out := &Looked{Candidate: r.describe(), Method: string(r.method), Level: r.level, Bands: r.fit.bands(r.method),
		Units: map[string]Item{}, Majors: map[string][]string{}, Excluded: map[string]string{}, Message: r.message(), Common: r.fit.Common,
		PlansKnown: r.plansKnown}
	// A key saved before plan types named units (a wish table of 2026) finds the special unit
	// it stood for when no unit has that key itself.
	var aliased []scored
	for _, s := range r.units {
		out.PlansKnown = out.PlansKnown || s.plan.found
		if !want[s.u.Key] {
			if want[s.u.planKey()] {
				aliased = append(aliased, s)
			}
			continue
		}
		out.add(r, s, s.u.Key)
	}
	for _, s := range aliased {
		if _, taken := out.Units[s.u.planKey()]; !taken {
			out.add(r, s, s.u.planKey())
		}
	}
	return out, nil
}

func (out *Looked) add(r *run, s scored, key string) {
	it := r.item(s)
	if s.excluded != "" {
		out.Excluded[key] = s.excluded
		it.Reason = "选科要求不符，不能填报"
	}
	out.Units[key] = it
	if s.plan.found {
		out.Majors[key] = s.plan.majors
	}
}
