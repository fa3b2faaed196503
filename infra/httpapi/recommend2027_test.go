package httpapi_test

import (
	"fmt"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// testRecommend2027 asks for the 2027 exam in December 2026: the exam year itself is predicted
// from every earlier year's results (2026 included where published), the score converts through
// the 2026 table as a proxy, and units that no longer exist get no probability.
func testRecommend2027(t *testing.T, e *platformtest.Env) {
	for _, c := range []struct {
		name     string
		province int
		subject  string
		score    int
		level    string
	}{
		{"浙江", 33, "", 600, "major"},
		{"山东", 37, "", 550, "major"},
		{"广东 物理类", 44, "物理", 580, "group"},
		{"湖北 物理类", 42, "物理", 560, "group"},
	} {
		var l recList
		path := "/api/Recommend/GetRecommendMajorAndCollegeList?pageIndex=1&pageSize=50"
		if c.level == "group" {
			path = "/api/Recommend/GetRecommendCollegeList?pageIndex=1&pageSize=50"
		}
		e.OK(t, path, "", recBody(c.province, 2027, c.subject, map[string]any{"Score": c.score, "Level": c.level}), &l)
		cand := l.Candidate
		if cand.Year != 2027 || cand.TableYear != 2026 || !cand.Predicted || !strings.Contains(cand.Note, "分数按2026年一分一段表换算位次") ||
			len(cand.ResultYears) == 0 || cand.ResultYears[0] != 2026 {
			t.Errorf("%s: candidate %+v", c.name, cand)
			continue
		}
		if len(l.List) == 0 {
			t.Errorf("%s: no unit", c.name)
			continue
		}
		with2026 := 0
		for _, it := range l.List {
			if it.Probability == nil || it.Actual != nil {
				t.Errorf("%s: %s %s listed without a probability or with an actual 2027 result: %+v", c.name, it.SchoolName, it.MajorName, it)
			}
			if len(it.YearsUsed) > 0 && it.YearsUsed[0] == 2026 {
				with2026++
			}
			if it.PlanYear != 0 && it.PlanYear != 2026 {
				t.Errorf("%s: plan year %d", c.name, it.PlanYear)
			}
		}
		if with2026 == 0 {
			t.Errorf("%s: no unit predicted from its 2026 result", c.name)
		}
		// A 2027 wish table's majors dialog offers a group's majors from the newest plan, 2026's.
		asked := c.level != "group"
		for _, it := range l.List {
			if c.level != "group" || it.PlanYear != 2026 {
				continue
			}
			var gm struct {
				Year   int
				Majors []struct{ MajorName string }
			}
			e.OK(t, "/api/Recommend/GetRecommendMajorList", "", recBody(c.province, 2027, c.subject,
				map[string]any{"Score": c.score, "UnitKey": it.UnitKey}), &gm)
			if gm.Year != 2026 || len(gm.Majors) == 0 {
				t.Errorf("%s: majors of %s for 2027: year %d, %d majors", c.name, it.UnitKey, gm.Year, len(gm.Majors))
			}
			asked = true
			break
		}
		if !asked {
			t.Errorf("%s: no group on the page has a 2026 plan", c.name)
		}
	}

	// 浙江 at rank 20,000: every unit given a probability has a result in 2025 or 2026 or a 2026
	// plan; the units last seen in 2024 or before and absent from the 2026 plan are listed only
	// without a probability, saying why. (陕西理工大学 机械设计制造及其自动化, once 保 at 99 % from one
	// 2022 line, has its official 2026 line now and is predicted from it.)
	var l recList
	for page := 1; page <= 3; page++ {
		e.OK(t, fmt.Sprintf("/api/Recommend/GetRecommendMajorAndCollegeList?pageIndex=%d&pageSize=100", page), "",
			recBody(33, 2027, "", map[string]any{"Rank": 20000, "Level": "major"}), &l)
		for _, it := range l.List {
			if len(it.Years) == 0 || (it.Years[0].Year < 2025 && it.PlanYear != 2026) {
				t.Errorf("浙江: %s %s has a probability with its last result in %v and no 2026 plan", it.SchoolName, it.MajorName, it.Years)
			}
		}
	}
	e.OK(t, "/api/Recommend/GetRecommendMajorAndCollegeList?pageIndex=1&pageSize=100", "", recBody(33, 2027, "",
		map[string]any{"Rank": 20000, "Level": "major", "Label": "无"}), &l)
	gone := 0
	for _, it := range l.List {
		if strings.Contains(it.Reason, "2026年无此招生单位") || strings.Contains(it.Reason, "近年未招生") {
			gone++
			if it.Probability != nil || it.Label != "" || len(it.Years) == 0 || it.Years[0].Year > 2025 {
				t.Errorf("a gone unit: %+v", it)
			}
		}
	}
	if gone == 0 {
		t.Errorf("浙江 2027: no unit is said to be gone among %d without probability", len(l.List))
	}

	// 北京 (results through 2025, its 2026 plan names 98 % of its 2025 groups): groups only in the
	// 2026 plan are listed without a probability as new, groups gone from it as gone.
	reasons := map[string]int{}
	for page := 1; page <= 20; page++ {
		e.OK(t, fmt.Sprintf("/api/Recommend/GetRecommendCollegeList?pageIndex=%d&pageSize=100", page), "", recBody(11, 2027, "",
			map[string]any{"Score": 600, "Level": "group", "Label": "无"}), &l)
		for _, it := range l.List {
			switch {
			case strings.Contains(it.Reason, "2026年招生计划中的新单位"):
				reasons["new"]++
				if len(it.Years) != 0 || it.PlanYear != 2026 || it.Probability != nil {
					t.Errorf("北京: a new group %+v", it)
				}
			case strings.Contains(it.Reason, "2026年无此招生单位"):
				reasons["gone"]++
			default:
				reasons["other"]++
			}
		}
		if len(l.List) < 100 {
			break
		}
	}
	t.Logf("北京 2027 groups without a probability: %v", reasons)
	if reasons["new"] == 0 || reasons["gone"] == 0 {
		t.Errorf("北京 2027: new and gone groups %v", reasons)
	}

	// 湖北 keeps its special groups (the 2026 file's 计划类别) apart from the ordinary list (a
	// 2026 专项 group is its own unit: query/recommend's plan-type tests).
	var ordinary, special recList
	e.OK(t, "/api/Recommend/GetRecommendCollegeList?pageIndex=1&pageSize=100", "", recBody(42, 2027, "历史",
		map[string]any{"Score": 600, "Level": "group"}), &ordinary)
	e.OK(t, "/api/Recommend/GetRecommendCollegeList?pageIndex=1&pageSize=100", "", recBody(42, 2027, "历史",
		map[string]any{"Score": 600, "Level": "group", "Special": true}), &special)
	for _, it := range ordinary.List {
		if it.Special != "" || strings.HasSuffix(it.UnitKey, "|专项") {
			t.Errorf("湖北: a special group in the ordinary list: %+v", it)
		}
	}
	specials := 0
	for _, it := range special.List {
		if strings.HasSuffix(it.UnitKey, "|专项") {
			specials++
			if it.Special != "专项" {
				t.Errorf("湖北 专项 group shown as %q: %+v", it.Special, it)
			}
		}
	}
	if len(ordinary.List) == 0 || specials == 0 {
		t.Errorf("湖北 历史类 600: %d ordinary, %d 专项 groups", len(ordinary.List), specials)
	}

	// 新疆 sits 物理类 for the first time in 2027: an empty list and the reason, not an error.
	r := e.Call(t, "/api/Recommend/GetRecommendCollegeList?pageIndex=1&pageSize=20", "", recBody(65, 2027, "物理",
		map[string]any{"Score": 500}))
	if r.Code != 0 {
		t.Fatalf("新疆 2027 物理类: Code %d %q", r.Code, r.Message)
	}
	e.OK(t, "/api/Recommend/GetRecommendCollegeList?pageIndex=1&pageSize=20", "", recBody(65, 2027, "物理",
		map[string]any{"Score": 500}), &l)
	if len(l.List) != 0 || !strings.Contains(l.Message, "新疆自2027年起按新高考") {
		t.Errorf("新疆 2027: %d units, %q", len(l.List), l.Message)
	}
}
