package httpapi_test

import (
	"slices"
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/platform/platformtest"
)

// revisionView is the part of a record the revision tests read.
type revisionView struct {
	Title, State   string
	Version        int
	RevisionReason string
	Revision       *struct {
		Title, Intro string
		Specialties  []string
		Changed      []string
	}
}

func workbenchRecord(t *testing.T, e *platformtest.Env, tok string) revisionView {
	t.Helper()
	var wb struct{ Record revisionView }
	e.OK(t, "/api/Expert/Workbench", tok, nil, &wb)
	return wb.Record
}

func listedTitle(t *testing.T, e *platformtest.Env, id string) string {
	t.Helper()
	var d struct {
		Expert map[string]any
	}
	e.OK(t, "/api/Web/GetTeacherDetail", "", map[string]any{"Id": id}, &d)
	if _, leaked := d.Expert["Revision"]; leaked {
		t.Fatalf("families read the waiting revision: %+v", d.Expert)
	}
	title, _ := d.Expert["Title"].(string)
	return title
}

func TestExpertProfileRevisionApproved(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	x := newExperts(t, e, 2140)
	tok, id := x.listed(t, 2141, "李老师")
	wb := workbenchRecord(t, e, tok)

	revised := expertProfile("李老师")
	delete(revised, "Phone")
	revised["Title"], revised["Specialties"], revised["Version"] = "省级生涯规划名师", []string{"志愿填报", "生涯规划"}, wb.Version
	var r stepResult
	e.OK(t, "/api/Expert/Revise", tok, revised, &r)
	e.WaitProjections(t, r.Position, "experts")

	// Who submitted it and from where are on the event.
	var actor, terminal, ip string
	if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT meta->>'actor_user_id', meta->>'terminal_type', meta->>'client_ip'
		FROM events WHERE stream_id = $1 AND type = 'expert.revision_submitted'`, events.ExpertStream(id)).Scan(&actor, &terminal, &ip); err != nil {
		t.Fatal(err)
	}
	if actor == "" || terminal == "" || ip == "" {
		t.Fatalf("revision event's metadata: %q %q %q", actor, terminal, ip)
	}

	// The listed profile is unchanged; the expert sees the revision waiting.
	if got := listedTitle(t, e, id); got != "高中生涯规划教师" {
		t.Fatalf("listed before review: %q", got)
	}
	mine := workbenchRecord(t, e, tok)
	if mine.Title != "高中生涯规划教师" || mine.Revision == nil || mine.Revision.Title != "省级生涯规划名师" ||
		!slices.Equal(mine.Revision.Changed, []string{"Title", "Specialties"}) {
		t.Fatalf("workbench with a revision: %+v %+v", mine, mine.Revision)
	}

	// A second revision replaces the first; the stale version of the first is a conflict.
	revised["Title"] = "省级生涯规划名师、高级教师"
	wantCode(t, e.Call(t, "/api/Expert/Revise", tok, revised), 409, "")
	revised["Version"] = mine.Version
	e.OK(t, "/api/Expert/Revise", tok, revised, &r)
	e.WaitProjections(t, r.Position, "experts")

	// The console's list shows the experts with a revision waiting, old and new.
	var console struct {
		Total int
		List  []struct {
			Id, Title string
			Version   int
			Revision  *struct{ Title string }
		}
	}
	e.OK(t, "/api/Admin/ExpertList", x.reviewer, map[string]any{"State": "revision"}, &console)
	if console.Total != 1 || console.List[0].Id != id || console.List[0].Title != "高中生涯规划教师" ||
		console.List[0].Revision == nil || console.List[0].Revision.Title != "省级生涯规划名师、高级教师" {
		t.Fatalf("console's revisions: %+v", console)
	}

	// The expert cannot approve their own revision; the reviewer approves it (as corrected).
	approve := expertProfile("李老师")
	approve["Title"], approve["Specialties"] = "省级生涯规划名师", []string{"志愿填报", "生涯规划"}
	approve["Id"], approve["Version"] = id, console.List[0].Version
	wantCode(t, e.Call(t, "/api/Admin/ApproveExpert", tok, approve), 403, "")
	e.OK(t, "/api/Admin/ApproveExpert", x.reviewer, approve, &r)
	e.WaitProjections(t, r.Position, "experts")
	if got := listedTitle(t, e, id); got != "省级生涯规划名师" {
		t.Fatalf("listed after approval: %q", got)
	}
	if mine = workbenchRecord(t, e, tok); mine.Revision != nil || mine.State != "approved" {
		t.Fatalf("a revision still waits after approval: %+v", mine)
	}
	e.OK(t, "/api/Admin/ExpertList", x.reviewer, map[string]any{"State": "revision"}, &console)
	if console.Total != 0 {
		t.Fatalf("an approved revision still listed: %+v", console)
	}
	// Nothing waits: nothing to return.
	wantCode(t, e.Call(t, "/api/Admin/ReturnExpertRevision", x.reviewer, map[string]any{"Id": id, "Reason": "请补充证明"}), 409, "没有待审核")
}

func TestExpertProfileRevisionReturnedAndRefused(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	x := newExperts(t, e, 2150)
	tok, id := x.listed(t, 2151, "周老师")
	stranger, _ := loginAt(t, e, 2152)
	applicant, _ := loginAt(t, e, 2153)
	e.OK(t, "/api/Expert/Apply", applicant, expertProfile("吴老师"), nil)

	revised := expertProfile("周老师")
	delete(revised, "Phone")
	revised["Org"] = "某市教育科学研究院"

	// Refused, writing nothing: claims, bad fields, no change, a stranger, an applicant, no login.
	before := eventCount(t, e)
	for _, claim := range []string{"包录取", "内部 数据", "１００％录取"} {
		bad := expertProfile("周老师")
		bad["Intro"] = expertIntro + "提供" + claim + "服务。"
		wantCode(t, e.Call(t, "/api/Expert/Revise", tok, bad), 400, "教育部明令警示")
	}
	bad := expertProfile("周老师")
	bad["Specialties"] = []string{"保送"}
	wantCode(t, e.Call(t, "/api/Expert/Revise", tok, bad), 400, "擅长领域")
	wantCode(t, e.Call(t, "/api/Expert/Revise", tok, `{"Name": 5}`), 400, "")
	wantCode(t, e.Call(t, "/api/Expert/Revise", tok, expertProfile("周老师")), 400, "没有需要审核的修改")
	wantCode(t, e.Call(t, "/api/Expert/Revise", stranger, revised), 404, "还没有申请入驻")
	wantCode(t, e.Call(t, "/api/Expert/Revise", applicant, revised), 403, "入驻审核通过后")
	wantCode(t, e.Call(t, "/api/Expert/Revise", "", revised), 112, "")
	wantCode(t, e.Call(t, "/api/Admin/ReturnExpertRevision", stranger, map[string]any{"Id": id, "Reason": "不行"}), 403, "")
	wantCode(t, e.Call(t, "/api/Admin/ReturnExpertRevision", tok, map[string]any{"Id": id, "Reason": "不行"}), 403, "")
	if after := eventCount(t, e); after != before {
		t.Fatalf("refused revisions wrote %d events", after-before)
	}

	var r stepResult
	e.OK(t, "/api/Expert/Revise", tok, revised, &r)
	e.WaitProjections(t, r.Position, "experts")
	var console struct {
		Record struct {
			Version  int
			Revision *struct{ Org string }
		}
	}
	e.OK(t, "/api/Admin/ExpertDetail", x.reviewer, map[string]any{"Id": id}, &console)
	if console.Record.Revision == nil || console.Record.Revision.Org != "某市教育科学研究院" {
		t.Fatalf("console's detail: %+v", console)
	}
	step := map[string]any{"Id": id, "Version": console.Record.Version}
	wantCode(t, e.Call(t, "/api/Admin/ReturnExpertRevision", x.reviewer, step), 400, "退回原因")
	step["Reason"], step["Version"] = "请提供新单位的在职证明", console.Record.Version-1
	wantCode(t, e.Call(t, "/api/Admin/ReturnExpertRevision", x.reviewer, step), 409, "")
	step["Version"] = console.Record.Version
	e.OK(t, "/api/Admin/ReturnExpertRevision", x.reviewer, step, &r)
	e.WaitProjections(t, r.Position, "experts")

	mine := workbenchRecord(t, e, tok)
	if mine.Revision != nil || mine.RevisionReason != "请提供新单位的在职证明" || mine.State != "approved" {
		t.Fatalf("workbench after a return: %+v", mine)
	}
	var d struct{ Expert struct{ Org string } }
	e.OK(t, "/api/Web/GetTeacherDetail", "", map[string]any{"Id": id}, &d)
	if d.Expert.Org != "某市第一中学" {
		t.Fatalf("a returned revision was listed: %+v", d)
	}

	// A suspended expert may revise too; the new submission clears the old reason.
	e.OK(t, "/api/Admin/SuspendExpert", x.reviewer, map[string]any{"Id": id, "Reason": "核实资料中"}, &r)
	e.OK(t, "/api/Expert/Revise", tok, revised, &r)
	e.WaitProjections(t, r.Position, "experts")
	if mine = workbenchRecord(t, e, tok); mine.State != "suspended" || mine.Revision == nil || mine.RevisionReason != "" {
		t.Fatalf("a suspended expert's revision: %+v", mine)
	}
}
