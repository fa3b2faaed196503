package wishtable

import (
	"context"
	"math"
	"math/rand/v2"
)

// Draws of the correlated simulation: the standard error of a probability is at most 0.5 %.
const Draws = 10000

// UnitRisk is one unit's share of the outcome.
type UnitRisk struct {
	Index       int
	Key         string
	Probability *float64 // the unit's own P(admit), percent
	Correlated  float64  // percent: the chance this unit is the one the file goes to
	Independent float64
}

// Outcome is the whole list's outcome under one assumption.
type Outcome struct {
	Filed            float64 // percent: filed to some unit of the list
	Slide            float64 // percent: 滑档, filed nowhere in the batch
	ExpectedPosition float64 // the expected 1-based position of the unit filed to, given filed (0: never)
}

// Risk is the simulation of the parallel-wish pass over the list.
type Risk struct {
	Version     int
	Correlated  Outcome
	Independent Outcome
	Units       []UnitRisk
	Common      float64 // percent of a unit's uncertainty shared by the whole year
	Unscored    int     // units without a probability, counted as never admitting
	Draws       int
	Method      string
	Message     string
}

const riskMethod = "平行志愿按顺序检索：考生被投到第一个达到其分数线的志愿。每个志愿的录取概率来自推荐模型（已校准）。" +
	"相关估计：用高斯 copula 模拟一万个年份，每个年份抽一次全省共同的冷热（同一年各校线一起升降，占各志愿不确定性的 Common%），" +
	"再抽各志愿自己的波动；独立估计：假设各志愿互不相关，按 P(第k位投档)=p_k×∏(1−p_j) 直接计算。" +
	"没有概率的志愿按录取不到计算。投档不等于录取：不服从调剂时仍有退档风险。"

// Risk simulates the list of a table the user may read.
func (h *Handler) Risk(ctx context.Context, tableID, userID string) (*Risk, error) {
	r, _, err := h.open(ctx, tableID, userID)
	if err != nil {
		return nil, err
	}
	looked, msg, err := h.look(ctx, r)
	if err != nil {
		return nil, err
	}
	units := views(r.Units, looked)
	out := &Risk{Version: r.Version, Units: []UnitRisk{}, Draws: Draws, Method: riskMethod, Message: msg}
	if looked == nil {
		return out, nil
	}
	p := make([]float64, len(units))
	for i, u := range units {
		out.Units = append(out.Units, UnitRisk{Index: u.Index, Key: u.Key, Probability: u.Probability})
		if u.Probability != nil && looked.Excluded[u.Key] == "" {
			p[i] = *u.Probability / 100
		} else {
			out.Unscored++
		}
	}
	out.Common = math.Round(1000*looked.Common) / 10
	ind := independent(p)
	cor := correlated(p, looked.Common, Draws, uint64(r.Version)+1)
	out.Independent, out.Correlated = summarise(ind), summarise(cor)
	for i := range out.Units {
		out.Units[i].Independent, out.Units[i].Correlated = pct(ind[i]), pct(cor[i])
	}
	return out, nil
}

// independent: P(filed at k) = p_k × ∏_{j<k} (1 − p_j).
func independent(p []float64) []float64 {
	out := make([]float64, len(p))
	none := 1.0
	for i, x := range p {
		out[i] = none * x
		none *= 1 - x
	}
	return out
}

// correlated draws years: unit i admits when √ρ·Z + √(1−ρ)·ε_i < Φ⁻¹(p_i), so each unit keeps
// its own probability while one Z moves every unit together. Seeded: the same list answers the same.
func correlated(p []float64, rho float64, draws int, seed uint64) []float64 {
	out := make([]float64, len(p))
	if len(p) == 0 {
		return out
	}
	cut := make([]float64, len(p))
	for i, x := range p {
		cut[i] = probit(x)
	}
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	a, b := math.Sqrt(rho), math.Sqrt(1-rho)
	for d := 0; d < draws; d++ {
		z := a * rng.NormFloat64()
		for i, c := range cut {
			if z+b*rng.NormFloat64() < c {
				out[i]++
				break
			}
		}
	}
	for i := range out {
		out[i] /= float64(draws)
	}
	return out
}

func probit(p float64) float64 {
	switch {
	case p <= 0:
		return math.Inf(-1)
	case p >= 1:
		return math.Inf(1)
	}
	return -math.Sqrt2 * math.Erfcinv(2*p)
}

func summarise(filedAt []float64) Outcome {
	var filed, pos float64
	for i, x := range filedAt {
		filed += x
		pos += float64(i+1) * x
	}
	o := Outcome{Filed: pct(filed), Slide: pct(1 - filed)}
	if filed > 0 {
		o.ExpectedPosition = math.Round(10*pos/filed) / 10
	}
	return o
}

func pct(x float64) float64 { return math.Round(1000*math.Max(0, x)) / 10 }
