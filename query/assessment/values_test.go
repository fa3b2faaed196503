package assessment

import (
	"strings"
	"testing"

	bank "zhiyuan/data/assessment"
	"zhiyuan/data/catalog"
)

// valuesPart scores an all-round sheet whose values sum as given (every other scale in the
// middle) and returns the values part of its result.
func valuesPart(t *testing.T, values map[string]int) Part {
	t.Helper()
	b := bank.Find(bank.Allround)
	s := Stored{SubmissionID: "s", Bank: b.Code, BankVersion: b.Version, Code: "RIA", Scores: map[string]int{}}
	for _, sc := range b.Scales {
		lo, hi := b.ScaleRange(sc.Code)
		s.Scores[sc.Code] = (lo + hi) / 2
		if section, code, _ := strings.Cut(sc.Code, ":"); section == "values" && values[code] != 0 {
			s.Scores[sc.Code] = values[code]
		}
	}
	for _, p := range explain(b, s).Parts {
		if p.Section == "values" {
			if p.Suggest == nil {
				t.Fatal("the values part has no suggestion block")
			}
			return p
		}
	}
	t.Fatal("no values part")
	return Part{}
}

func classOf(code string) string {
	m, _ := catalog.MajorByCode(code)
	return m.ClassCode
}

func TestValuesSuggestFromTheTwoTopValues(t *testing.T) {
	p := valuesPart(t, map[string]int{"altruism": 25, "relation": 21, "achieve": 18, "security": 9})
	g := p.Suggest
	if strings.Join(g.Values, ",") != "助人奉献,人际和谐" || g.Note != "" || !strings.Contains(g.Rule, "本站编辑") {
		t.Fatalf("top values %v, note %q, rule %q", g.Values, g.Note, g.Rule)
	}
	if len(g.Majors) == 0 || len(g.Majors) > ValueMajorCount || len(g.Occupations) == 0 || len(g.Occupations) > ValueGroupCount {
		t.Fatalf("%d majors, %d occupation groups", len(g.Majors), len(g.Occupations))
	}
	// 教育学类, 护理学类 and 社会学类 serve both values: their majors come first, with both reasons
	for _, m := range g.Majors[:6] {
		if c := classOf(m.Code); (c != "0401" && c != "1011" && c != "0303") || len(m.Values) != 2 ||
			!strings.HasPrefix(m.Why, "因为你看重助人奉献：") || !strings.Contains(m.Why, "你也看重人际和谐：") {
			t.Errorf("a major of both values: %+v (class %s)", m, c)
		}
	}
	perClass := map[string]int{}
	for i, m := range g.Majors {
		perClass[classOf(m.Code)]++
		if m.Class == "" || m.Why == "" || m.Values[0] == "achieve" {
			t.Errorf("major %+v", m)
		}
		if i > 0 && len(m.Values) == len(g.Majors[i-1].Values) && m.Values[0] == g.Majors[i-1].Values[0] && m.Schools > g.Majors[i-1].Schools {
			t.Errorf("%s (%d schools) after %s (%d)", m.Name, m.Schools, g.Majors[i-1].Name, g.Majors[i-1].Schools)
		}
	}
	for c, n := range perClass {
		if n > ValueMajorsPerClass {
			t.Errorf("class %s has %d majors", c, n)
		}
	}
	if o := g.Occupations[0]; o.Code != "2-08" || o.Name != "教学人员" || len(o.Values) != 2 {
		t.Errorf("the group of both values first: %+v", o)
	}
}

func TestValuesTiesWithTheSecondAreKept(t *testing.T) {
	g := valuesPart(t, map[string]int{"security": 24, "achieve": 22, "independ": 22, "recognize": 22, "relation": 19}).Suggest
	if strings.Join(g.Values, ",") != "稳定保障,成就感,独立自主,社会认可" {
		t.Fatalf("top values %v", g.Values)
	}
	if g.Majors[0].Values[0] != "security" {
		t.Errorf("the strongest value's majors lead: %+v", g.Majors[0])
	}
	three := valuesPart(t, map[string]int{"achieve": 20, "independ": 20, "recognize": 20}).Suggest
	if len(three.Values) != 3 {
		t.Errorf("three tied at the top: %v", three.Values)
	}
}

func TestValuesNeutralSheetSuggestsNothingAndSaysWhy(t *testing.T) {
	for _, sheet := range []map[string]int{{}, {"achieve": 17, "altruism": 17}} { // every item 3; means under 3.5
		p := valuesPart(t, sheet)
		g := p.Suggest
		if len(g.Values) != 0 || len(g.Majors) != 0 || len(g.Occupations) != 0 || !strings.Contains(g.Note, "没有一项达到") {
			t.Fatalf("sheet %v: %+v", sheet, g)
		}
	}
}
