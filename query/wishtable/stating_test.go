package wishtable

import (
	"math"
	"strings"
	"testing"

	"zhiyuan/query/recommend"
)

// listOf makes a hand-made list: one unit per probability, each resting on the given years of
// printed ranks (湖北 2026: one year, 2025).
func listOf(years int, probs ...float64) []UnitView {
	var out []UnitView
	for i, p := range probs {
		it := recommend.Item{Probability: &p}
		for y := 0; y < years; y++ {
			it.YearsUsed = append(it.YearsUsed, 2025-y)
			it.Years = append(it.Years, recommend.Evidence{Year: 2025 - y, RankKind: "公布位次"})
		}
		e := evidenceOf(it, "WCF", false)
		out = append(out, UnitView{Index: i + 1, Key: string(rune('a' + i)), Probability: &probs[i], Evidence: &e})
	}
	return out
}

func riskOf(units []UnitView, c recommend.Candidate) *Risk {
	out := &Risk{}
	simulate(out, units, &recommend.Looked{Candidate: c, Method: "WCF", Common: 0.3, Excluded: map[string]string{}}, 7)
	return out
}

func sharesAddUp(t *testing.T, r *Risk) {
	t.Helper()
	var cor, ind float64
	for _, u := range r.Units {
		cor += u.Correlated
		ind += u.Independent
	}
	if math.Abs(cor-r.Correlated.Filed) > 0.3 || math.Abs(ind-r.Independent.Filed) > 0.3 {
		t.Errorf("the units' shares (%.1f, %.1f) must add up to the stated figures (%.1f, %.1f)", cor, ind, r.Correlated.Filed, r.Independent.Filed)
	}
	for _, o := range []Outcome{r.Correlated, r.Independent} {
		if math.Abs(o.Filed+o.Slide-100) > 0.01 {
			t.Errorf("filed and slide must make 100: %+v", o)
		}
	}
}

// 湖北 2027 as it was: five 保 groups resting on 2025 alone simulate to 100 % / 0 %; stated, the
// list is capped at ThinCap and says why.
func TestOneYearListIsCappedAndFlagged(t *testing.T) {
	r := riskOf(listOf(1, 96, 97, 98, 96, 99), recommend.Candidate{})
	for _, o := range []Outcome{r.Correlated, r.Independent} {
		if o.Simulated < 99.5 || o.Filed != ThinCap || o.Slide != 100-ThinCap || !o.Capped || o.Ceiling != ThinCap {
			t.Errorf("one-year list: %+v, want the simulated ~100 %% stated as %.0f %%", o, ThinCap)
		}
	}
	if r.Thin != 5 || !strings.Contains(r.Flag, "5个志愿仅有1年录取数据") || !strings.Contains(r.Flag, "整表投档概率已封顶94%") {
		t.Errorf("flag: %d thin, %q", r.Thin, r.Flag)
	}
	for _, u := range r.Units {
		if u.Evidence == nil || !u.Evidence.Thin || u.Evidence.Years != 1 || u.Evidence.Notes[0] != "仅1年数据" {
			t.Errorf("unit %d evidence: %+v", u.Index, u.Evidence)
		}
	}
	sharesAddUp(t, r)
}

// The same probabilities on three printed years: not capped, not flagged, yet never 100 % / 0 %.
func TestRichListIsBoundedNotCapped(t *testing.T) {
	r := riskOf(listOf(3, 96, 97, 98, 96, 99), recommend.Candidate{})
	for _, o := range []Outcome{r.Correlated, r.Independent} {
		if o.Simulated < 99.5 || o.Filed != MaxStated || o.Slide != 100-MaxStated || o.Capped || o.Ceiling != MaxStated {
			t.Errorf("three-year list: %+v, want %.0f %% stated, not capped", o, MaxStated)
		}
	}
	if r.Thin != 0 || r.Flag != "" {
		t.Errorf("rich evidence is not flagged: %d %q", r.Thin, r.Flag)
	}
	sharesAddUp(t, r)
	// A list that can hardly file is stated as at least MinStated.
	low := riskOf(listOf(3, 0.2, 0.1), recommend.Candidate{})
	if low.Correlated.Filed != MinStated || low.Correlated.Slide != 100-MinStated || low.Independent.Filed != MinStated {
		t.Errorf("hopeless list: %+v %+v", low.Correlated, low.Independent)
	}
	// Below the cap, thin units are flagged but the figure stands.
	mid := riskOf(listOf(1, 30, 40), recommend.Candidate{})
	if mid.Correlated.Capped || mid.Correlated.Filed != mid.Correlated.Simulated ||
		mid.Flag != "依据不足：2个志愿仅有1年录取数据，这些志愿的录取概率可能偏差较大" {
		t.Errorf("a 冲 list of one-year units: %+v %q", mid.Correlated, mid.Flag)
	}
}

// Thin units beside rich ones: the list may state what the rich ones file alone, and no more.
func TestRichUnitsAloneSetTheCeiling(t *testing.T) {
	units := append(listOf(1, 98, 99), listOf(3, 97)...)
	units[2].Index, units[2].Key = 3, "c"
	r := riskOf(units, recommend.Candidate{})
	if o := r.Independent; o.Ceiling != 97 || o.Filed != 97 || !o.Capped {
		t.Errorf("independent: %+v, want the rich unit's 97 %%", o)
	}
	if o := r.Correlated; math.Abs(o.Ceiling-97) > 1 || o.Filed != o.Ceiling || !o.Capped {
		t.Errorf("correlated: %+v, want about the rich unit's 97 %%", o)
	}
	if r.Thin != 2 || !strings.Contains(r.Flag, "2个志愿仅有1年录取数据") {
		t.Errorf("flag: %q", r.Flag)
	}
	sharesAddUp(t, r)
	// Rich units that file the list surer than ThinCap alone leave it at MaxStated, flagged.
	units = append(listOf(3, 99, 99), listOf(1, 99)...)
	units[2].Index, units[2].Key = 3, "c"
	r = riskOf(units, recommend.Candidate{})
	if r.Independent.Filed != MaxStated || r.Independent.Capped || r.Thin != 1 || !strings.Contains(r.Flag, "可能偏差较大") {
		t.Errorf("rich units carry the list: %+v %q", r.Independent, r.Flag)
	}
}

// A 2027 score through the 2026 table: every unit's probability rests on a proxy rank.
func TestProxyRankCapsEveryList(t *testing.T) {
	score := 600
	c := recommend.Candidate{Year: 2027, TableYear: 2026, Score: &score}
	units := listOf(3, 97, 98, 99)
	for i := range units {
		e := evidenceOf(recommend.Item{YearsUsed: []int{2025, 2024, 2023}, Years: []recommend.Evidence{
			{Year: 2025, RankKind: "公布位次"}, {Year: 2024, RankKind: "公布位次"}, {Year: 2023, RankKind: "公布位次"}}}, "WCF", proxyRank(c))
		units[i].Evidence = &e
	}
	r := riskOf(units, c)
	if !r.Correlated.Capped || r.Correlated.Filed != ThinCap || r.Thin != 3 ||
		!strings.Contains(r.Flag, "考生位次为代用位次（2027年一分一段表尚未公布，按2026年表换算）") {
		t.Errorf("proxy: %+v %q", r.Correlated, r.Flag)
	}
	rank := recommend.Candidate{Year: 2027, TableYear: 2026, Rank: 5000}
	if proxyRank(rank) {
		t.Error("a rank the candidate gives is theirs, not a proxy")
	}
}

func TestEvidenceOfTheLookupsItem(t *testing.T) {
	printed := func(y int) recommend.Evidence { return recommend.Evidence{Year: y, RankKind: "公布位次"} }
	conv := func(y int) recommend.Evidence { return recommend.Evidence{Year: y, RankKind: "换算位次"} }
	cases := []struct {
		name   string
		it     recommend.Item
		method string
		thin   bool
		notes  string
	}{
		{"three printed years", recommend.Item{YearsUsed: []int{2025, 2024, 2023}, Years: []recommend.Evidence{printed(2025), printed(2024), printed(2023)}}, "WCF", false, ""},
		{"one converted year", recommend.Item{YearsUsed: []int{2022}, Years: []recommend.Evidence{conv(2022)}}, "WCF", true, "仅1年数据"},
		{"converted years", recommend.Item{YearsUsed: []int{2025, 2024, 2023}, Years: []recommend.Evidence{printed(2025), conv(2024), conv(2023)}}, "WCF", true, "换算位次"},
		{"converted years, 位点法", recommend.Item{YearsUsed: []int{2025, 2024}, Years: []recommend.Evidence{conv(2025), conv(2024)}}, "WDF", false, ""},
		{"printed years not used do not count", recommend.Item{YearsUsed: []int{2025, 2024}, Years: []recommend.Evidence{conv(2025), conv(2024), printed(2023)}}, "WCF", true, "换算位次"},
		{"small plan", recommend.Item{Plan: 2, YearsUsed: []int{2025, 2024}, Years: []recommend.Evidence{printed(2025), printed(2024)}}, "WCF", false, "计划数少"},
	}
	for _, c := range cases {
		e := evidenceOf(c.it, c.method, false)
		if e.Thin != c.thin || strings.Join(e.Notes, ",") != c.notes {
			t.Errorf("%s: %+v", c.name, e)
		}
	}
}

// The table's checks carry one note on thin evidence, and none on rich.
func TestThinCheckBesideTheList(t *testing.T) {
	looked := &recommend.Looked{Excluded: map[string]string{}}
	if c := thinCheck(listOf(1, 95, 96), looked); len(c) != 1 || c[0].Kind != "依据不足" || c[0].Level != Info ||
		!strings.HasPrefix(c[0].Message, "依据不足：2个志愿仅有1年录取数据。") || !strings.HasSuffix(c[0].Message, "最高报94%") {
		t.Errorf("thin: %+v", c)
	}
	if c := thinCheck(listOf(2, 95, 96), looked); len(c) != 0 {
		t.Errorf("rich: %+v", c)
	}
}
