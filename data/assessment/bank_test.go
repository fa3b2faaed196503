package assessment

import (
	"strings"
	"testing"
)

func TestBanksAreWholeAndExplained(t *testing.T) {
	want := map[string]struct{ items, perScale int }{Holland: {60, 10}, BigFive: {50, 10}, Type16: {40, 10}, Subjects: {35, 0}, Path: {21, 0}, Allround: {112, 0}}
	for _, b := range Banks() {
		w, ok := want[b.Code]
		if !ok {
			t.Fatalf("unexpected bank %s", b.Code)
		}
		if len(b.Items) != w.items || len(b.Version) != 12 || (b.Code != Path && len(b.Labels) != b.Max-b.Min+1) {
			t.Errorf("%s: %d items, version %q, %d labels", b.Code, len(b.Items), b.Version, len(b.Labels))
		}
		seen := map[string]bool{}
		per := map[string]int{}
		for _, it := range b.Items {
			if seen[it.ID] || it.Text == "" || it.Source == "" || (b.Code != Path && b.ScaleName(it.Scale) == "") ||
				(b.Code == Path && len(it.Choices) < 2) {
				t.Errorf("%s: bad item %+v", b.Code, it)
			}
			seen[it.ID] = true
			per[it.Scale]++
		}
		for _, s := range b.Scales {
			if b.Code == Path {
				continue
			}
			if b.Code == Allround { // 5 interest, 4 character (Mini-IPIP), 4 ability, 5 values items per scale
				section, _, _ := strings.Cut(s.Code, ":")
				if n := map[string]int{"interest": 5, "character": 4, "ability": 4, "values": 5}[section]; per[s.Code] != n {
					t.Errorf("allround: scale %s has %d items", s.Code, per[s.Code])
				}
				continue
			}
			if b.Code == Subjects { // three ability items and two interest items per subject
				if n := map[bool]int{true: 3, false: 2}[strings.HasSuffix(s.Code, "/ability")]; per[s.Code] != n {
					t.Errorf("subjects: scale %s has %d items", s.Code, per[s.Code])
				}
				continue
			}
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

func TestAllroundSectionsAndTexts(t *testing.T) {
	b := Find(Allround)
	if len(b.Sections) != 4 || len(b.Scales) != 6+5+8+6 {
		t.Fatalf("%d sections, %d scales", len(b.Sections), len(b.Scales))
	}
	reversed := 0
	for _, it := range b.Items {
		if it.Section == "" || !strings.HasPrefix(it.Scale, it.Section+":") {
			t.Fatalf("item %+v", it)
		}
		if it.Reverse {
			reversed++
		}
	}
	if reversed != 11 { // the Mini-IPIP keys 11 of its 20 items negatively (IPIP-50 keying: E 2, A 2, C 2, S 2, O 3)
		t.Errorf("%d reverse-keyed items", reversed)
	}
	for _, a := range AbilityAreas {
		for _, l := range []string{"high", "mid", "low"} {
			if _, ok := AllroundText("ability", a.Code, l); !ok {
				t.Errorf("no text for ability %s %s", a.Code, l)
			}
		}
	}
	for _, v := range WorkValues {
		for _, l := range []string{"high", "low"} {
			if _, ok := AllroundText("values", v.Code, l); !ok {
				t.Errorf("no text for value %s %s", v.Code, l)
			}
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

func TestPathRulesNameRealQuestionsAndOptions(t *testing.T) {
	b := Find(Path)
	options := map[string]map[string]bool{}
	for _, it := range b.Items {
		options[it.ID] = map[string]bool{}
		for _, c := range it.Choices {
			options[it.ID][c.Code] = true
		}
	}
	if len(PathRules()) != 12 || len(b.Scales) != 12 {
		t.Fatalf("%d paths", len(PathRules()))
	}
	for _, r := range PathRules() {
		for _, alt := range Alternatives(r.Requires) {
			if len(alt) == 0 && r.Requires != "always" {
				t.Errorf("%s: an empty alternative in %q", r.Code, r.Requires)
			}
			for _, c := range alt {
				if !options[c.Item][c.Code] {
					t.Errorf("%s: %q names no option %s of %s", r.Code, r.Requires, c.Code, c.Item)
				}
			}
		}
	}
}
