package httpapi_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// testRecommendSpecialPlans: 湖北 物理类 560 in 2026. 北京体育大学 12组 was an ordinary group in 2025's
// results, and the 2026 plan's group 12 costs 75,000 a year beside the school's 5,000–6,000: a
// 中外合作 group the results do not mark. It stays out of the ordinary list (it sat unmarked in the
// 稳 list) and is in the special one, flagged and saying why; every dear unit of the ordinary list
// is flagged 高收费 with its fee, and no card's 不限 hides a planned major's subject.
func testRecommendSpecialPlans(t *testing.T, e *platformtest.Env) {
	const bsu12 = "group|物理类|c:10043|12"
	all := func(special bool) []recItem {
		var out []recItem
		for _, label := range []string{"", "无"} {
			for page := 1; page <= 40; page++ {
				var l recList
				e.OK(t, fmt.Sprintf("/api/Recommend/GetRecommendCollegeList?pageIndex=%d&pageSize=100", page), "",
					recBody(42, 2026, "物理", map[string]any{"Score": 560, "Level": "group", "Label": label, "Special": special,
						"SelectSubjects": []string{"物理", "化学", "生物"}}), &l)
				out = append(out, l.List...)
				if len(l.List) < 100 {
					break
				}
			}
		}
		return out
	}
	ordinary, special := all(false), all(true)
	if len(ordinary) == 0 || len(special) == 0 {
		t.Fatalf("湖北 2026 物理类 560: %d ordinary, %d special units", len(ordinary), len(special))
	}
	dear := 0
	for _, it := range ordinary {
		if it.UnitKey == bsu12 {
			t.Errorf("北京体育大学 12组 (75,000 a year) in the ordinary list: %+v", it)
		}
		if it.Special != "" || it.SpecialNote != "" || slices.Contains(it.Flags, "中外合作") {
			t.Errorf("a special unit in the ordinary list: %+v", it)
		}
		if high := it.Tuition >= 30000; high != slices.Contains(it.Flags, "高收费") {
			t.Errorf("%s %s: tuition %d, flags %v", it.SchoolName, it.UnitKey, it.Tuition, it.Flags)
		} else if high {
			dear++
		}
	}
	if dear == 0 {
		t.Errorf("no 高收费 unit in the ordinary list of %d", len(ordinary))
	}
	found := false
	for _, it := range special {
		if it.UnitKey != bsu12 {
			continue
		}
		found = true
		if it.Special != "中外合作" || !slices.Equal(it.Flags, []string{"中外合作", "高收费"}) || it.Tuition != 75000 ||
			!strings.Contains(it.SpecialNote, "2026年招生计划学费75000元/年") || it.SubjectRule != "不限" {
			t.Errorf("北京体育大学 12组 in the special list: %+v", it)
		}
	}
	if !found {
		t.Errorf("北京体育大学 12组 not in the special list of %d", len(special))
	}
	// Its group 10's planned majors need 化学: a candidate without it is not offered the group.
	var l recList
	e.OK(t, "/api/Recommend/GetRecommendCollegeList?pageIndex=1&pageSize=100", "", recBody(42, 2026, "物理",
		map[string]any{"Score": 560, "Level": "group", "Keyword": "北京体育大学", "SelectSubjects": []string{"物理", "生物", "地理"}}), &l)
	for _, it := range l.List {
		if it.SubjectRule != "不限" && it.SubjectRule != "" && !strings.Contains(it.SubjectRule, "生物") && !strings.Contains(it.SubjectRule, "地理") {
			t.Errorf("a group asking %s offered to 物理+生物+地理: %+v", it.SubjectRule, it)
		}
	}
	t.Logf("湖北 2026 物理类 560: %d ordinary units (%d 高收费), %d special", len(ordinary), dear, len(special))
}
