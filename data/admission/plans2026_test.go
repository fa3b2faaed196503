package admission

import (
	"strings"
	"testing"
)

// 2026 plans with 选科要求 (../shared/data README §6.2), rows checked by hand against
// plan_2026_with_subject_requirements.csv.gz (line numbers of the unzipped file).
func TestHandChecked2026Plans(t *testing.T) {
	type want struct {
		prov                   int
		school, track, major   string
		rule, printed, college string
		count, tuition, years  int
	}
	cases := []want{
		// 556995: 浙江,zj,浙江大学,0001,plan2026,,,综合,,工科试验班,…,物理、化学(2科必选),1096,6000,四年
		{33, "0001", "综合", "工科试验班", "物理+化学", "物理、化学(2科必选)", "10335", 1096, 6000, 4},
		// 67452: 广东,gd,中山大学,10558,groups2026,210,210,历史,政治,公共管理类,…,政治,33,6060
		{44, "10558", "历史类", "公共管理类", "政治", "政治", "10558", 33, 6060, 0},
		// 433195: 山东,sd,山东大学,A422,plan2026,,,综合,,临床医学,…,"物理,化学,生物",195,7920,5
		{37, "A422", "综合", "临床医学", "物理+化学+生物", "物理,化学,生物", "10422", 195, 7920, 5},
	}
	found := make([]bool, len(cases))
	for _, p := range allPlans(t) {
		if p.Year != 2026 {
			continue
		}
		for i, c := range cases {
			if p.ProvinceID != c.prov || p.SchoolCode != c.school || p.MajorName != c.major || p.Track != c.track {
				continue
			}
			// a school may print the same major twice (定向, 免费医学生): the row of the case must be there
			if p.SubjectRule == c.rule && p.Requirement == c.printed && p.CollegeCode == c.college &&
				p.PlanCount == c.count && p.Tuition == c.tuition && p.Years == c.years &&
				strings.HasPrefix(p.SourceID, "wanshixiong-plan-2026-") {
				found[i] = true
			}
		}
	}
	for i, ok := range found {
		if !ok {
			t.Errorf("2026 plan %+v missing", cases[i])
		}
	}
}

// Every province has 2026 plans; where an official 2026 plan is curated (吉林, 西藏) the
// third-party compilation of that province is left out, elsewhere the compilation is the
// source, labelled third-party.
func TestPlans2026OfficialOverThirdParty(t *testing.T) {
	provinces := map[int]map[string]bool{}
	for _, p := range allPlans(t) {
		if p.Year != 2026 {
			continue
		}
		if provinces[p.ProvinceID] == nil {
			provinces[p.ProvinceID] = map[string]bool{}
		}
		compiled := strings.HasPrefix(p.SourceID, "wanshixiong-plan-2026-")
		provinces[p.ProvinceID][map[bool]string{true: "compiled", false: "official"}[compiled]] = true
		if compiled {
			if s, _ := SourceOf(p.SourceID); !strings.HasPrefix(s.Quality, "third-party") {
				t.Fatalf("%s: quality %q", p.SourceID, s.Quality)
			}
		}
	}
	if len(provinces) != 31 {
		t.Errorf("provinces with 2026 plans: %d, want 31", len(provinces))
	}
	for _, id := range []int{22, 54} {
		if provinces[id]["compiled"] || !provinces[id]["official"] {
			t.Errorf("province %d: %v, want the official plan only", id, provinces[id])
		}
	}
}

// The canonical requirement is one of the four forms (or empty), over the seven subjects.
func TestSubjectRulesAreCanonical(t *testing.T) {
	subjects := "物理化学生物政治历史地理技术"
	check := func(rule string) bool {
		if rule == "" || rule == "不限" {
			return true
		}
		sep := "+"
		if strings.Contains(rule, "/") {
			sep = "/"
		}
		for _, s := range strings.Split(rule, sep) {
			if len([]rune(s)) != 2 || !strings.Contains(subjects, s) {
				return false
			}
		}
		return true
	}
	n := 0
	for _, p := range allPlans(t) {
		if !check(p.SubjectRule) {
			t.Fatalf("%+v: rule %q", p, p.SubjectRule)
		}
		if p.Year == 2026 && p.SubjectRule != "" {
			n++
		}
	}
	if n < 500000 {
		t.Errorf("2026 plans with a requirement: %d", n)
	}
}
