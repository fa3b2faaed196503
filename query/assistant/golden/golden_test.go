package golden

import (
	"reflect"
	"regexp"
	"strings"
	"testing"
	"unicode"

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
	facts, others, dev, held := 0, 0, 0, 0
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
		switch c.Split {
		case SplitDev:
			dev++
		case SplitHeld:
			held++
		case SplitBlind:
		default:
			t.Errorf("%s: split %q", c.ID, c.Split)
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
	if share := float64(dev) / float64(dev+held); share < 0.6 || share > 0.8 {
		t.Errorf("dev holds %.0f%% of the hashed cases, want about 70%%", share*100)
	}
	t.Logf("%d cases: %d fact questions, %d others, %d dev, %d held; by kind %v", len(cs), facts, others, dev, held, kinds)
}

// The blind part covers every kind with facts and questions of its own: no blind fact is a fact
// of the dev or held part, no blind question is (up to punctuation, spaces and full-width
// digits) one of theirs, every fact is asked at least twice and carries values and sources.
func TestBlindPartIsApart(t *testing.T) {
	cs := Cases()
	hashedFacts, hashedQuestions := map[string]bool{}, map[string]bool{}
	for _, c := range cs {
		if c.Split != SplitBlind {
			hashedFacts[c.Fact] = true
			hashedQuestions[normalized(c.Question)] = true
		}
	}
	kinds, phrasings, questions := map[string]int{}, map[string]int{}, map[string]bool{}
	for _, c := range cs {
		if c.Split != SplitBlind {
			continue
		}
		kinds[c.Kind]++
		phrasings[c.Fact]++
		if hashedFacts[c.Fact] {
			t.Errorf("%s: the fact %s is in the dev or held part", c.ID, c.Fact)
		}
		q := normalized(c.Question)
		if hashedQuestions[q] {
			t.Errorf("%s: %q is a question of the dev or held part", c.ID, c.Question)
		}
		if questions[q] {
			t.Errorf("%s: %q is asked twice in the blind part", c.ID, c.Question)
		}
		questions[q] = true
		if c.IsFact() {
			if len(c.Values) == 0 || len(c.Sources) == 0 {
				t.Errorf("%s: no value or source", c.ID)
			}
			for _, v := range append(append([]string(nil), c.Values...), c.Sources...) {
				if v == "" {
					t.Errorf("%s: an empty value or source", c.ID)
				}
			}
		}
		if c.Numbers == NumbersAsked && strings.ContainsAny(c.Question, "０１２３４５６７８９") {
			// Grade reads the question's numbers in ASCII digits only.
			t.Errorf("%s: full-width digits in a question whose answer may only repeat its numbers", c.ID)
		}
	}
	all := append(append([]string(nil), FactKinds...), KindMissing, KindUnknownSchool, KindFutureYear, KindNoData,
		KindOutOfScope, KindInjection, KindGuarantee, KindGreeting, KindHelp)
	total := 0
	for _, k := range all {
		if kinds[k] == 0 {
			t.Errorf("no blind %s case", k)
		}
		total += kinds[k]
	}
	for fact, n := range phrasings {
		if n < 2 && isFactKey(fact) {
			t.Errorf("blind fact %s is asked only once", fact)
		}
	}
	if total < 120 {
		t.Errorf("%d blind cases, want at least 120", total)
	}
	t.Logf("%d blind cases; by kind %v", total, kinds)
}

// isFactKey tells the key of a fact of the data (the other kinds' keys are their questions).
func isFactKey(fact string) bool {
	for _, k := range FactKinds {
		if strings.HasPrefix(fact, k+"/") {
			return true
		}
	}
	return false
}

// normalized is a question without spaces and punctuation, in ASCII digits.
func normalized(q string) string {
	var b strings.Builder
	for _, r := range q {
		switch {
		case r >= '０' && r <= '９':
			b.WriteRune(r - '０' + '0')
		case unicode.IsSpace(r) || unicode.IsPunct(r):
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
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
