package assessment

import (
	"context"
	"math"

	bank "zhiyuan/data/assessment"
)

// WeakItem is the corrected item-total correlation below which an item is flagged.
const WeakItem = 0.2

// ItemStats is one item's statistics over the people counted (reverse-keyed values).
type ItemStats struct {
	Id, Text  string
	No        int
	Reverse   bool
	Mean, SD  float64
	ItemTotal *float64 `json:",omitempty"` // corrected: with the rest of its scale
	Weak      bool
}

// ScaleReliability is a scale's internal consistency.
type ScaleReliability struct {
	Code, Name string
	People     int64
	Items      int
	Alpha      *float64 `json:",omitempty"` // Cronbach's alpha
	Mean, SD   float64
	ItemStats  []ItemStats
}

// Psychometrics answers, for the operator, each scale's Cronbach's alpha and its items'
// corrected item-total correlations, from everyone's latest submission on the current bank.
func (h *Handler) Psychometrics(ctx context.Context, code string) ([]ScaleReliability, error) {
	b := bank.Find(code)
	if b == nil {
		return nil, errNoBank
	}
	ms, err := h.analytics.Moments(ctx, b.Code, b.Version)
	if err != nil {
		return nil, err
	}
	by := map[[2]string]Moment{}
	for _, m := range ms {
		by[[2]string{m.Scale, m.Item}] = m
	}
	var out []ScaleReliability
	for _, sc := range b.Scales {
		t := by[[2]string{sc.Code, ""}]
		r := ScaleReliability{Code: sc.Code, Name: sc.Name, People: t.N}
		if t.N < MinCell { // too few people: no statistic is shown
			r.People = 0
			out = append(out, r)
			continue
		}
		varT := variance(t.N, t.SX, t.SXX)
		r.Mean, r.SD = mean(t.N, t.SX), round3(math.Sqrt(varT))
		var sumVar float64
		for i, it := range b.Items {
			if it.Scale != sc.Code {
				continue
			}
			r.Items++
			m := by[[2]string{sc.Code, it.ID}]
			v := variance(m.N, m.SX, m.SXX)
			sumVar += v
			is := ItemStats{Id: it.ID, No: i + 1, Text: it.Text, Reverse: it.Reverse, Mean: mean(m.N, m.SX), SD: round3(math.Sqrt(v))}
			if m.N > 1 {
				cov := float64(m.SXT)/float64(m.N) - float64(m.SX)*float64(t.SX)/float64(m.N*m.N)
				rest := varT + v - 2*cov // the variance of the scale without this item
				if v > 0 && rest > 0 {
					c := round3((cov - v) / math.Sqrt(v*rest))
					is.ItemTotal, is.Weak = &c, c < WeakItem
				}
			}
			r.ItemStats = append(r.ItemStats, is)
		}
		if r.Items > 1 && varT > 0 && t.N > 1 {
			a := round3(float64(r.Items) / float64(r.Items-1) * (1 - sumVar/varT))
			r.Alpha = &a
		}
		out = append(out, r)
	}
	return out, nil
}

// variance is the population variance from the sums.
func variance(n, sx, sxx int64) float64 {
	if n == 0 {
		return 0
	}
	m := float64(sx) / float64(n)
	return math.Max(0, float64(sxx)/float64(n)-m*m)
}

func mean(n, sx int64) float64 {
	if n == 0 {
		return 0
	}
	return round3(float64(sx) / float64(n))
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }
