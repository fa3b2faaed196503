package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

const expertIntro = "从事高中生涯规划教育十二年，带过六届毕业班，熟悉新高考选科与平行志愿的填报规则，帮助家庭读懂位次与招生计划。"

// experts sets up a reviewer and makes listed experts for the booking tests.
type experts struct {
	e        *platformtest.Env
	reviewer string
}

func newExperts(t *testing.T, e *platformtest.Env, phone int) experts {
	tok, id := loginAt(t, e, phone)
	res, err := e.P.Operators.Grant(t.Context(), platform.SystemMeta("test"), id, events.RoleReviewer)
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, res.Position, "content")
	return experts{e: e, reviewer: tok}
}

// loginAt logs in a user from an address of their own (the login limits count per address).
func loginAt(t *testing.T, e *platformtest.Env, n int) (string, string) {
	t.Helper()
	e.IP = fmt.Sprintf("10.21.%d.%d", n/200, n%200+1)
	return e.Login(t, platformtest.Phone(n))
}

func expertProfile(name string) map[string]any {
	return map[string]any{"Name": name, "Title": "高中生涯规划教师", "Org": "某市第一中学", "Years": 12, "Intro": expertIntro,
		"Specialties": []string{"志愿填报", "新高考选科"}, "Provinces": []int{44}, "Phone": "13800001111"}
}

type stepResult struct {
	Version  int
	Position int64
}

// listed applies as a new user and approves them: the expert's token and id.
func (x experts) listed(t *testing.T, phone int, name string) (string, string) {
	t.Helper()
	tok, uid := loginAt(t, x.e, phone)
	var r stepResult
	x.e.OK(t, "/api/Expert/Apply", tok, expertProfile(name), &r)
	id := events.ExpertID(uid)
	body := expertProfile(name)
	body["Id"], body["Version"] = id, r.Version
	x.e.OK(t, "/api/Admin/ApproveExpert", x.reviewer, body, &r)
	x.e.WaitProjections(t, r.Position, "experts")
	return tok, id
}

// open publishes slots starting at the given offsets from now; their ids in order.
func (x experts) open(t *testing.T, tok string, offsets ...time.Duration) []string {
	t.Helper()
	var slots []map[string]any
	for _, d := range offsets {
		slots = append(slots, map[string]any{"Start": time.Now().Add(d).Format(time.RFC3339), "Minutes": 30, "Mode": "video"})
	}
	var out struct {
		SlotIds  []string
		Position int64
	}
	x.e.OK(t, "/api/Expert/OpenSlots", tok, map[string]any{"Slots": slots}, &out)
	x.e.WaitProjections(t, out.Position, "experts")
	return out.SlotIds
}

func reserve(expertID, slotID string) map[string]any {
	return map[string]any{"TeacherId": expertID, "SlotId": slotID, "Name": "王家长", "Phone": "13912345678", "Question": "物化生能报哪些专业？"}
}

func wantCode(t *testing.T, r platformtest.Reply, code int, msg string) {
	t.Helper()
	if r.Code != code || !strings.Contains(r.Message, msg) {
		t.Fatalf("want %d %q, got %d %q", code, msg, r.Code, r.Message)
	}
}

func eventCount(t *testing.T, e *platformtest.Env) int {
	var n int
	if err := e.P.DB.Pool.QueryRow(context.Background(), `SELECT COUNT(*) FROM events`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestExpertApplicationReviewAndBannedClaims(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	x := newExperts(t, e, 2100)
	tok, uid := loginAt(t, e, 2101)
	reader, _ := loginAt(t, e, 2102)
	id := events.ExpertID(uid)

	before := eventCount(t, e)
	for _, claim := range []string{"包录取", "内部数据", "精准 定位", "１００％录取"} {
		bad := expertProfile("李老师")
		bad["Intro"] = expertIntro + "我们有" + claim + "的服务。"
		wantCode(t, e.Call(t, "/api/Expert/Apply", tok, bad), 400, "教育部明令警示")
	}
	bad := expertProfile("李老师")
	bad["Specialties"] = []string{"保送"}
	wantCode(t, e.Call(t, "/api/Expert/Apply", tok, bad), 400, "擅长领域")
	if after := eventCount(t, e); after != before {
		t.Fatalf("refused applications wrote %d events", after-before)
	}

	var r stepResult
	e.OK(t, "/api/Expert/Apply", tok, expertProfile("李老师"), &r)
	e.WaitProjections(t, r.Position, "experts")
	var list struct{ Total int }
	e.OK(t, "/api/Web/GetTeacherList", "", map[string]any{}, &list)
	if list.Total != 0 {
		t.Fatalf("a pending application is listed: %d", list.Total)
	}
	wantCode(t, e.Call(t, "/api/Web/GetTeacherDetail", reader, map[string]any{"Id": id}), 404, "专家不存在")
	var wb struct {
		Applied bool
		Record  struct{ State, Phone string }
	}
	e.OK(t, "/api/Expert/Workbench", tok, nil, &wb)
	if !wb.Applied || wb.Record.State != "pending" || wb.Record.Phone != "13800001111" {
		t.Fatalf("applicant's workbench: %+v", wb)
	}

	// Only a reviewer approves, and the console refuses a claim the reviewer types in.
	approve := expertProfile("李老师")
	approve["Id"], approve["Version"] = id, r.Version
	wantCode(t, e.Call(t, "/api/Admin/ApproveExpert", tok, approve), 403, "")
	approve["Title"] = "志愿规划师（精准定位）"
	wantCode(t, e.Call(t, "/api/Admin/ApproveExpert", x.reviewer, approve), 400, "精准定位")
	approve["Title"] = "志愿规划师"
	e.OK(t, "/api/Admin/ApproveExpert", x.reviewer, approve, &r)
	e.WaitProjections(t, r.Position, "experts")
	var page struct {
		Total int
		List  []struct{ Id, Name, Title string }
	}
	e.OK(t, "/api/Web/GetTeacherList", "", map[string]any{"Specialty": "志愿填报"}, &page)
	if page.Total != 1 || page.List[0].Id != id || page.List[0].Title != "志愿规划师" {
		t.Fatalf("approved expert as listed: %+v", page)
	}
	wantCode(t, e.Call(t, "/api/Expert/Apply", tok, expertProfile("李老师")), 409, "已入驻")
	wantCode(t, e.Call(t, "/api/Admin/RejectExpert", x.reviewer, map[string]any{"Id": id, "Reason": "资料不全"}), 409, "待审核")

	// Suspended: off the list and its page, and the console says why.
	wantCode(t, e.Call(t, "/api/Admin/SuspendExpert", x.reviewer, map[string]any{"Id": id}), 400, "暂停原因")
	e.OK(t, "/api/Admin/SuspendExpert", x.reviewer, map[string]any{"Id": id, "Reason": "收到家长投诉，核实中"}, &r)
	e.WaitProjections(t, r.Position, "experts")
	e.OK(t, "/api/Web/GetTeacherList", "", map[string]any{}, &page)
	if page.Total != 0 {
		t.Fatalf("a suspended expert is listed")
	}
	wantCode(t, e.Call(t, "/api/Web/GetTeacherDetail", "", map[string]any{"Id": id}), 404, "")
	var console struct {
		List []struct{ Id, State, Reason, Phone string }
	}
	e.OK(t, "/api/Admin/ExpertList", x.reviewer, map[string]any{"State": "suspended"}, &console)
	if len(console.List) != 1 || console.List[0].Reason != "收到家长投诉，核实中" || console.List[0].Phone != "13800001111" {
		t.Fatalf("console list: %+v", console)
	}
	wantCode(t, e.Call(t, "/api/Admin/ExpertList", reader, nil), 403, "")
	e.OK(t, "/api/Admin/RestoreExpert", x.reviewer, map[string]any{"Id": id}, &r)

	// A rejected applicant may apply again.
	tok2, uid2 := loginAt(t, e, 2103)
	e.OK(t, "/api/Expert/Apply", tok2, expertProfile("赵老师"), &r)
	e.OK(t, "/api/Admin/RejectExpert", x.reviewer, map[string]any{"Id": events.ExpertID(uid2), "Reason": "请补充所在单位的证明"}, &r)
	e.WaitProjections(t, r.Position, "experts")
	e.OK(t, "/api/Expert/Workbench", tok2, nil, &wb)
	if wb.Record.State != "rejected" {
		t.Fatalf("rejected application: %+v", wb)
	}
	e.OK(t, "/api/Expert/Apply", tok2, expertProfile("赵老师"), nil)
}

func TestExpertSlotsRules(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	x := newExperts(t, e, 2110)
	applicant, _ := loginAt(t, e, 2111)
	e.OK(t, "/api/Expert/Apply", applicant, expertProfile("周老师"), nil)
	slot := func(start time.Time, minutes int, mode string) map[string]any {
		return map[string]any{"Slots": []map[string]any{{"Start": start.Format(time.RFC3339), "Minutes": minutes, "Mode": mode}}}
	}
	wantCode(t, e.Call(t, "/api/Expert/OpenSlots", applicant, slot(time.Now().Add(72*time.Hour), 30, "video")), 403, "审核通过后")

	tok, id := x.listed(t, 2112, "孙老师")
	day := time.Now().Add(72 * time.Hour).Truncate(time.Hour)
	for _, c := range []struct {
		body map[string]any
		code int
		msg  string
	}{
		{slot(time.Now().Add(time.Hour), 30, "video"), 400, "两小时以后"},
		{slot(time.Now().Add(61*24*time.Hour), 30, "video"), 400, "60 天"},
		{slot(day, 10, "video"), 400, "分钟"},
		{slot(day, 30, "wechat"), 400, "咨询方式"},
		{map[string]any{"Slots": []map[string]any{}}, 400, "1–20"},
		{map[string]any{"Slots": []map[string]any{{"Start": "明天下午", "Minutes": 30, "Mode": "video"}}}, 400, "时间格式"},
	} {
		wantCode(t, e.Call(t, "/api/Expert/OpenSlots", tok, c.body), c.code, c.msg)
	}
	ids := x.open(t, tok, time.Until(day))
	wantCode(t, e.Call(t, "/api/Expert/OpenSlots", tok, slot(day.Add(15*time.Minute), 30, "phone")), 409, "重叠")
	// Two new slots that overlap each other are refused together.
	both := map[string]any{"Slots": []map[string]any{
		{"Start": day.Add(2 * time.Hour).Format(time.RFC3339), "Minutes": 60, "Mode": "video"},
		{"Start": day.Add(150 * time.Minute).Format(time.RFC3339), "Minutes": 30, "Mode": "video"}}}
	wantCode(t, e.Call(t, "/api/Expert/OpenSlots", tok, both), 409, "重叠")

	var d struct {
		Expert struct{ FreeSlots int }
		Slots  []struct {
			Id       string
			Free     bool
			ModeName string
		}
		Rules []string
	}
	e.OK(t, "/api/Web/GetTeacherDetail", "", map[string]any{"Id": id}, &d)
	if d.Expert.FreeSlots != 1 || len(d.Slots) != 1 || !d.Slots[0].Free || d.Slots[0].ModeName != "视频" || len(d.Rules) < 4 {
		t.Fatalf("expert page: %+v", d)
	}
	var r stepResult
	e.OK(t, "/api/Expert/CloseSlot", tok, map[string]any{"SlotId": ids[0]}, &r)
	e.WaitProjections(t, r.Position, "experts")
	e.OK(t, "/api/Web/GetTeacherDetail", "", map[string]any{"Id": id}, &d)
	if len(d.Slots) != 0 || d.Expert.FreeSlots != 0 {
		t.Fatalf("a closed slot is still offered: %+v", d)
	}
	wantCode(t, e.Call(t, "/api/Expert/CloseSlot", tok, map[string]any{"SlotId": ids[0]}), 404, "")
}
