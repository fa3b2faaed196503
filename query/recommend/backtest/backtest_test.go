package backtest

import (
	"bytes"
	"context"
	"math"
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
	Write(&b, evs, time.Second)
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
