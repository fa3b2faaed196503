package recommend

import (
	"context"
	"fmt"
	"math"

	"zhiyuan/data/admission"
	"zhiyuan/events/apperr"
)

// placed is the candidate placed in a table: the effective target year and their rank(s).
type placed struct {
	candidate
	target    int
	table     *admission.Table
	note      string
	scenarios []scenario // one, or several for a predicted score
}

// scenario is one rank the candidate may have, with its weight.
type scenario struct {
	score, rank int
	logRank     float64
	weight      float64
}

// predictedSpread is how a predicted score may turn out: ±15 points, weighted toward the centre.
var predictedSpread = []struct {
	offset int
	weight float64
}{{-15, 0.1}, {-8, 0.2}, {0, 0.4}, {8, 0.2}, {15, 0.1}}

// place finds the table of the exam year (else the newest before it, said in the note) and
// the candidate's rank in it.
func (h *Handler) place(ctx context.Context, c candidate, predicted bool) (placed, error) {
	pl := placed{candidate: c, target: c.year}
	t, err := h.rm.Table(ctx, c.province.ID, c.year, c.track)
	if err != nil {
		return pl, err
	}
	if t == nil {
		years, err := h.rm.TableYears(ctx, c.province.ID)
		if err != nil {
			return pl, err
		}
		for _, yt := range years { // newest first
			if yt.Track == c.track && yt.Year < c.year {
				if t, err = h.rm.Table(ctx, c.province.ID, yt.Year, c.track); err != nil {
					return pl, err
				}
				pl.target = yt.Year
				pl.note = fmt.Sprintf("%d年一分一段表尚未公布，按%d年的表换算位次并预测。", c.year, yt.Year)
				break
			}
		}
	}
	pl.table = t
	if c.score < 0 { // a rank was given
		pl.scenarios = []scenario{{score: -1, rank: c.rank, logRank: math.Log(float64(c.rank)), weight: 1}}
		return pl, nil
	}
	if t == nil {
		return pl, apperr.Invalid(fmt.Sprintf("暂无%s%s的一分一段表，无法换算位次；可直接填写位次", c.province.Name, c.track))
	}
	offsets := predictedSpread[2:3]
	if predicted {
		offsets = predictedSpread
	}
	for _, o := range offsets {
		s := min(max(c.score+o.offset, t.Info.ScoreLow), t.Info.ScoreHigh)
		r := t.Lookup(s)
		switch r.Status {
		case admission.InBand, admission.NoCandidate:
		default:
			continue
		}
		pl.scenarios = append(pl.scenarios, scenario{score: s, rank: r.Rank, weight: o.weight})
	}
	r := t.Lookup(c.score)
	switch {
	case r.Status == admission.AboveTop:
		pl.scenarios = []scenario{{score: c.score, rank: max(t.Bands[0].RankBest(), 1), weight: 1}}
		pl.note += fmt.Sprintf("%d分高于%d年一分一段表的最高分段，按第一段的位次计。", c.score, pl.target)
	case r.Status == admission.BelowBottom && !predicted:
		return pl, apperr.Invalid(fmt.Sprintf("%d分低于%d年一分一段表公布的最低分（%d分），无法换算位次", c.score, pl.target, t.Info.ScoreLow))
	case len(pl.scenarios) == 0:
		return pl, apperr.Invalid("无法换算位次")
	}
	for i := range pl.scenarios {
		pl.scenarios[i].logRank = math.Log(float64(pl.scenarios[i].rank))
	}
	return pl, nil
}

// rank is the candidate's rank to show: the centre scenario's.
func (pl placed) rank() int {
	best := pl.scenarios[0]
	for _, s := range pl.scenarios {
		if s.weight > best.weight {
			best = s
		}
	}
	return best.rank
}
