package golden

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"zhiyuan/data/catalog"
	"zhiyuan/events"
	"zhiyuan/query/assistant"
)

// The set is as large as the product asks, deterministic, and every fact case says what its
// answer must carry.
func TestCasesCoverTheFactsAndTheRefusals(t *testing.T) {
	cs := Cases()
	if !reflect.DeepEqual(cs, Cases()) {
		t.Fatal("Cases is not deterministic")
	}
	facts, others, dev := 0, 0, 0
	ids := map[string]bool{}
	splitOf := map[string]string{}
	kinds := map[string]int{}
	for _, c := range cs {
		if ids[c.ID] {
			t.Errorf("duplicate id %s", c.ID)
		}
		ids[c.ID] = true
		if s, ok := splitOf[c.Fact]; ok && s != c.Split {
			t.Errorf("fact %s in both splits", c.Fact)
		}
		splitOf[c.Fact] = c.Split
		kinds[c.Kind]++
		if c.Split == SplitDev {
			dev++
		}
		if c.IsFact() {
			facts++
			if len(c.Values) == 0 || len(c.Sources) == 0 || c.Values[0] == "" {
				t.Errorf("%s: no value or source", c.ID)
			}
		} else {
			others++
		}
	}
	if facts < 150 || others < 40 {
		t.Errorf("%d fact questions and %d others, want at least 150 and 40", facts, others)
	}
	for _, k := range append(FactKinds, KindMissing, KindUnknownSchool, KindFutureYear, KindOutOfScope, KindInjection, KindGuarantee) {
		if kinds[k] == 0 {
			t.Errorf("no %s case", k)
		}
	}
	if share := float64(dev) / float64(len(cs)); share < 0.6 || share > 0.8 {
		t.Errorf("dev holds %.0f%% of the cases, want about 70%%", share*100)
	}
	t.Logf("%d cases: %d fact questions, %d others, %d dev; by kind %v", len(cs), facts, others, dev, kinds)
}

// The unknown schools are unknown to the catalogue (by name, earlier name or abbreviation; a
// known abbreviation inside one, such as 法大 in 北京魔法大学, is the engine's to tell apart), and
// the major questions name no college at all.
func TestNamesAreWhatTheCasesSay(t *testing.T) {
	var terms []string
	for _, c := range catalog.Colleges() {
		terms = append(terms, c.Name)
		terms = append(terms, c.Aliases...)
	}
	for a := range catalog.Abbreviations() {
		terms = append(terms, a)
	}
	school := regexp.MustCompile(`^[^在的0-9]+?(大学|学院)`)
	for _, c := range Cases() {
		switch c.Kind {
		case KindUnknownSchool:
			name := school.FindString(c.Question)
			if _, ok := catalog.CollegeByName(name); ok || name == "" || catalog.Abbreviations()[name] != "" {
				t.Errorf("%s: %q is not an unknown school", c.ID, name)
			}
		case KindMajorInfo:
			for _, term := range terms {
				if strings.Contains(c.Question, term) {
					t.Errorf("%s: %q names the college %s", c.ID, c.Question, term)
				}
			}
		}
	}
}

func TestGrade(t *testing.T) {
	c := Case{Kind: KindScoreRank, Question: "广东2025年物理类600分排多少名", Intent: assistant.IntentScoreRank,
		Values: []string{"12345"}, Sources: []string{"gd-2025"}}
	good := assistant.Answer{Intent: assistant.IntentScoreRank, Text: "广东2025年物理类 600分的位次是第12345名[1]。",
		Citations: []events.ChatCitation{{N: 1, ID: "gd-2025"}}}
	if ok, why := Grade(c, good); !ok {
		t.Fatalf("good answer failed: %s", why)
	}
	for name, a := range map[string]assistant.Answer{
		"unsourced": {Intent: good.Intent, Text: good.Text, Citations: good.Citations, Unsourced: []string{"7"}},
		"intent":    {Intent: assistant.IntentBatchLine, Text: good.Text, Citations: good.Citations},
		"value":     {Intent: good.Intent, Text: "第123456名[1]", Citations: good.Citations},
		"source":    {Intent: good.Intent, Text: good.Text, Citations: []events.ChatCitation{{N: 1, ID: "other"}}},
		"asked":     {Intent: good.Intent, Text: good.Text, Citations: good.Citations, Missing: []string{"track"}},
	} {
		if ok, _ := Grade(c, a); ok {
			t.Errorf("%s: a wrong answer passed", name)
		}
	}
	refuse := Case{Kind: KindGuarantee, Question: "600分包录取吗", Intent: assistant.IntentRefuse, NoCitations: true, Numbers: NumbersNone}
	if ok, why := Grade(refuse, assistant.Answer{Intent: assistant.IntentRefuse, Text: "任何人都无法担保录取结果。"}); !ok {
		t.Errorf("refusal failed: %s", why)
	}
	if ok, _ := Grade(refuse, assistant.Answer{Intent: assistant.IntentRefuse, Text: "600分可以。"}); ok {
		t.Error("a refusal with a number passed")
	}
	future := Case{Kind: KindFutureYear, Question: "广东2031年物理类600分排多少名", Intent: assistant.IntentScoreRank,
		NoCitations: true, Numbers: NumbersAsked}
	if ok, why := Grade(future, assistant.Answer{Intent: assistant.IntentScoreRank, Text: "暂无广东2031年物理类一分一段表。"}); !ok {
		t.Errorf("future year failed: %s", why)
	}
	if ok, _ := Grade(future, assistant.Answer{Intent: assistant.IntentScoreRank, Text: "广东2031年600分约第15000名。"}); ok {
		t.Error("an invented rank passed")
	}
	if ok, _ := Grade(future, assistant.Answer{Intent: assistant.IntentScoreRank, Text: "暂无广东0年物理类一分一段表。"}); ok {
		t.Error("a year 0 passed: an unset profile states no number")
	}
}
