package recommend

import (
	"context"
	"sort"

	"zhiyuan/query/recommend/model"
)

// calibration learns how raw probabilities held in the years before target, in every province
// (one province's one or two earlier years would teach it that year's swing, not the shape).
func (e *Engine) calibration(ctx context.Context, level string, m Method, target int) (model.Calibration, error) {
	key := fitKey{0, level, m, target}
	e.mu.Lock()
	out, ok := e.outcomes[key]
	e.mu.Unlock()
	if !ok {
		ids, err := e.load.Provinces(ctx)
		if err != nil {
			return model.Calibration{}, err
		}
		for _, id := range ids {
			q, err := e.Province(ctx, id)
			if err != nil {
				return model.Calibration{}, err
			}
			o, err := e.provinceOutcomes(ctx, q, level, m, target)
			if err != nil {
				return model.Calibration{}, err
			}
			out = append(out, o...)
		}
		e.mu.Lock()
		e.outcomes[key] = out
		e.mu.Unlock()
	}
	return model.FitCalibration(append([]model.Outcome(nil), out...)), nil
}

// provinceOutcomes are the raw probabilities of every earlier year of a province (each
// predicted from the years before it) with what happened.
func (e *Engine) provinceOutcomes(ctx context.Context, p *Province, level string, m Method, target int) ([]model.Outcome, error) {
	key := fitKey{p.ID, level, m, -target}
	e.mu.Lock()
	out, ok := e.outcomes[key]
	e.mu.Unlock()
	if ok {
		return out, nil
	}
	for _, year := range TargetYears(p, level) {
		if year >= target {
			break
		}
		f, err := e.Fit(ctx, p, level, m, year)
		if err != nil {
			return nil, err
		}
		if f.Spread.Empty() {
			continue
		}
		p.walk(level, m, year, f, func(pu predicted, x, raw float64) {
			out = append(out, model.Outcome{Raw: raw, Admitted: x <= pu.actual})
		})
	}
	e.mu.Lock()
	e.outcomes[key] = out
	e.mu.Unlock()
	return out, nil
}

// TargetYears are the years some unit of the level has with an earlier year before them.
func TargetYears(p *Province, level string) []int {
	seen := map[int]bool{}
	for _, u := range p.Units {
		if u.Level != level {
			continue
		}
		for i := 1; i < len(u.Lines); i++ {
			seen[u.Lines[i].Year] = true
		}
	}
	var ys []int
	for y := range seen {
		ys = append(ys, y)
	}
	sort.Ints(ys)
	return ys
}
