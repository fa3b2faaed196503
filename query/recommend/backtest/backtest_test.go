package backtest

import (
	"bytes"
	"context"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"zhiyuan/query/recommend"
)

// The backtest runs on one province (安徽: groups, 2025 predicted from 2024) and its report is
// well formed. Its figures are not asserted.
func TestBacktestOneProvince(t *testing.T) {
	l := &Embedded{}
	evs, err := Run(context.Background(), NewEngine(l), l, 34)
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) == 0 {
		t.Fatal("nothing evaluated for 安徽")
	}
	for _, ev := range evs {
		if ev.Province != 34 || ev.Predicted == 0 || ev.Predicted > ev.Units || ev.Covered > ev.Predicted {
			t.Fatalf("counts %+v", ev)
		}
		n := 0
		for i, d := range ev.Deciles {
			n += d.N
			if d.N > 0 && (d.StatedMean() < float64(i)/10 || d.StatedMean() > float64(i+1)/10) {
				t.Fatalf("decile %d states %v", i, d.StatedMean())
			}
			if d.Admitted > d.N {
				t.Fatalf("decile %d: %d admitted of %d", i, d.Admitted, d.N)
			}
		}
		labels := ev.Labels["冲"].N + ev.Labels["稳"].N + ev.Labels["保"].N
		if n != ev.Pairs || labels != ev.Pairs || ev.Pairs == 0 {
			t.Fatalf("pairs %d, deciles %d, labels %d", ev.Pairs, n, labels)
		}
		if ev.Brier <= 0 || ev.Brier >= 1 || math.IsNaN(ev.LogLoss) {
			t.Fatalf("scores %v %v", ev.Brier, ev.LogLoss)
		}
	}
	var b bytes.Buffer
	Write(&b, evs, nil, time.Second)
	report := b.String()
	for _, want := range []string{"## All years pooled", "| 安徽 | 院校专业组 | WCF 位次法 | 2025 |", "### 安徽 院校专业组, WCF 位次法, 2025", "| 90–100 % |"} {
		if !strings.Contains(report, want) {
			t.Fatalf("report lacks %q", want)
		}
	}
}

// before keeps only the rows of years before a year: what was known then.
type before struct {
	*Embedded
	year int
}

func (b before) Province(ctx context.Context, id int) (*recommend.Province, error) {
	p, err := b.Embedded.Province(ctx, id)
	if err != nil {
		return nil, err
	}
	cut := &recommend.Province{ID: p.ID, Table: p.Table, Line: p.Line}
	for _, u := range p.Units {
		v := *u
		v.Lines = nil
		for _, l := range u.Lines {
			if l.Year < b.year {
				v.Lines = append(v.Lines, l)
			}
		}
		cut.Units = append(cut.Units, &v)
	}
	return cut, nil
}

// No peeking: a past year's answer is the same whether the data holds that year and later or not.
func TestPastYearUsesOnlyEarlierYears(t *testing.T) {
	ctx := context.Background()
	l := &Embedded{}
	full, known := NewEngine(l), NewEngine(before{l, 2024})
	pf, err := full.Province(ctx, 33)
	if err != nil {
		t.Fatal(err)
	}
	pk, _ := known.Province(ctx, 33)
	ff, err := full.Fit(ctx, "major", recommend.WCF, 2024)
	if err != nil {
		t.Fatal(err)
	}
	fk, _ := known.Fit(ctx, "major", recommend.WCF, 2024)
	compared := 0
	for i, u := range pf.Units {
		ef, cf, okF := recommend.Predict(pf, u, recommend.WCF, 2024, 0, ff)
		ek, ck, okK := recommend.Predict(pk, pk.Units[i], recommend.WCF, 2024, 0, fk)
		if okF != okK || ef.Centre != ek.Centre || ef.Low != ek.Low || ef.High != ek.High {
			t.Fatalf("%s: %+v vs %+v", u.Key, ef, ek)
		}
		if okF {
			x := ef.Centre + 0.05
			if ff.Calib.Apply(ff.Spread.Prob(cf, x)) != fk.Calib.Apply(fk.Spread.Prob(ck, x)) {
				t.Fatalf("%s: probabilities differ", u.Key)
			}
			compared++
		}
	}
	if compared < 1000 {
		t.Fatalf("only %d units compared", compared)
	}
}

// 西藏 publishes lines without ranks and the data has no 西藏 rank table: the report lists it as
// not backtested, with what each year has. 江苏 (scores only in 2023–2024, no table before 2025)
// is backtested since its 2026 lines came: 2026 predicted from 2025.
func TestUnpredictableProvinceIsListed(t *testing.T) {
	l := &Embedded{}
	ctx := context.Background()
	for _, c := range []struct {
		province int
		gap      bool
	}{{54, true}, {32, false}, {34, false}} {
		evs, err := Run(ctx, NewEngine(l), l, c.province)
		if err != nil {
			t.Fatal(err)
		}
		gaps, err := l.Gaps(evs, c.province)
		if err != nil {
			t.Fatal(err)
		}
		if !c.gap {
			if len(evs) == 0 || len(gaps) != 0 {
				t.Fatalf("province %d: %d evaluations, gaps %+v", c.province, len(evs), gaps)
			}
			continue
		}
		if len(evs) != 0 || len(gaps) != 1 {
			t.Fatalf("西藏: %d evaluations, gaps %+v", len(evs), gaps)
		}
		g := gaps[0]
		if g.Level != "major" || !slices.Equal(g.Years, []int{2022, 2023, 2024, 2025}) || len(g.Ranked) != 0 ||
			!slices.Equal(g.Lined, []int{2022, 2023, 2024, 2025}) {
			t.Fatalf("西藏 gap %+v", g)
		}
		var b bytes.Buffer
		Write(&b, evs, gaps, time.Second)
		if !strings.Contains(b.String(), "## Not backtested") || !strings.Contains(b.String(), "| 西藏 |") {
			t.Fatalf("report:\n%s", b.String())
		}
	}
}
