package assessment

import (
	"strings"
	"testing"
)

func TestBanksAreWholeAndExplained(t *testing.T) {
	want := map[string]struct{ items, perScale int }{Holland: {60, 10}, BigFive: {50, 10}, Type16: {40, 10}}
	for _, b := range Banks() {
		w, ok := want[b.Code]
		if !ok {
			t.Fatalf("unexpected bank %s", b.Code)
		}
		if len(b.Items) != w.items || len(b.Version) != 12 || len(b.Labels) != b.Max-b.Min+1 {
			t.Errorf("%s: %d items, version %q, %d labels", b.Code, len(b.Items), b.Version, len(b.Labels))
		}
		seen := map[string]bool{}
		per := map[string]int{}
		for _, it := range b.Items {
			if seen[it.ID] || it.Text == "" || it.Source == "" || b.ScaleName(it.Scale) == "" {
				t.Errorf("%s: bad item %+v", b.Code, it)
			}
			seen[it.ID] = true
			per[it.Scale]++
		}
		for _, s := range b.Scales {
			if per[s.Code] != w.perScale {
				t.Errorf("%s: scale %s has %d items", b.Code, s.Code, per[s.Code])
			}
		}
		if b.Code == Holland && strings.Contains(b.Items[0].Source, " ") {
			t.Errorf("holland items are the portal's own, not a translation: %q", b.Items[0].Source)
		}
	}
	var codes []string
	for _, c := range "RIASEC" {
		codes = append(codes, "holland/"+string(c))
	}
	for _, s := range "EACSO" {
		codes = append(codes, "bigfive/"+string(s)+"+", "bigfive/"+string(s)+"-")
	}
	for _, a := range TypeAxes {
		codes = append(codes, "type16/"+a.Code)
	}
	for _, e := range "EI" {
		for _, n := range "SN" {
			for _, f := range "TF" {
				for _, j := range "JP" {
					codes = append(codes, "type16/"+string([]rune{e, n, f, j}))
				}
			}
		}
	}
	for _, c := range codes {
		bank, code, _ := strings.Cut(c, "/")
		if tx, ok := TextOf(bank, code); !ok || tx.Title == "" || tx.Summary == "" {
			t.Errorf("no result text for %s", c)
		}
	}
}

func TestLevelBands(t *testing.T) {
	b := Find(BigFive) // 10 items of 1–5 per scale: high from a mean of 3.5, low to 2.5
	for sum, want := range map[int]string{10: "-", 25: "-", 26: "=", 34: "=", 35: "+", 50: "+"} {
		if got := b.Level("E", sum); got != want {
			t.Errorf("Level(E, %d) = %q, want %q", sum, got, want)
		}
	}
}
