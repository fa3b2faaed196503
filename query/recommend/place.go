package recommend

import (
	"context"
	"fmt"
	"math"
	"sort"
	"sync"

	"zhiyuan/data/admission"
	"zhiyuan/events/apperr"
	qadmission "zhiyuan/query/admission"
)

// placed is the candidate placed in a table: the exam year predicted (target), the table their
// rank comes from and their rank(s).
type placed struct {
	candidate
	target    int
	tableYear int // target, or the newest earlier table's year before the target's is published
	table     *admission.Table
	note      string
	scenarios []scenario // one, or several for a predicted or converted score
}

// scenario is one rank the candidate may have, with its weight.
type scenario struct {
	score, rank int
	logRank     float64
	weight      float64
}

// offset is a score the candidate may in effect have, with its weight.
type offset struct {
	offset int
	weight float64
}

// predictedSpread is how a score the candidate predicts may turn out: ±15 points, weighted
// toward the centre.
var predictedSpread = []offset{{-15, 0.1}, {-8, 0.2}, {0, 0.4}, {8, 0.2}, {15, 0.1}}

// proxyScenarios is how many equally likely shifts spread a proxy rank.
const proxyScenarios = 5

// proxySpread is how a score placed in an earlier year's table may place in the exam year's:
// the shifts consecutive shipped tables showed (admission.ShiftQuantiles; from 2021 the 10th
// to 90th percentile ran from −13 to +16 points). A year whose scores rose by d places the
// candidate's score where d points less did the year before.
var proxySpread = sync.OnceValue(func() []offset {
	return shiftedSpread(offset{0, 1})
})

// proxyEstimatedSpread is proxySpread for a score the candidate only estimates: each learned
// shift combined with each of predictedSpread's errors, summarised by proxyScenarios quantiles.
var proxyEstimatedSpread = sync.OnceValue(func() []offset { return shiftedSpread(predictedSpread...) })

// shiftedSpread is the distribution of a learned shift plus one of errs, as proxyScenarios
// equally likely offsets (predictedSpread when no tables were shipped).
func shiftedSpread(errs ...offset) []offset {
	shifts := admission.ScoreShifts()
	if len(shifts) == 0 {
		return predictedSpread
	}
	var all []offset
	for _, d := range shifts {
		for _, e := range errs {
			all = append(all, offset{e.offset - d, e.weight / float64(len(shifts))})
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].offset < all[j].offset })
	out := make([]offset, proxyScenarios)
	cum, k := 0.0, 0
	for i := range out {
		q := (float64(i) + 0.5) / proxyScenarios
		for k < len(all)-1 && cum+all[k].weight < q {
			cum += all[k].weight
			k++
		}
		out[i] = offset{all[k].offset, 1.0 / proxyScenarios}
	}
	return out
}

// place finds the table of the exam year and the candidate's rank in it. Before that table is
// published (a 2027 candidate in December 2026) the exam year is still the one predicted, from
// every earlier year's results, and the score converts through the newest table: a proxy for
// next June's rank, said in the note and spread like a predicted score.
func (h *Handler) place(ctx context.Context, c candidate, predicted bool) (placed, error) {
	pl := placed{candidate: c, target: c.year, tableYear: c.year}
	estimated := predicted // the candidate's own estimate of a score not yet released
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
			if yt.Track == c.track && yt.Year >= c.year {
				break // a past year's table was never published: no other year's stands in
			}
			if yt.Track == c.track && yt.Year < c.year && c.year-yt.Year <= qadmission.MaxCarryYears {
				if t, err = h.rm.Table(ctx, c.province.ID, yt.Year, c.track); err != nil {
					return pl, err
				}
				pl.tableYear = yt.Year
				pl.note = fmt.Sprintf("%d年一分一段表尚未公布，分数按%d年一分一段表换算位次（代用位次，概率已按分数上下浮动放宽）。", c.year, yt.Year)
				predicted = true
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
		return pl, noTableError{c, noTableReason(c)}
	}
	offsets := predictedSpread[2:3]
	switch {
	case pl.tableYear != pl.target && estimated:
		offsets = proxyEstimatedSpread()
	case pl.tableYear != pl.target:
		offsets = proxySpread()
	case predicted:
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
		pl.note += fmt.Sprintf("%d分高于%d年一分一段表的最高分段，按第一段的位次计。", c.score, pl.tableYear)
	case r.Status == admission.BelowBottom && !predicted:
		return pl, apperr.Invalid(fmt.Sprintf("%d分低于%d年一分一段表公布的最低分（%d分），无法换算位次", c.score, pl.tableYear, t.Info.ScoreLow))
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

// noTableError is a score with no table to convert it through: the answer is an empty list with
// the reason (Code 0), not a refusal of the request.
type noTableError struct {
	c   candidate
	msg string
}

func (e noTableError) Error() string { return e.msg }

func (e noTableError) candidate() Candidate {
	c := Candidate{ProvinceId: e.c.province.ID, ProvinceName: e.c.province.Name, Year: e.c.year, Track: e.c.track,
		Note: e.msg, ResultYears: []int{}}
	if e.c.score >= 0 {
		s := e.c.score
		c.Score = &s
	}
	return c
}

// noTableReason says why: a first new-gaokao year after 文/理 tables (新疆 and 西藏 from 2027),
// or no table of the track at all.
func noTableReason(c candidate) string {
	p := c.province
	if p.FirstNewExam > 0 && c.year >= p.FirstNewExam && c.year-p.FirstNewExam < 2 {
		return fmt.Sprintf("%s自%d年起按新高考（物理类/历史类）录取，此前只有文科/理科的一分一段表和录取数据，考生群体不同，"+
			"无法可靠换算%s位次和录取概率；%d年%s一分一段表公布后即可查询，也可直接填写预估位次", p.Name, p.FirstNewExam, c.track, c.year, c.track)
	}
	return fmt.Sprintf("暂无%s%s的一分一段表，无法换算位次；可直接填写位次", p.Name, c.track)
}
