package recommend

import "zhiyuan/query/recommend/model"

// Calibration choices: the isotonic map learned from earlier years' outcomes, or none (the
// spread's own probabilities).
const (
	CalibIsotonic = "保序校准"
	CalibNone     = "不校准"
)

// choice is the calibration a target year is stated with and how it was chosen.
type choice struct {
	calib                    model.Calibration
	name                     string
	year                     int // the year the choice was tested on; 0 none
	brierNone, brierIsotonic float64
}

// chooseCalibration chooses a target year's calibration leave-future-out: the newest earlier
// year with outcomes is predicted with a map fitted only on the years before it, and the map is
// kept only when it scored better there (Brier, uncertain pairs) than no map at all. A map that
// reproduced the earlier years' shifts lifted 2026's middle deciles (issue 36).
func chooseCalibration(byYear map[int]*model.Outcomes, target int) choice {
	newest := 0
	for y, o := range byYear {
		if y < target && y > newest && o.Uncertain() > 0 {
			newest = y
		}
	}
	c := choice{name: CalibNone}
	if newest == 0 {
		return c
	}
	trial := model.FitCalibration(merged(byYear, newest))
	c.year = newest
	c.brierNone, c.brierIsotonic = byYear[newest].Brier(model.Calibration{}), byYear[newest].Brier(trial)
	if trial.Learned() && c.brierIsotonic < c.brierNone {
		c.calib, c.name = model.FitCalibration(merged(byYear, target)), CalibIsotonic
	}
	return c
}

// merged pools the outcomes of the years before target.
func merged(byYear map[int]*model.Outcomes, target int) *model.Outcomes {
	var o model.Outcomes
	for y, p := range byYear {
		if y < target {
			o.Merge(p)
		}
	}
	return &o
}

// calibrate sets a fit's calibration and its 保 band.
func (e *Engine) calibrate(f *Fitted, level string, m Method, target int) {
	byYear := e.outcomes[lm{level, m}]
	c := chooseCalibration(byYear, target)
	f.Calib, f.Calibration, f.ChoiceYear, f.BrierNone, f.BrierIsotonic = c.calib, c.name, c.year, c.brierNone, c.brierIsotonic
	f.SafeFrom, f.Safe = safeBand(byYear, byYear, target)
	f.SafeFromOneYear, f.SafeOneYear = f.SafeFrom, f.Safe
	if one := e.oneYear[lm{level, m}]; f.Safe && tested(one, byYear, target) {
		from, ok := safeBand(one, byYear, target)
		f.SafeFromOneYear, f.SafeOneYear = max(from, f.SafeFrom), ok
	}
}

// tested tells whether a class's outcomes (stated as all units were) have a year with a 保 record.
func tested(class, all map[int]*model.Outcomes, target int) bool {
	return model.SafeTested(mapped(class, all, target))
}

// mapped is each earlier year's outcomes of a class with the calibration chosen for that year on
// all units' outcomes.
func mapped(class, all map[int]*model.Outcomes, target int) []model.Mapped {
	var out []model.Mapped
	for y, o := range class {
		if y < target {
			out = append(out, model.Mapped{Outcomes: o, Calib: chooseCalibration(all, y).calib})
		}
	}
	return out
}

// safeBand is where 保 starts for a target year: every earlier year with outcomes, stated as it
// would have been then (with the calibration chosen for it; the prior spread and no map for a
// year predicted before anything was learned), must have held at least
// model.SafeHeld from the band's start; where no band did, the method labels nothing 保.
func safeBand(class, all map[int]*model.Outcomes, target int) (float64, bool) {
	return model.SafeBand(mapped(class, all, target))
}

// Label names a probability's band with the fitted 保 threshold: 冲 below model.StretchBelow, 保
// from SafeFrom when the method earned it (from SafeFromOneYear for a unit resting on one year
// of results), 稳 between.
func (f Fitted) Label(p float64, e model.Evidence) string {
	safe, from := f.Safe, f.SafeFrom
	if e.Years <= 1 {
		safe, from = f.SafeOneYear, f.SafeFromOneYear
	}
	switch {
	case safe && p >= from:
		return "保"
	case p >= model.StretchBelow:
		return "稳"
	}
	return "冲"
}
