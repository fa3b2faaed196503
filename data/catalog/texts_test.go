package catalog

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestEveryMajorHasADescription(t *testing.T) {
	for _, m := range Majors() {
		d := MajorDescription(m.Code)
		if n := utf8.RuneCountInString(d); n < 40 || n > 140 {
			t.Errorf("%s %s: description of %d characters", m.Code, m.Name, n)
		}
	}
	if d := MajorDescription("080901"); !strings.Contains(d, "计算机") {
		t.Fatalf("计算机科学与技术: %q", d)
	}
}

func TestEveryProfessionHasAChineseNameAndDescription(t *testing.T) {
	names := map[string]string{}
	for _, p := range Professions() {
		zh, ok := ProfessionChinese(p.Code)
		if !ok || zh.Name == "" || utf8.RuneCountInString(zh.Description) < 30 {
			t.Errorf("%s %s: %+v", p.Code, p.Title, zh)
			continue
		}
		if other, dup := names[zh.Name]; dup {
			t.Errorf("%s and %s share the Chinese name %s", other, p.Code, zh.Name)
		}
		names[zh.Name] = p.Code
	}
	if zh, _ := ProfessionChinese("11-1011.00"); zh.Name != "首席执行官" {
		t.Fatalf("Chief Executives: %+v", zh)
	}
}
