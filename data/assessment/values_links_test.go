package assessment

import (
	"strings"
	"testing"

	"zhiyuan/data/catalog"
)

// Every link names a value of the test and a 专业类 or 大典 中类 the catalogue has, under the
// catalogue's name, with one Chinese sentence; every value has majors and occupations.
func TestValueLinksNameTheCatalogue(t *testing.T) {
	classes := map[string]string{}
	for _, m := range catalog.Majors() {
		classes[m.ClassCode] = m.Class
	}
	groups := map[string]string{}
	for _, c := range catalog.OccupationClasses() {
		if c.Level == "中类" {
			groups[c.Code] = c.Name
		}
	}
	values := map[string]bool{}
	for _, v := range WorkValues {
		values[v.Code] = true
	}
	kinds := map[string]map[string]int{}
	seen := map[string]bool{}
	for _, l := range ValueLinks() {
		if !values[l.Value] {
			t.Errorf("link %+v: no such value", l)
		}
		want, ok := map[string]map[string]string{LinkClass: classes, LinkOccupation: groups}[l.Kind][l.Code]
		if !ok || want != l.Name {
			t.Errorf("link %+v: the catalogue has %q (%v)", l, want, ok)
		}
		if n := strings.Count(l.Reason, "。"); n != 1 || !strings.HasSuffix(l.Reason, "。") {
			t.Errorf("link %+v: the reason is not one sentence", l)
		}
		if seen[l.Value+l.Kind+l.Code] {
			t.Errorf("link %+v twice", l)
		}
		seen[l.Value+l.Kind+l.Code] = true
		if kinds[l.Value] == nil {
			kinds[l.Value] = map[string]int{}
		}
		kinds[l.Value][l.Kind]++
	}
	for v := range values {
		if kinds[v][LinkClass] < 3 || kinds[v][LinkOccupation] < 2 {
			t.Errorf("value %s: %v links", v, kinds[v])
		}
	}
}
