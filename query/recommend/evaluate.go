package recommend

import (
	"context"
	"math"
	"sort"

	"zhiyuan/query/recommend/model"
)

// Evaluation is how a method's predictions of one province, level and year held against what
// happened, for a grid of candidates around every unit (docs/BACKTEST.md explains the grid).
type Evaluation struct {
	Province       int
	Level          string
	Method         Method
	Year           int
	Pool           string // where the spread was learned (本省, 各省, 先验)
	Fit            Fitted // what the year was predicted with
	Units          int    // units with a result that year
	Predicted      int    // of them with an earlier year, so predicted
	Covered        int    // predicted units whose cut-off fell inside the 80 % interval
	Pairs          int    // candidate × unit pairs with an uncertain outcome (1 %–99 %)
	Brier, LogLoss float64
	// AllPairs and BrierAll score every pair of the grid, certain ones included: a fixed set
	// whatever the model states, so two models' figures compare (the 1–99 % set moves with them).
	AllPairs  int
	BrierAll  float64
	Deciles   [10]Bin
	Labels    map[string]Bin // 冲, 稳, 保
	Baselines map[string]map[string]Bin
}

// Bin counts pairs and how many were admitted; Stated sums the stated probabilities.
type Bin struct {
	N, Admitted int
	Stated      float64
}

func (b *Bin) add(p float64, admitted bool) {
	b.N++
	b.Stated += p
	if admitted {
		b.Admitted++
	}
}

// MinDecilePairs is how many pairs a decile needs before its gap counts (the goal of ±5 points is
// judged on such deciles only).
const MinDecilePairs = 200

// WorstDecile is the largest gap between stated and observed (0–1) over deciles with at least
// MinDecilePairs pairs.
func (ev *Evaluation) WorstDecile() float64 {
	worst := 0.0
	for _, d := range ev.Deciles {
		if d.N >= MinDecilePairs {
			worst = math.Max(worst, math.Abs(d.StatedMean()-d.Observed()))
		}
	}
	return worst
}

// Observed is the share admitted; StatedMean the mean stated probability.
func (b Bin) Observed() float64   { return ratio(float64(b.Admitted), b.N) }
func (b Bin) StatedMean() float64 { return ratio(b.Stated, b.N) }

func ratio(x float64, n int) float64 {
	if n == 0 {
		return math.NaN()
	}
	return x / float64(n)
}

// GridSize is the number of candidates placed across each year's range of cut-offs.
const GridSize = 60

// The baselines common tools use: the unit's last rank, or its mean rank of three years, with
// fixed margins: 保 when the candidate is at least 10 % ahead, 稳 up to the rank, 冲 up to 10 % behind.
const (
	BaselineLast  = "去年位次±10%"
	BaselineMean3 = "三年平均位次±10%"
)

func baselineLabel(candidate, rank float64) string {
	switch q := candidate / rank; {
	case q <= 0.9:
		return "保"
	case q <= 1:
		return "稳"
	case q <= 1.1:
		return "冲"
	}
	return ""
}

// Evaluate predicts one year of a province's units of a level from the years before it.
func (e *Engine) Evaluate(ctx context.Context, p *Province, level string, m Method, year int) (*Evaluation, error) {
	f, err := e.Fit(ctx, level, m, year)
	if err != nil {
		return nil, err
	}
	ev := &Evaluation{Province: p.ID, Level: level, Method: m, Year: year, Pool: f.Pool, Fit: f, Labels: map[string]Bin{},
		Baselines: map[string]map[string]Bin{BaselineLast: {}, BaselineMean3: {}}}
	ev.Units, ev.Predicted, ev.Covered = p.walk(level, m, year, f, func(pu predicted, x, raw float64) {
		prob := f.Calib.Apply(raw)
		admitted := x <= pu.actual
		ev.AllPairs++
		if admitted {
			ev.BrierAll += (1 - prob) * (1 - prob)
		} else {
			ev.BrierAll += prob * prob
		}
		if prob <= 0.01 || prob >= 0.99 {
			return
		}
		ev.Pairs++
		y := 0.0
		if admitted {
			y = 1
		}
		ev.Brier += (prob - y) * (prob - y)
		ev.LogLoss -= y*math.Log(prob) + (1-y)*math.Log(1-prob)
		ev.Deciles[min(int(prob*10), 9)].add(prob, admitted)
		label := f.Label(prob, pu.c.Evidence)
		lb := ev.Labels[label]
		lb.add(prob, admitted)
		ev.Labels[label] = lb
		if m == WCF {
			ev.baselines(pu.u, year, math.Exp(x), admitted)
		}
	})
	ev.Brier /= float64(max(ev.Pairs, 1))
	ev.LogLoss /= float64(max(ev.Pairs, 1))
	ev.BrierAll /= float64(max(ev.AllPairs, 1))
	return ev, nil
}

// baselines labels a pair the way the common tools do, from raw (uncarried) past ranks.
func (ev *Evaluation) baselines(u *Unit, year int, candidate float64, admitted bool) {
	var ranks []float64
	for i := len(u.Lines) - 1; i >= 0 && len(ranks) < 3; i-- {
		if u.Lines[i].Year < year {
			ranks = append(ranks, float64(u.Lines[i].Rank))
		}
	}
	if len(ranks) == 0 {
		return
	}
	mean := 0.0
	for _, r := range ranks {
		mean += r
	}
	mean /= float64(len(ranks))
	for name, rank := range map[string]float64{BaselineLast: ranks[0], BaselineMean3: mean} {
		if l := baselineLabel(candidate, rank); l != "" {
			b := ev.Baselines[name][l]
			b.add(0, admitted)
			ev.Baselines[name][l] = b
		}
	}
}

// predicted is a unit predicted for a year that has its result.
type predicted struct {
	u      *Unit
	c      model.Centre
	actual float64
}

// walk predicts every unit of the level with a result in year and calls fn for each candidate
// of the year's grid with the raw probability; it answers the units with a result, the
// predicted ones and those whose cut-off fell in the 80 % interval.
func (p *Province) walk(level string, m Method, year int, f Fitted, fn func(pu predicted, x, raw float64)) (units, preds, covered int) {
	var us []predicted
	var values []float64
	for _, u := range p.Units {
		if u.Level != level {
			continue
		}
		actual, plan, ok := p.Actual(u, m, year)
		if !ok {
			continue
		}
		units++
		est, c, ok := Predict(p, u, m, year, plan, f)
		if !ok {
			continue
		}
		if actual >= est.Low && actual <= est.High {
			covered++
		}
		us = append(us, predicted{u, c, actual})
		values = append(values, actual)
	}
	if len(us) == 0 {
		return units, 0, covered
	}
	for _, x := range grid(values, m) {
		for _, pu := range us {
			fn(pu, x, f.Spread.Prob(pu.c, x))
		}
	}
	return units, len(us), covered
}

// grid places GridSize candidates evenly across the year's cut-off values (log ranks for WCF,
// so as many candidates near the top as further down; points for WDF).
func grid(values []float64, m Method) []float64 {
	sort.Float64s(values)
	lo, hi := values[0], values[len(values)-1]
	out := make([]float64, GridSize)
	for i := range out {
		out[i] = lo + (hi-lo)*float64(i)/float64(GridSize-1)
	}
	return out
}
