package httpapi_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"io"
	"math"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/platform/platformtest"
)

type wishChange struct {
	Version                           int
	Summary, Type, RoleName, ClientIP string
	Actor                             struct{ UserId, NickName, Phone string }
}

func testWishHistory(t *testing.T, e *platformtest.Env, safe, stretch []string) {
	w, uid := newWishUser(t, e, 2)
	tb := gdTable(t, w, "历史测试")
	id, v := tb.TableId, tb.Version
	for _, k := range []string{safe[0], safe[1], stretch[0]} {
		v = w.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": id, "Version": v, "UnitKey": k}).Version
	}
	v = w.ok(t, "/api/WishTable/MoveUnit", map[string]any{"TableId": id, "Version": v, "UnitKey": stretch[0], "To": 1}).Version
	r := w.ok(t, "/api/WishTable/RemoveUnit", map[string]any{"TableId": id, "Version": v, "UnitKey": safe[1]})
	v = r.Version
	e.WaitProjections(t, r.Position, "wishtables", "audit")

	var page struct {
		Version, Total int
		List           []wishChange
	}
	hr := w.call(t, "/api/WishTable/History", map[string]any{"TableId": id})
	if err := json.Unmarshal(hr.Data, &page); err != nil || hr.Code != 0 {
		t.Fatalf("history: %d %s", hr.Code, hr.Message)
	}
	if page.Total != 6 || page.Version != 6 || len(page.List) != 6 || page.List[0].Version != 6 {
		t.Fatalf("history of 6 versions: %+v", page)
	}
	moved := page.List[1]
	if !strings.HasPrefix(moved.Summary, "将 ") || !strings.Contains(moved.Summary, "从第3位移到第1位") ||
		moved.Actor.UserId != uid || moved.RoleName != "创建者" || moved.ClientIP != w.ip || moved.Actor.Phone == "" ||
		strings.Contains(moved.Actor.Phone, platformtest.Phone(1702)) {
		t.Fatalf("the move in words, with who and from where: %+v", moved)
	}
	if !strings.Contains(page.List[0].Summary, "移除") || !strings.Contains(page.List[5].Summary, "创建志愿表「历史测试」") {
		t.Fatalf("remove and create summaries: %q, %q", page.List[0].Summary, page.List[5].Summary)
	}
	// AfterVersion: what changed since the version an editor saw (the conflict dialog).
	w.e.IP = w.ip
	var since struct{ Total int }
	w.e.OK(t, "/api/WishTable/History", w.tok, map[string]any{"TableId": id, "AfterVersion": 4}, &since)
	if since.Total != 2 {
		t.Fatalf("changes after v4: %d, want 2", since.Total)
	}

	var diff struct {
		Added, Removed []struct{ Key string }
		Moved          []struct {
			Key      string
			From, To int
		}
		FromUnits, ToUnits []struct{ Key string }
		Changes            []wishChange
	}
	w.e.OK(t, "/api/WishTable/Diff", w.tok, map[string]any{"TableId": id, "From": 4, "To": 6}, &diff)
	if len(diff.Removed) != 1 || diff.Removed[0].Key != safe[1] || len(diff.Added) != 0 || len(diff.Moved) != 1 ||
		diff.Moved[0].Key != stretch[0] || diff.Moved[0].From != 3 || diff.Moved[0].To != 1 ||
		len(diff.FromUnits) != 3 || len(diff.ToUnits) != 2 || len(diff.Changes) != 2 {
		t.Fatalf("diff v4→v6 (one move, one removal; the shifted unit is not 'moved'): %+v", diff)
	}
	if rr := w.call(t, "/api/WishTable/Diff", map[string]any{"TableId": id, "From": 0, "To": 99}); rr.Code != 400 {
		t.Fatalf("diff outside the versions: %d", rr.Code)
	}

	// Restore to v4: the units are v4's again, and the restore is a new version.
	r = w.ok(t, "/api/WishTable/Restore", map[string]any{"TableId": id, "Version": v, "ToVersion": 4})
	d := w.detail(t, id, r.Position)
	if d.Table.Version != 7 || len(d.Units) != 3 || d.Units[0].Key != safe[0] || d.Units[1].Key != safe[1] || d.Units[2].Key != stretch[0] {
		t.Fatalf("restored to v4: v%d %+v", d.Table.Version, d.Units)
	}
	if rr := w.call(t, "/api/WishTable/Restore", map[string]any{"TableId": id, "Version": 7, "ToVersion": 4}); rr.Code != 400 {
		t.Fatalf("restoring the same list again: %d %s", rr.Code, rr.Message)
	}

	// Past the read model's snapshot interval (50 versions) the table still reads as folded here.
	order := []string{safe[0], safe[1], stretch[0]}
	v = 7
	for i := 0; v < 60 && i < 300; i++ {
		key, to := order[i%3], (i*2)%3
		r = w.ok(t, "/api/WishTable/MoveUnit", map[string]any{"TableId": id, "Version": v, "UnitKey": key, "To": to + 1})
		if r.Version > v {
			from := slices.Index(order, key)
			order = slices.Insert(slices.Delete(order, from, from+1), to, key)
			v = r.Version
		}
	}
	d = w.detail(t, id, r.Position)
	if got := []string{d.Units[0].Key, d.Units[1].Key, d.Units[2].Key}; !slices.Equal(got, order) || d.Table.Version != v || v < 60 {
		t.Fatalf("after %d versions: %v, want %v", v, got, order)
	}

	// The operator's audit: from the audit projection, by table and by user.
	a, err := e.P.App.Wishes.AuditTable(t.Context(), id, time.Now().Add(-time.Hour), time.Now().Add(time.Minute))
	if err != nil || a.Total != v || a.List[0].Version != v || a.List[0].Actor.UserId != uid {
		t.Fatalf("audit of the table: %v %+v", err, a)
	}
	if a, err := e.P.App.Wishes.AuditTable(t.Context(), id, time.Now().Add(time.Hour), time.Time{}); err != nil || a.Total != 0 {
		t.Fatalf("audit after the changes: %v %+v", err, a)
	}
	u, err := e.P.App.Wishes.AuditUser(t.Context(), uid, time.Time{}, time.Time{})
	if err != nil || u.Total != v || u.List[0].TableId != id || u.List[0].TableName != "历史测试" {
		t.Fatalf("audit of the user: %v %+v", err, u)
	}
}

func testWishRiskExport(t *testing.T, e *platformtest.Env, safe, stretch []string) {
	w, _ := newWishUser(t, e, 3)
	tb := gdTable(t, w, "风险测试")
	id, v := tb.TableId, tb.Version
	var r wishRes
	for _, k := range []string{stretch[0], safe[0], safe[1]} {
		r = w.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": id, "Version": v, "UnitKey": k})
		v = r.Version
	}
	d := w.detail(t, id, r.Position)
	type outcome struct {
		Filed, Slide, ExpectedPosition, Simulated, Ceiling float64
		Capped                                             bool
	}
	var risk struct {
		Version                 int
		Correlated, Independent outcome
		Units                   []struct {
			Probability             *float64
			Correlated, Independent float64
			Evidence                *struct {
				Years int
				Thin  bool
				Notes []string
			}
		}
		Common float64
		Draws  int
		Method string
		Thin   int
		Flag   string
	}
	w.e.OK(t, "/api/WishTable/Risk", w.tok, map[string]any{"TableId": id}, &risk)
	if risk.Version != v || len(risk.Units) != 3 || risk.Draws != 10000 || !strings.Contains(risk.Method, "copula") {
		t.Fatalf("risk: %+v", risk)
	}
	// The independent estimate is exact: P(k) = p_k ∏(1 − p_j), each unit's share lowered in
	// proportion when the stated figure is bounded or capped.
	none, thin := 1.0, 0
	scale := risk.Independent.Filed / risk.Independent.Simulated
	for i, u := range risk.Units {
		p := *d.Units[i].Probability / 100
		if math.Abs(u.Independent-100*none*p*scale) > 0.06 {
			t.Errorf("unit %d independent %.1f, want %.1f", i+1, u.Independent, 100*none*p*scale)
		}
		if math.Abs(u.Correlated-u.Independent) > 8 {
			t.Errorf("unit %d correlated %.1f far from independent %.1f", i+1, u.Correlated, u.Independent)
		}
		if u.Evidence == nil || u.Evidence.Years < 1 || u.Evidence.Thin != (u.Evidence.Years < 2) {
			t.Errorf("unit %d evidence: %+v", i+1, u.Evidence)
		} else if u.Evidence.Thin {
			thin++
		}
		none *= 1 - p
	}
	for _, o := range []outcome{risk.Correlated, risk.Independent} {
		if math.Abs(o.Filed+o.Slide-100) > 0.11 || o.ExpectedPosition < 1 || o.ExpectedPosition > 3 ||
			o.Filed > 99 || o.Slide < 1 || o.Filed > o.Ceiling || o.Filed > o.Simulated {
			t.Errorf("outcome: %+v", o)
		}
	}
	if math.Abs(100*(1-none)-risk.Independent.Simulated) > 0.11 {
		t.Errorf("independent simulated %.1f, exact %.2f", risk.Independent.Simulated, 100*(1-none))
	}
	// Correlation makes sliding out of the whole list likelier, never less likely.
	if risk.Correlated.Simulated > risk.Independent.Simulated+0.5 {
		t.Errorf("filed: correlated %.1f, independent %.1f", risk.Correlated.Simulated, risk.Independent.Simulated)
	}
	// Thin evidence is counted and said; the cap is said when it bit.
	if risk.Thin != thin || (thin > 0) != strings.HasPrefix(risk.Flag, "依据不足：") ||
		(risk.Correlated.Capped || risk.Independent.Capped) != strings.Contains(risk.Flag, "已封顶") {
		t.Errorf("thin %d of %d, flag %q, outcomes %+v %+v", risk.Thin, thin, risk.Flag, risk.Correlated, risk.Independent)
	}
	t.Logf("risk: %+v", risk)

	for _, c := range []struct{ format, contentType, magic string }{
		{"pdf", "application/pdf", "%PDF"},
		{"xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "PK"},
	} {
		body, _ := json.Marshal(map[string]any{"TableId": id, "Format": c.format})
		req, _ := http.NewRequest(http.MethodPost, e.URL+"/api/WishTable/Export", bytes.NewReader(body))
		req.Header.Set("token", w.tok)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != c.contentType || !bytes.HasPrefix(raw, []byte(c.magic)) ||
			!strings.Contains(resp.Header.Get("Content-Disposition"), "-v4."+c.format) {
			t.Fatalf("export %s: %d %s %q %.40q", c.format, resp.StatusCode, resp.Header.Get("Content-Type"),
				resp.Header.Get("Content-Disposition"), raw)
		}
		if c.format == "xlsx" {
			zr, err := zip.NewReader(bytes.NewReader(raw), int64(len(raw)))
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, f := range zr.File {
				found = found || strings.HasPrefix(f.Name, "xl/worksheets/")
			}
			if !found {
				t.Fatal("the xlsx has no worksheet")
			}
		}
	}
	if rr := w.call(t, "/api/WishTable/Export", map[string]any{"TableId": id, "Format": "doc"}); rr.Code != 400 {
		t.Fatalf("unknown export format: %d", rr.Code)
	}
}
