package catalog

import (
	"slices"
	"strings"
	"testing"
)

// The famous names of merged schools lead to the universities they joined.
func TestMergedNames(t *testing.T) {
	for former, want := range map[string]string{"湘雅医学院": "中南大学", "湖南医科大学": "中南大学",
		"华西医科大学": "四川大学", "上海医科大学": "复旦大学", "北京医科大学": "北京大学", "同济医科大学": "华中科技大学",
		"白求恩医科大学": "吉林大学", "山东医科大学": "山东大学", "西安医科大学": "西安交通大学", "中山医科大学": "中山大学",
		"浙江医科大学": "浙江大学", "第一军医大学": "南方医科大学", "杭州大学": "浙江大学"} {
		var got []string
		for _, c := range Colleges() {
			if slices.Contains(c.MergedNames, former) {
				got = append(got, c.Name)
			}
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("%s: merged into %v, want %s only", former, got, want)
		}
	}
	n := 0
	for _, c := range Colleges() {
		for _, m := range c.MergedNames {
			n++
			// Never a name a school bears today or bore in the last lists: 西安医学院 is both.
			if other, ok := CollegeByName(m); ok {
				t.Errorf("merged name %s of %s is a name of %s", m, c.Name, other.Name)
			}
			if _, ok := Abbreviations()[m]; ok || m == c.Name {
				t.Errorf("merged name %s of %s is an abbreviation or the name itself", m, c.Name)
			}
		}
	}
	if n != 52 {
		t.Errorf("%d merged names, want the 52 rows of merged_names.csv", n)
	}
	if _, ok := CollegeByName("湘雅医学院"); ok {
		t.Errorf("CollegeByName knows a merged name: the admission data's names must stay exact")
	}
	if !strings.Contains(mergedNamesCSV, "https://zh.wikipedia.org/wiki/中南大学湘雅医学院") {
		t.Errorf("merged_names.csv lost its sources")
	}
}
