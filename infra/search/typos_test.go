package search

import (
	"reflect"
	"testing"
	"zhiyuan/query/search/port"
)

func TestFallback(t *testing.T) {
	cases := []struct {
		query string
		want  []Clause // nil: no fallback
	}{
		{"x", nil}, // nothing to tolerate
		{"北", nil}, // one character sounds like too much
		{"bjdx", []Clause{{Fuzzy, FieldNames, "bjdx", BoostExact}}}, // initials are too short for pinyin typos
		// Too short for an edit (abbreviations must not match each other), but
		// a name that sounds the same is found: 北达 reads beida like 北大.
		{"北达", []Clause{{Term, FieldPinyin, "beida", BoostPinyinExact}}},
		{"复但大学", []Clause{{Fuzzy, FieldNames, "复但大学", BoostExact},
			{Term, FieldPinyin, "fudandaxue", BoostPinyinExact}}},
		{"beijingdaxe", []Clause{{Fuzzy, FieldNames, "beijingdaxe", BoostExact},
			{Fuzzy, FieldPinyin, "beijingdaxe", BoostPinyinExact}}},
		{"beijing daxe", []Clause{{Fuzzy, FieldNames, "beijing daxe", BoostExact},
			{Fuzzy, FieldPinyin, "beijingdaxe", BoostPinyinExact}}},
	}
	for _, c := range cases {
		p := NewPlan(port.Query{Text: c.query})
		fb, ok := p.Fallback()
		if ok != (c.want != nil) {
			t.Errorf("%q: fallback %v, want %v", c.query, ok, c.want != nil)
			continue
		}
		if !ok {
			continue
		}
		if fb.Whole() != nil || !reflect.DeepEqual(fb.Groups(), [][]Clause{c.want}) {
			t.Errorf("%q: whole %v groups %v, want one group %v", c.query, fb.Whole(), fb.Groups(), c.want)
		}
		if _, again := fb.Fallback(); again {
			t.Errorf("%q: the fallback has a fallback", c.query)
		}
	}
}
