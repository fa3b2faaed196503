package backtest

import (
	"context"

	"zhiyuan/query/recommend"
)

// Levels are the unit levels the backtest covers, in report order.
var Levels = []string{"major", "group", "school"}

// Methods are the two methods of the spec.
var Methods = []recommend.Method{recommend.WCF, recommend.WDF}

// NewEngine is an engine that keeps every province in memory (the backtest reads them all).
func NewEngine(l recommend.Loader) *recommend.Engine {
	e := recommend.NewEngine(l)
	e.Keep = 64
	return e
}

// Run evaluates every province (or only one, when only is not 0), level, method and year that
// has at least one unit with an earlier year.
func Run(ctx context.Context, e *recommend.Engine, l recommend.Loader, only int) ([]*recommend.Evaluation, error) {
	ids, err := l.Provinces(ctx)
	if err != nil {
		return nil, err
	}
	var out []*recommend.Evaluation
	for _, id := range ids {
		if only != 0 && id != only {
			continue
		}
		p, err := e.Province(ctx, id)
		if err != nil {
			return nil, err
		}
		for _, level := range Levels {
			for _, m := range Methods {
				for _, year := range recommend.TargetYears(p, level) {
					ev, err := e.Evaluate(ctx, p, level, m, year)
					if err != nil {
						return nil, err
					}
					if ev.Predicted > 0 {
						out = append(out, ev)
					}
				}
			}
		}
	}
	return out, nil
}
