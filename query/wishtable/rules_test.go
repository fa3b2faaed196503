package wishtable

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"zhiyuan/data/admission"
	"zhiyuan/events"
)

// In December 2026 the coming exam is 2027, whose rules are not published: 湖北's table follows
// the 2026 rule (45 院校专业组, 6 majors each) and says so.
func TestRule2027CarriesThe2026Rule(t *testing.T) {
	h := &Handler{now: func() time.Time { return time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC) }}
	r, err := h.Rule(42, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Year != 2027 || r.Mode != "group" || r.MaxUnits != 45 || r.MaxMajors != 6 || !r.Verified || r.Adjust != "yes" ||
		r.RuleYear != 2026 || r.Basis != "按2026年规则" || !strings.HasPrefix(r.Note, "按2026年规则：2027年的填报规则尚未公布") {
		t.Errorf("湖北 2027: %+v", r)
	}
	if r, _ := h.Rule(42, 2026); r.RuleYear != 2026 || r.Basis != "" || r.MaxUnits != 45 || !r.Verified || r.Note != "" {
		t.Errorf("湖北 2026: %+v", r)
	}
	// 湖南 2026: the unit from the 2026 table, the length unpublished.
	if r, _ := h.Rule(43, 2027); r.Mode != "group" || r.MaxUnits != 0 || r.Verified || r.Basis != "按2026年规则" ||
		!strings.Contains(r.Note, "志愿数未核实") || !strings.Contains(r.Note, "未逐省核实") {
		t.Errorf("湖南 2027: %+v", r)
	}
	// 新疆 2027: the new gaokao, no 2027 rule found; 2026's old-exam rule is not carried.
	if r, _ := h.Rule(65, 2027); r.Mode != "" || r.MaxUnits != 0 || r.Basis != "" || !strings.Contains(r.Note, admission.Unverified) {
		t.Errorf("新疆 2027: %+v", r)
	}
	all, err := h.Rules(2027)
	if err != nil || len(all) != 31 {
		t.Fatalf("2027: %d rules, %v", len(all), err)
	}
	carried := 0
	for _, r := range all {
		if r.Basis == "按2026年规则" {
			carried++
		}
	}
	if carried != 24 { // the 2026 unit is known for 26 provinces; 新疆 and 西藏 change exams
		t.Errorf("2027: %d layouts by the 2026 rule", carried)
	}
}

// The checks beside a 2027 湖北 table: the carried rule is said, the 2026 length is the limit.
func TestChecksOfACarriedRule(t *testing.T) {
	f, _ := admission.FillingRuleFor(42, 2027)
	row := &Row{Header: events.WishTableCreated{ProvinceID: 42, Year: 2027, Mode: f.Level, MaxUnits: f.MaxUnits,
		MaxMajors: f.MaxMajors, RuleVerified: f.Verified}}
	units := make([]UnitView, 46)
	for i := range units {
		units[i] = UnitView{Index: i + 1, Level: "group", CollegeName: fmt.Sprintf("学校%d", i), GroupCode: "01",
			Adjust: true, Majors: []Major{{Code: "01", Name: "专业"}}}
	}
	var carried, over bool
	for _, c := range checks(row, units, nil) {
		switch c.Kind {
		case "沿用往年规则":
			carried = c.Level == Info && strings.HasPrefix(c.Message, "按2026年规则：2027年的填报规则尚未公布")
		case "超出志愿数":
			over = strings.Contains(c.Message, "超过本省可填的45个")
		case "规则未核实":
			t.Errorf("a verified 2026 rule reported unverified: %s", c.Message)
		}
	}
	if !carried || !over {
		t.Errorf("carried %v, over 45 %v", carried, over)
	}
}
