package recommend

import (
	"context"
	"math"

	"zhiyuan/data"
	"zhiyuan/events/apperr"
)

// Backtest is the answer of GetBacktest: every predicted year of a province, as docs/BACKTEST.md
// publishes it (the same engine, the same data).
type Backtest struct {
	ProvinceId   int
	ProvinceName string
	Rows         []BacktestRow
	Message      string
}

// BacktestRow is one level, method and year: how the predictions held.
type BacktestRow struct {
	Year                              int
	Level, LevelName, Method          string
	Units, Predicted, Pairs           int
	Covered80                         *float64 // percent of predicted units whose cut-off fell in the 80 % interval
	Brier                             float64
	WorstDecileGap                    float64  // points, over deciles with at least 200 pairs
	StretchHeld, SteadyHeld, SafeHeld *float64 // percent of pairs admitted
	SafePairs                         int
	Deciles                           []DecileRow
}

// DecileRow is one decile of stated probability against the observed rate (percent).
type DecileRow struct {
	From, To         int
	Pairs            int
	Stated, Observed float64
}

// PublishedBacktest evaluates every level, method and year of a province (cached per version).
func (h *Handler) PublishedBacktest(ctx context.Context, provinceID int) (*Backtest, error) {
	pr, ok := data.ProvinceByID(provinceID)
	if !ok {
		return nil, apperr.Invalid("招生地区无效")
	}
	g, err := h.current(ctx)
	if err != nil {
		return nil, err
	}
	return g.backtest(ctx, pr)
}

// backtest is PublishedBacktest on this generation.
func (g *generation) backtest(ctx context.Context, pr data.Province) (*Backtest, error) {
	provinceID, e := pr.ID, g.engine
	g.mu.Lock()
	cached, ok := g.published[provinceID]
	g.mu.Unlock()
	if ok {
		return cached, nil
	}
	p, err := e.Province(ctx, provinceID)
	if err != nil {
		return nil, err
	}
	out := &Backtest{ProvinceId: pr.ID, ProvinceName: pr.Name, Rows: []BacktestRow{}}
	for _, level := range levels {
		for _, m := range methods {
			for _, year := range TargetYears(p, level) {
				ev, err := e.Evaluate(ctx, p, level, m, year)
				if err != nil {
					return nil, err
				}
				if ev.Predicted > 0 {
					out.Rows = append(out.Rows, rowOf(ev))
				}
			}
		}
	}
	if len(out.Rows) == 0 {
		out.Message = noBacktest(p, "")
	}
	g.mu.Lock()
	g.published[provinceID] = out
	g.mu.Unlock()
	return out, nil
}

func rowOf(ev *Evaluation) BacktestRow {
	r := BacktestRow{Year: ev.Year, Level: ev.Level, LevelName: levelNames[ev.Level], Method: string(ev.Method), Units: ev.Units,
		Predicted: ev.Predicted, Pairs: ev.Pairs, Brier: math.Round(1000*ev.Brier) / 1000,
		StretchHeld: percent(ev.Labels["冲"].Observed()), SteadyHeld: percent(ev.Labels["稳"].Observed()),
		SafeHeld: percent(ev.Labels["保"].Observed()), SafePairs: ev.Labels["保"].N, Deciles: []DecileRow{}}
	if ev.Predicted > 0 {
		r.Covered80 = percent(float64(ev.Covered) / float64(ev.Predicted))
	}
	for i, d := range ev.Deciles {
		if d.N == 0 {
			continue
		}
		r.Deciles = append(r.Deciles, DecileRow{From: 10 * i, To: 10*i + 10, Pairs: d.N, Stated: *percent(d.StatedMean()),
			Observed: *percent(d.Observed())})
	}
	r.WorstDecileGap = math.Round(1000*ev.WorstDecile()) / 10
	return r
}
