package httpapi_test

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

type wishRes struct {
	Version  int
	Position int64
	TableId  string
}

type wishUnit struct {
	Index                        int
	Key, CollegeName, GroupCode  string
	SchoolCode                   string
	Majors                       []struct{ Code, Name string }
	Adjust, Confirmed, Found     bool
	Special, Note, Label, Reason string
	Probability                  *float64
}

type wishCheck struct {
	Kind, Level, Key, Message string
	Index                     int
}

type wishDetail struct {
	Table struct {
		TableId, Name, Role, Mode, Track string
		Version, UnitCount, MaxUnits     int
		RuleVerified                     bool
	}
	Units     []wishUnit
	Checks    []wishCheck
	Candidate *struct{ Rank int }
	Members   []struct{ UserId, Role string }
	Message   string
}

// wishEnv is one user acting on wish tables.
type wishEnv struct {
	e   *platformtest.Env
	tok string
	ip  string
}

func (w wishEnv) call(t *testing.T, path string, body map[string]any, after ...int64) platformtest.Reply {
	t.Helper()
	w.e.IP = w.ip
	var h []string
	if len(after) > 0 {
		h = []string{"waitPosition", strconv.FormatInt(after[0], 10)}
	}
	return w.e.Call(t, path, w.tok, body, h...)
}

func (w wishEnv) ok(t *testing.T, path string, body map[string]any) wishRes {
	t.Helper()
	r := w.call(t, path, body)
	if r.Code != 0 {
		t.Fatalf("%s %v: Code %d %s", path, body, r.Code, r.Message)
	}
	var res wishRes
	_ = json.Unmarshal(r.Data, &res)
	return res
}

func (w wishEnv) detail(t *testing.T, id string, after int64) wishDetail {
	t.Helper()
	w.e.WaitProjections(t, after, "wishtables", "audit")
	r := w.call(t, "/api/WishTable/Detail", map[string]any{"TableId": id})
	if r.Code != 0 {
		t.Fatalf("detail: Code %d %s", r.Code, r.Message)
	}
	var d wishDetail
	if err := json.Unmarshal(r.Data, &d); err != nil {
		t.Fatal(err)
	}
	return d
}

func newWishUser(t *testing.T, e *platformtest.Env, n int) (wishEnv, string) {
	ip := "10.170.0." + strconv.Itoa(n)
	e.IP = ip
	tok, uid := e.Login(t, platformtest.Phone(1700+n))
	// The wish table tests use the members' features (more tables, sharing, the simulation,
	// exports): each user holds them by an operator's grant. membership_test.go gates them.
	given, err := e.P.Membership.Give(context.Background(), platform.SystemMeta("test"), uid, "VIP_YEAR", "测试")
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, given.Position, "membership")
	return wishEnv{e: e, tok: tok, ip: ip}, uid
}

// gdKeys answers 广东 2025 物理类 group keys of a label for a candidate at 600.
func gdKeys(t *testing.T, e *platformtest.Env, label string, n int) []string {
	var l recList
	e.OK(t, "/api/Recommend/GetRecommendCollegeList", "", recBody(44, 2025, "物理", map[string]any{"Score": 600,
		"SelectSubjects": []string{"物理", "化学", "生物"}, "Label": label, "PageSize": 20}), &l)
	var out []string
	for _, it := range l.List {
		// a unit with a national 院校代码: the college-page step adds units by that code, which a
		// school matched only by its province code (p:91012:陆军军医大学) has not
		if len(out) < n && strings.Contains(it.UnitKey, "|c:") {
			out = append(out, it.UnitKey)
		}
	}
	if len(out) < n {
		t.Fatalf("广东 2025 has %d %s groups with a college code for 600, want %d", len(out), label, n)
	}
	return out
}

func gdTable(t *testing.T, w wishEnv, name string) wishRes {
	return w.ok(t, "/api/WishTable/Create", map[string]any{"Name": name, "ProvinceId": 44, "Year": 2025,
		"SelectSubject": "物理", "SelectSubjects": []string{"物理", "化学", "生物"}, "Score": 600})
}

func testWishTables(t *testing.T, e *platformtest.Env) {
	safe, stretch := gdKeys(t, e, "保", 3), gdKeys(t, e, "冲", 2)
	t.Run("editing, conflicts and checks", func(t *testing.T) { testWishEditing(t, e, safe, stretch) })
	t.Run("history, diff and restore", func(t *testing.T) { testWishHistory(t, e, safe, stretch) })
	t.Run("risk and export", func(t *testing.T) { testWishRiskExport(t, e, safe, stretch) })
	t.Run("risk on thin evidence", func(t *testing.T) { testWishThinRisk(t, e) })
	t.Run("sharing and revoking", func(t *testing.T) { testWishSharing(t, e, safe) })
	t.Run("strangers reach nothing", func(t *testing.T) { testWishIsolation(t, e, safe) })
	t.Run("limits under parallel requests", func(t *testing.T) { testWishParallel(t, e, safe) })
	t.Run("phone lookups are limited per day", func(t *testing.T) { testWishPhoneLookups(t, e) })
	t.Run("a college filing as two schools", func(t *testing.T) { testWishSplitCollege(t, e) })
	t.Run("majors a group offers", func(t *testing.T) { testWishMajorsOffered(t, e) })
}

// 广东 prints 北京大学 (10001) and 北京大学医学部 (19001) under the national code 10001, and in 2025
// both filed a 物理类 group 206: two units, each added from its own line by the college page's parts.
func testWishSplitCollege(t *testing.T, e *platformtest.Env) {
	w, _ := newWishUser(t, e, 14)
	tb := w.ok(t, "/api/WishTable/Create", map[string]any{"ProvinceId": 44, "Year": 2026, "SelectSubject": "物理",
		"SelectSubjects": []string{"物理", "化学", "生物"}, "Score": 680})
	v := tb.Version
	var r wishRes
	for _, school := range [][2]string{{"10001", "北京大学"}, {"19001", "北京大学医学部"}} {
		r = w.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": tb.TableId, "Version": v, "Source": "college",
			"CollegeCode": "10001", "SchoolCode": school[0], "SchoolName": school[1], "GroupCode": "206"})
		v = r.Version
	}
	d := w.detail(t, tb.TableId, r.Position)
	if len(d.Units) != 2 || d.Units[0].SchoolCode != "10001" || d.Units[1].SchoolCode != "19001" || d.Units[0].Key == d.Units[1].Key ||
		d.Units[0].GroupCode != "206" || d.Units[1].GroupCode != "206" {
		t.Fatalf("two schools' groups 206: %+v", d.Units)
	}
	// A page that names no school means the college's first school, already in the table.
	if rr := w.call(t, "/api/WishTable/AddUnit", map[string]any{"TableId": tb.TableId, "Version": v, "CollegeCode": "10001",
		"GroupCode": "206"}); rr.Code != 409 || !strings.Contains(rr.Message, "第1位") {
		t.Fatalf("the plain parts: %d %s", rr.Code, rr.Message)
	}
}

func testWishEditing(t *testing.T, e *platformtest.Env, safe, stretch []string) {
	w, _ := newWishUser(t, e, 1)
	tb := gdTable(t, w, "")
	id, v := tb.TableId, tb.Version
	if v != 1 || id == "" {
		t.Fatalf("create: %+v", tb)
	}
	add := func(key string, extra map[string]any) wishRes {
		body := map[string]any{"TableId": id, "Version": v, "UnitKey": key, "Source": "recommend"}
		for k, x := range extra {
			body[k] = x
		}
		r := w.ok(t, "/api/WishTable/AddUnit", body)
		v = r.Version
		return r
	}
	// Safe units first, then the stretch ones: the order check must flag the stretch ones.
	add(safe[0], nil)
	add(safe[1], map[string]any{"Adjust": false})
	add(stretch[0], nil)
	r := add(stretch[1], map[string]any{"Index": 1})
	d := w.detail(t, id, r.Position)
	if d.Table.Name != "广东2025志愿表" || d.Table.Mode != "group" || d.Table.Track != "物理类" || !d.Table.RuleVerified || d.Table.MaxUnits != 45 {
		t.Fatalf("header: %+v", d.Table)
	}
	if len(d.Units) != 4 || d.Units[0].Key != stretch[1] || d.Units[1].Key != safe[0] || d.Units[3].Key != stretch[0] {
		t.Fatalf("order after adds: %+v", d.Units)
	}
	for _, u := range d.Units {
		if u.Probability == nil || !u.Found || u.CollegeName == "" || u.GroupCode == "" {
			t.Fatalf("unit without its description or probability: %+v", u)
		}
	}
	kinds := map[string]wishCheck{}
	for _, c := range d.Checks {
		kinds[c.Kind+"|"+c.Key] = c
	}
	if c, ok := kinds["不服从调剂|"+safe[1]]; !ok || !strings.Contains(c.Message, "退档") {
		t.Errorf("no 不服从调剂 check with the 退档 risk: %+v", d.Checks)
	}
	if _, ok := kinds["顺序|"+stretch[0]]; !ok {
		t.Errorf("a stretch unit below two safe ones is not flagged: %+v", d.Checks)
	}
	if _, ok := kinds["缺少保底|"]; ok {
		t.Errorf("a 保 unit in the last third, yet 缺少保底: %+v", d.Checks)
	}
	testWishSubjects(t, w)
	bold := gdTable(t, w, "只冲不保")
	r = w.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": bold.TableId, "Version": 1, "UnitKey": stretch[0]})
	if bd := w.detail(t, bold.TableId, r.Position); !hasCheck(bd.Checks, "缺少保底") {
		t.Errorf("a list of one stretch unit has no 缺少保底 check: %+v", bd.Checks)
	}
	if _, ok := kinds["未选专业|"+safe[0]]; !ok {
		t.Errorf("no 未选专业 check: %+v", d.Checks)
	}

	// Move (drag) the last unit to the top; the stale version then changes nothing.
	before := v
	r = w.ok(t, "/api/WishTable/MoveUnit", map[string]any{"TableId": id, "Version": v, "UnitKey": stretch[0], "To": 1})
	v = r.Version
	stale := w.call(t, "/api/WishTable/RemoveUnit", map[string]any{"TableId": id, "Version": before, "UnitKey": safe[0]})
	var conflict struct{ Yours, Current int }
	_ = json.Unmarshal(stale.Data, &conflict)
	if stale.Code != 409 || conflict.Yours != before || conflict.Current != v || !strings.Contains(stale.Message, "已被他人修改") {
		t.Fatalf("stale remove: %d %s %s", stale.Code, stale.Message, stale.Data)
	}
	d = w.detail(t, id, r.Position)
	if len(d.Units) != 4 || d.Units[0].Key != stretch[0] || d.Table.Version != v {
		t.Fatalf("after move and a stale remove: %+v", d.Units)
	}

	// Majors, 调剂, notes; bad input answers clearly and changes nothing.
	r = w.ok(t, "/api/WishTable/SetMajors", map[string]any{"TableId": id, "Version": v, "UnitKey": safe[0],
		"Majors": []map[string]string{{"Name": "计算机类"}, {"Code": "080901", "Name": "软件工程"}}})
	v = r.Version
	for _, bad := range []map[string]any{
		{"Majors": []map[string]string{{"Name": "甲"}, {"Name": "甲"}}},
		{"Majors": []map[string]string{{"Name": "1"}, {"Name": "2"}, {"Name": "3"}, {"Name": "4"}, {"Name": "5"}, {"Name": "6"}, {"Name": "7"}}},
		{"Majors": []map[string]string{{"Name": ""}}},
	} {
		bad["TableId"], bad["Version"], bad["UnitKey"] = id, v, safe[0]
		if rr := w.call(t, "/api/WishTable/SetMajors", bad); rr.Code != 400 {
			t.Errorf("bad majors %v: Code %d %s", bad["Majors"], rr.Code, rr.Message)
		}
	}
	r = w.ok(t, "/api/WishTable/SetAdjust", map[string]any{"TableId": id, "Version": v, "UnitKey": safe[1], "Adjust": true})
	v = r.Version
	r = w.ok(t, "/api/WishTable/SetUnitNote", map[string]any{"TableId": id, "Version": v, "UnitKey": safe[1], "Note": "离家近"})
	v = r.Version
	for path, body := range map[string]map[string]any{
		"/api/WishTable/AddUnit":     {"UnitKey": safe[0]},                 // already in the table
		"/api/WishTable/MoveUnit":    {"UnitKey": safe[0], "To": 9},        // past the end
		"/api/WishTable/RemoveUnit":  {"UnitKey": "group|物理类|c:99999|999"}, // not in the table
		"/api/WishTable/SetUnitNote": {"UnitKey": safe[0], "Note": strings.Repeat("长", 201)},
		"/api/WishTable/Rename":      {"Name": strings.Repeat("名", 31)},
		"/api/WishTable/SetScore":    {"Score": 751},
		"/api/WishTable/Restore":     {"ToVersion": 999},
	} {
		body["TableId"], body["Version"] = id, v
		if rr := w.call(t, path, body); rr.Code == 0 || rr.Status >= 500 || rr.Message == "" {
			t.Errorf("%s %v: Code %d %q", path, body, rr.Code, rr.Message)
		}
	}
	if rr := w.call(t, "/api/WishTable/AddUnit", map[string]any{"TableId": id, "Version": v, "UnitKey": "group|物理类|c:99999|999"}); rr.Code != 404 {
		t.Errorf("unknown unit key: Code %d %s", rr.Code, rr.Message)
	}
	// The college page adds by the college's national code and the group code.
	parts := strings.Split(safe[2], "|")
	if rr := w.call(t, "/api/WishTable/AddUnit", map[string]any{"TableId": id, "Version": v, "CollegeCode": strings.TrimPrefix(parts[2], "c:")}); rr.Code != 400 {
		t.Errorf("a group table without the group code: %d %s", rr.Code, rr.Message)
	}
	r = w.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": id, "Version": v, "Source": "college",
		"CollegeCode": strings.TrimPrefix(parts[2], "c:"), "GroupCode": parts[3]})
	v = r.Version
	r = w.ok(t, "/api/WishTable/RemoveUnit", map[string]any{"TableId": id, "Version": v, "UnitKey": safe[2]})
	v = r.Version
	d = w.detail(t, id, r.Position)
	if d.Table.Version != v || len(d.Units) != 4 {
		t.Fatalf("refused commands changed the table: v%d (want %d), %d units", d.Table.Version, v, len(d.Units))
	}
	for _, u := range d.Units {
		switch u.Key {
		case safe[0]:
			if len(u.Majors) != 2 || u.Majors[0].Name != "计算机类" || u.Majors[1].Code != "080901" {
				t.Errorf("majors: %+v", u.Majors)
			}
		case safe[1]:
			if !u.Adjust || u.Note != "离家近" {
				t.Errorf("adjust and note: %+v", u)
			}
		}
	}
}

func hasCheck(cs []wishCheck, kind string) bool {
	for _, c := range cs {
		if c.Kind == kind {
			return true
		}
	}
	return false
}

// testWishSubjects: a 2026 unit that requires 化学 in a table of a student without it is
// refused by a blocking check and gets no probability.
func testWishSubjects(t *testing.T, w wishEnv) {
	var l recList
	w.e.OK(t, "/api/Recommend/GetRecommendCollegeList", "", recBody(44, 2026, "物理", map[string]any{"Score": 600,
		"SelectSubjects": []string{"物理", "化学", "生物"}, "PageSize": 100}), &l)
	key := ""
	for _, it := range l.List {
		if key == "" && strings.Contains(it.SubjectRule, "化学") {
			key = it.UnitKey
		}
	}
	if key == "" {
		t.Fatal("no 广东 2026 group on the first page requires 化学: nothing to check")
	}
	tb := w.ok(t, "/api/WishTable/Create", map[string]any{"ProvinceId": 44, "Year": 2026, "SelectSubject": "物理",
		"SelectSubjects": []string{"物理", "生物", "地理"}, "Score": 600, "Name": "没选化学"})
	r := w.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": tb.TableId, "Version": 1, "UnitKey": key})
	d := w.detail(t, tb.TableId, r.Position)
	if len(d.Units) != 1 || d.Units[0].Probability != nil || !strings.Contains(d.Units[0].Reason, "选科") {
		t.Fatalf("a unit whose requirement is not met: %+v", d.Units)
	}
	found := false
	for _, c := range d.Checks {
		found = found || c.Kind == "选科不符" && c.Level == "error" && c.Key == key && strings.Contains(c.Message, "化学")
	}
	if !found {
		t.Fatalf("no blocking 选科不符 check: %+v", d.Checks)
	}
	if rr := w.call(t, "/api/WishTable/Create", map[string]any{"ProvinceId": 44, "Year": 2026, "SelectSubject": "物理",
		"Batch": "提前批X"}); rr.Code != 400 || !strings.Contains(rr.Message, "批次") {
		t.Fatalf("an unknown batch: %d %s", rr.Code, rr.Message)
	}
}

// testWishMajorsOffered: a 2026 广东 group holds only majors of its 2026 plan (what the majors
// dialog lists from Recommend/GetRecommendMajorList); 火星殖民学 is refused and changes nothing.
func testWishMajorsOffered(t *testing.T, e *platformtest.Env) {
	w, _ := newWishUser(t, e, 15)
	var l recList
	e.OK(t, "/api/Recommend/GetRecommendCollegeList", "", recBody(44, 2026, "物理", map[string]any{"Score": 600,
		"SelectSubjects": []string{"物理", "化学", "生物"}, "PageSize": 20}), &l)
	key := ""
	for _, it := range l.List {
		if key == "" && it.PlanYear == 2026 {
			key = it.UnitKey
		}
	}
	if key == "" {
		t.Fatal("no 广东 2026 group on the first page has a 2026 plan")
	}
	var gm struct{ Majors []struct{ MajorName string } }
	e.OK(t, "/api/Recommend/GetRecommendMajorList", "", recBody(44, 2026, "物理", map[string]any{"Score": 600,
		"SelectSubjects": []string{"物理", "化学", "生物"}, "UnitKey": key}), &gm)
	if len(gm.Majors) == 0 {
		t.Fatalf("the group %s lists no majors", key)
	}
	tb := w.ok(t, "/api/WishTable/Create", map[string]any{"ProvinceId": 44, "Year": 2026, "SelectSubject": "物理",
		"SelectSubjects": []string{"物理", "化学", "生物"}, "Score": 600, "Name": "专业须在计划中"})
	r := w.ok(t, "/api/WishTable/AddUnit", map[string]any{"TableId": tb.TableId, "Version": tb.Version, "UnitKey": key})
	for _, bad := range [][]map[string]string{
		{{"Code": "999999", "Name": "火星殖民学"}},
		{{"Name": gm.Majors[0].MajorName}, {"Name": "火星殖民学"}},
	} {
		rr := w.call(t, "/api/WishTable/SetMajors", map[string]any{"TableId": tb.TableId, "Version": r.Version, "UnitKey": key, "Majors": bad})
		if rr.Code != 400 || !strings.Contains(rr.Message, "「火星殖民学」不在") || !strings.Contains(rr.Message, "2026年的招生计划中") {
			t.Errorf("majors %v: Code %d %s, want 400 naming the plan", bad, rr.Code, rr.Message)
		}
	}
	if rr := w.call(t, "/api/WishTable/AddUnit", map[string]any{"TableId": tb.TableId, "Version": r.Version, "UnitKey": l.List[len(l.List)-1].UnitKey,
		"Majors": []map[string]string{{"Name": "火星殖民学"}}}); rr.Code != 400 {
		t.Errorf("adding a unit with 火星殖民学: Code %d %s", rr.Code, rr.Message)
	}
	d := w.detail(t, tb.TableId, r.Position)
	if d.Table.Version != r.Version || len(d.Units) != 1 || len(d.Units[0].Majors) != 0 {
		t.Fatalf("refused majors changed the table: v%d (want %d) %+v", d.Table.Version, r.Version, d.Units)
	}
	ok := w.ok(t, "/api/WishTable/SetMajors", map[string]any{"TableId": tb.TableId, "Version": r.Version, "UnitKey": key,
		"Majors": []map[string]string{{"Name": gm.Majors[0].MajorName}}})
	if d := w.detail(t, tb.TableId, ok.Position); len(d.Units[0].Majors) != 1 || d.Units[0].Majors[0].Name != gm.Majors[0].MajorName {
		t.Errorf("a planned major: %+v", d.Units[0].Majors)
	}
}
