package search

import (
	"strings"
	"testing"
	"zhiyuan/query/search/port"
)

func TestNewPlan(t *testing.T) {
	p := NewPlan(port.Query{Text: "  北京　大学 ", Kinds: []string{"college", " ", "college", "news"}, From: -3, Size: 1000})
	if p.Text != "北京 大学" || strings.Join(p.Terms, "|") != "北京|大学" {
		t.Errorf("text %q terms %q", p.Text, p.Terms)
	}
	if strings.Join(p.Kinds, ",") != "college,news" || p.From != 0 || p.Size != port.MaxSize {
		t.Errorf("kinds %v from %d size %d", p.Kinds, p.From, p.Size)
	}
	if p := NewPlan(port.Query{Text: "x", From: 1 << 30}); p.From != port.MaxFrom || p.Size != port.DefaultSize {
		t.Errorf("from %d size %d", p.From, p.Size)
	}
	if !NewPlan(port.Query{Text: " \t\u3000"}).Empty() {
		t.Errorf("blank query not empty")
	}
	long := NewPlan(port.Query{Text: strings.Repeat("a ", 20)})
	if len(long.Terms) != MaxTerms || long.Text != strings.TrimSpace(strings.Repeat("a ", MaxTerms)) {
		t.Errorf("terms not capped: %q", long.Text)
	}
	if r := []rune(NewPlan(port.Query{Text: strings.Repeat("大", 100)}).Text); len(r) != MaxQueryRunes {
		t.Errorf("query not cut: %d runes", len(r))
	}
}

func TestPlanClauses(t *testing.T) {
	p := NewPlan(port.Query{Text: "北大"})
	if p.Whole() != nil {
		t.Errorf("one term has whole-query clauses: %v", p.Whole())
	}
	g := p.Groups()
	if len(g) != 1 || g[0][0] != (Clause{Term, FieldNames, "北大", BoostExact}) {
		t.Fatalf("groups %v", g)
	}
	for _, c := range g[0] {
		if c.Field == FieldPinyin || c.Field == FieldPinyinAlt || c.Field == FieldPinyinIn {
			t.Errorf("Chinese term gets a pinyin clause: %v", c)
		}
	}
	p = NewPlan(port.Query{Text: "Beijing Daxue"})
	w := p.Whole()
	if len(w) != 5 || w[1] != (Clause{Term, FieldPinyin, "beijingdaxue", BoostPinyinExact}) ||
		w[4] != (Clause{ValuePrefix, FieldPinyinIn, "beijingdaxue", BoostPinyinInner}) {
		t.Errorf("whole %v", w)
	}
	// Pinyin inside a title only from MinPinyinInner letters on: shi would match half the catalogue.
	for text, want := range map[string]bool{"shi": false, "hushi": true, "huli": true} {
		got := false
		for _, c := range NewPlan(port.Query{Text: text}).Groups()[0] {
			got = got || c.Field == FieldPinyinIn
		}
		if got != want {
			t.Errorf("%s: inner pinyin clause %v, want %v", text, got, want)
		}
	}
	// Spaces inside a Chinese name: the whole query without them is a name.
	w = NewPlan(port.Query{Text: "南京 大学"}).Whole()
	if len(w) != 2 || w[1] != (Clause{Term, FieldNames, "南京大学", BoostExact}) {
		t.Errorf("南京 大学: whole %v", w)
	}
	long := strings.Repeat("b", 40)
	for _, c := range NewPlan(port.Query{Text: long}).Groups()[0] {
		if c.Type == Prefix && len(c.Text) != MaxPrefixRunes {
			t.Errorf("prefix clause not cut to %d: %v", MaxPrefixRunes, c)
		}
	}
}
