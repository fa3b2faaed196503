package httpapi_test

import (
	"slices"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// testWishThinRisk: a 湖北 2027 list before the 2027 table is published rests on a proxy rank
// (560 through the 2026 table), so however safe its groups, the whole list does not state more
// than the cap, and says why; the table's checks say it too.
func testWishThinRisk(t *testing.T, e *platformtest.Env) {
	w, _ := newWishUser(t, e, 21)
	subjects := []string{"物理", "化学", "生物"}
	var l recList
	e.OK(t, "/api/Recommend/GetRecommendCollegeList", "", recBody(42, 2027, "物理", map[string]any{"Score": 560,
		"SelectSubjects": subjects, "Label": "保", "PageSize": 20}), &l)
	if len(l.List) < 4 || l.Candidate.TableYear != 2026 {
		t.Fatalf("湖北 2027 at 560: %d 保 groups, table %d", len(l.List), l.Candidate.TableYear)
	}
	tb := w.ok(t, "/api/WishTable/Create", map[string]any{"Name": "湖北2027", "ProvinceId": 42, "Year": 2027,
		"SelectSubject": "物理", "SelectSubjects": subjects, "Score": 560})
	r := tb
	for _, it := range l.List[:4] {
		r = w.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": tb.TableId, "Version": r.Version, "UnitKey": it.UnitKey})
	}
	d := w.detail(t, tb.TableId, r.Position)
	var risk struct {
		Correlated, Independent struct {
			Filed, Slide, Simulated, Ceiling float64
			Capped                           bool
		}
		Units []struct {
			Evidence *struct {
				Proxy, Thin bool
				Notes       []string
			}
		}
		Thin int
		Flag string
	}
	w.e.OK(t, "/api/WishTable/Risk", w.tok, map[string]any{"TableId": tb.TableId}, &risk)
	if risk.Correlated.Simulated <= 94 || risk.Correlated.Filed != 94 || risk.Correlated.Slide != 6 || !risk.Correlated.Capped ||
		risk.Independent.Filed != 94 || !risk.Independent.Capped {
		t.Errorf("four 保 groups on a proxy rank: %+v %+v, want simulated above and stated at 94 %%", risk.Correlated, risk.Independent)
	}
	if risk.Thin != 4 || !strings.Contains(risk.Flag, "考生位次为代用位次（2027年一分一段表尚未公布，按2026年表换算）") ||
		!strings.Contains(risk.Flag, "整表投档概率已封顶94%") {
		t.Errorf("flag: %d thin, %q", risk.Thin, risk.Flag)
	}
	for i, u := range risk.Units {
		if u.Evidence == nil || !u.Evidence.Proxy || !u.Evidence.Thin || !slices.Contains(u.Evidence.Notes, "代用位次") {
			t.Errorf("unit %d evidence: %+v", i+1, u.Evidence)
		}
	}
	thin := false
	for _, c := range d.Checks {
		thin = thin || (c.Kind == "依据不足" && c.Level == "info" && strings.Contains(c.Message, "代用位次"))
	}
	if !thin {
		t.Errorf("no 依据不足 check beside the list: %+v", d.Checks)
	}
}
