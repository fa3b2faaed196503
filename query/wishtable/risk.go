package wishtable

import (
	"context"
	"math"
	"math/rand/v2"

	"zhiyuan/query/recommend"
)

// Draws of the correlated simulation: the standard error of a probability is at most 0.5 %.
const Draws = 10000

// UnitRisk is one unit's share of the outcome.
type UnitRisk struct {
	Index       int
	Key         string
	Probability *float64  // the unit's own P(admit), percent
	Evidence    *Evidence // what Probability rests on; nil without one
	Correlated  float64   // percent: the chance this unit is the one the file goes to
	Independent float64
}

// Risk is the simulation of the parallel-wish pass over the list.
type Risk struct {
	Version     int
	Correlated  Outcome
	Independent Outcome
	Units       []UnitRisk
	Common      float64 // percent of a unit's uncertainty shared by the whole year
	Unscored    int     // units without a probability, counted as never admitting
	Thin        int     // scored units whose evidence is thin (Evidence.Thin)
	Flag        string  // 依据不足：… when some are, with the cap if it bit; "" otherwise
	Draws       int
	Method      string
	Message     string
}

const riskMethod = "平行志愿按顺序检索：考生被投到第一个达到其分数线的志愿。每个志愿的录取概率来自推荐模型（已校准）。" +
	"相关估计：用高斯 copula 模拟一万个年份，每个年份抽一次全省共同的冷热（同一年各校线一起升降，占各志愿不确定性的 Common%），" +
	"再抽各志愿自己的波动；独立估计：假设各志愿互不相关，按 P(第k位投档)=p_k×∏(1−p_j) 直接计算。" +
	"没有概率的志愿按录取不到计算。整表投档概率最多报99%、最少报1%：模型不能保证必然。" +
	"依据不足的志愿（仅1年录取数据、往年位次多为换算位次、考生位次为代用位次）撑起的整表投档概率封顶94%" +
	"（同一年各志愿一起升降，回测中仅凭1年数据预测的保档志愿实际录取94%），除非依据充分的志愿单独就能达到更高。" +
	"投档不等于录取：不服从调剂时仍有退档风险。"

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
	out := &Risk{Version: r.Version, Units: []UnitRisk{}, Draws: Draws, Method: riskMethod, Message: msg}
	if looked == nil {
		return out, nil
	}
	simulate(out, views(r.Units, looked), looked, uint64(r.Version)+1)
	return out, nil
}

// simulate fills the risk of a list of units, each with its probability and evidence.
func simulate(out *Risk, units []UnitView, looked *recommend.Looked, seed uint64) {
	p, rich := make([]float64, len(units)), make([]float64, len(units))
	for i, u := range units {
		out.Units = append(out.Units, UnitRisk{Index: u.Index, Key: u.Key, Probability: u.Probability, Evidence: u.Evidence})
		if u.Probability != nil && looked.Excluded[u.Key] == "" {
			p[i] = *u.Probability / 100
			if u.Evidence == nil || !u.Evidence.Thin {
				rich[i] = p[i]
			}
		} else {
			out.Unscored++
		}
	}
	out.Common = math.Round(1000*looked.Common) / 10
	ind := independent(p)
	cor := correlated(p, looked.Common, Draws, seed)
	thin := countThin(units, looked.Excluded)
	out.Thin = thin.units
	indCeiling, corCeiling := MaxStated, MaxStated
	if thin.units > 0 {
		indCeiling = ceiling(independent(rich))
		corCeiling = ceiling(correlated(rich, looked.Common, Draws, seed))
	}
	var indShares, corShares []float64
	out.Independent, indShares = state(ind, indCeiling)
	out.Correlated, corShares = state(cor, corCeiling)
	for i := range out.Units {
		out.Units[i].Independent, out.Units[i].Correlated = indShares[i], corShares[i]
	}
	out.Flag = flag(thin, looked.Candidate, out.Correlated, out.Independent)
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
