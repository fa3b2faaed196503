package assistant

import (
	"strings"
	"testing"

	"zhiyuan/events"
)

func checkedTurn(question, evidence string, sources int) *turn {
	t := &turn{question: question}
	t.evidence.WriteString(evidence)
	for i := 0; i < sources; i++ {
		t.cite(events.ChatCitation{ID: string(rune('a' + i))})
	}
	return t
}

func TestCheckFindsWhatNoQueryReturned(t *testing.T) {
	tr := checkedTurn("广东600分排多少名", `{"Rank":30891,"Probability":63.5,"Year":2025}`, 1)
	for _, c := range []struct {
		text    string
		numbers []string
		cites   []string
		phrases int
	}{
		{"2025年600分位次30891[1]，概率63.50%。", nil, nil, 0},
		{"位次30,891[1]。", nil, nil, 0},
		{"位次30892[1]。", []string{"30892"}, nil, 0},
		{"见[2]。", nil, []string{"[2]"}, 0},
		{"放心，保 证 录取。", nil, nil, 1},
		{"这所学校包录取。", nil, nil, 1},
	} {
		f := check(c.text, tr)
		if strings.Join(f.numbers, ",") != strings.Join(c.numbers, ",") || strings.Join(f.citations, ",") != strings.Join(c.cites, ",") ||
			len(f.phrases) != c.phrases {
			t.Errorf("%q: got %+v", c.text, f)
		}
		if f.ok() != (c.numbers == nil && c.cites == nil && c.phrases == 0) {
			t.Errorf("%q: ok %v", c.text, f.ok())
		}
	}
}

func TestTextsCarryNoNumberOfTheirOwn(t *testing.T) {
	for _, text := range []string{greetingText, unknownText, guaranteeText, injectionText, menu} {
		if f := check(text, checkedTurn("", "", 0)); !f.ok() {
			t.Errorf("%q: %+v", text[:30], f)
		}
	}
}
