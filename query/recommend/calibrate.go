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
	f.SafeFrom, f.Safe = safeBand(byYear, target)
}

// safeBand is where 保 starts for a target year: every earlier year with outcomes, stated as it
// would have been then (with the calibration chosen for it; the prior spread and no map for a
// year predicted before anything was learned), must have held at least
// model.SafeHeld from the band's start; where no band did, the method labels nothing 保.
func safeBand(byYear map[int]*model.Outcomes, target int) (float64, bool) {
	var tested []model.Mapped
	for y, o := range byYear {
		if y >= target {
			continue
		}
		tested = append(tested, model.Mapped{Outcomes: o, Calib: chooseCalibration(byYear, y).calib})
	}
	return model.SafeBand(tested)
}

// Label names a probability's band with the fitted 保 threshold: 冲 below model.StretchBelow, 保
// from SafeFrom when the method earned it, 稳 between.
func (f Fitted) Label(p float64) string {
	switch {
	case f.Safe && p >= f.SafeFrom:
		return "保"
	case p >= model.StretchBelow:
		return "稳"
	}
	return "冲"
}
