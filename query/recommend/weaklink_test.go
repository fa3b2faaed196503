package recommend

import (
	"testing"

	"zhiyuan/data/admission"
	"zhiyuan/query/recommend/model"
)

func gdut(year int, group, rule string, rank int) Row {
	return Row{Year: year, Track: "物理类", Batch: "本科普通批", Level: "group", SchoolCode: "H796", SchoolName: "广东工业大学",
		CollegeCode: "11845", GroupCode: group, SubjectRule: rule, MinRank: rank}
}

func weakLinks(t *testing.T, rows []Row, key string, target int) []bool {
	t.Helper()
	units, schools := BuildUnits(rows)
	p := &Province{Units: units, Schools: schools, Table: func(int, string) *admission.Table { return nil }}
	for _, u := range units {
		if u.Key == key {
			var out []bool
			for _, pt := range p.History(u, WCF, target) {
				out = append(out, pt.WeakLink)
			}
			return out
		}
	}
	t.Fatalf("no unit %s", key)
	return nil
}

// A code joins two years weakly when the school filed another number of groups between them or
// the code's subject requirement changed; a school that kept its groups and their requirement
// joins them firmly.
func TestACodeAcrossARegroupingOrARequirementChangeIsAWeakLink(t *testing.T) {
	rows := []Row{
		gdut(2024, "04", "不限", 25224), gdut(2024, "05", "化学", 20493),
		gdut(2025, "04", "化学", 17921), gdut(2025, "05", "化学", 22609),
		gdut(2026, "04", "化学", 16782), gdut(2026, "05", "化学", 16700), gdut(2026, "06", "化学", 13647),
	}
	if got := weakLinks(t, rows, "group|物理类|c:11845|04", 2027); len(got) != 3 || got[0] || !got[1] || !got[2] {
		t.Errorf("group 04 (requirement changed 2024→2025, school regrouped 2025→2026): %v", got)
	}
	if got := weakLinks(t, rows, "group|物理类|c:11845|05", 2026); len(got) != 2 || got[0] || got[1] {
		t.Errorf("group 05 before the regrouping, same requirement: %v", got)
	}
	h := model.History{{Year: 2025, Value: 10}, {Year: 2026, Value: 10, WeakLink: true}}
	if c, _ := model.Predict(h, 2027, 0, 0); !c.Evidence.WeakLink {
		t.Error("the centre's evidence does not carry the weak link")
	}
	if c, _ := model.Predict(h[1:], 2027, 0, 0); c.Evidence.WeakLink {
		t.Error("a weak link to a year the centre does not use counts")
	}
}
