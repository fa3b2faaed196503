package experts_test

import (
	"reflect"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/experts"
)

// Two experts (u-a's id sorts after u-b's; rows are ordered by user) and a reviewer.
var (
	idA     = events.ExpertID("u-a")
	idB     = events.ExpertID("u-b")
	streamA = events.ExpertStream(idA)
	streamB = events.ExpertStream(idB)
	byA     = events.Metadata{ActorUserID: "u-a", ClientIP: "10.0.0.1"}
	byB     = events.Metadata{ActorUserID: "u-b", ClientIP: "10.0.0.2"}
	byRev   = events.Metadata{ActorUserID: "u-reviewer", ClientIP: "10.0.0.9"}
)

const expertRows = `SELECT user_id, id, state, phone, name, title, org, years, intro, specialties, provinces, photo, reason,
	reviewed_by, version, (applied_at IS NOT NULL)::text, (reviewed_at IS NOT NULL)::text, coalesce(revision->>'title', 'NULL'),
	(revised_at IS NOT NULL)::text, revision_reason FROM experts ORDER BY user_id`

func profile(title string) events.ExpertProfile {
	return events.ExpertProfile{Name: "王老师", Title: title, Org: "广州市第六中学", Years: 12, Intro: "十二年志愿填报指导",
		Specialties: []string{"志愿填报", "生涯规划"}, Provinces: []int{11, 44}}
}

func applied(user, phone string) events.ExpertApplied {
	return events.ExpertApplied{ID: events.ExpertID(user), UserID: user, Phone: phone, Profile: profile("生涯规划教师")}
}

// row is an expert's row: who, state, phone, title, reason, reviewer, version and the revision's columns.
func row(user, state, phone, title, reason, reviewedBy, version, reviewed, revision, revised, revisionReason string) []string {
	return []string{user, events.ExpertID(user), state, phone, "王老师", title, "广州市第六中学", "12", "十二年志愿填报指导",
		"{志愿填报,生涯规划}", "{11,44}", "", reason, reviewedBy, version, "true", reviewed, revision, revised, revisionReason}
}

// Given an expert's stream, then this row: the state, the listed profile, who reviewed it, the
// waiting revision and the stream's version.
func TestExpertRows(t *testing.T) {
	t.Parallel()
	approved := events.ExpertApproved{ID: idA, Profile: profile("生涯规划教师")}
	revision := events.ExpertRevisionSubmitted{ID: idA, Profile: profile("高级生涯规划师")}
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  [][]string
	}{
		{name: "an application waits", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
		}, want: [][]string{row("u-a", "pending", "13800000001", "生涯规划教师", "", "", "1", "false", "NULL", "false", "")}},
		{name: "approved as the reviewer corrected it", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
			e.Given(t, byRev, streamA, events.ExpertApproved{ID: idA, Profile: profile("生涯规划教师（一级）")})
		}, want: [][]string{row("u-a", "approved", "13800000001", "生涯规划教师（一级）", "", "u-reviewer", "2", "true", "NULL", "false", "")}},
		{name: "rejected with the reason", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
			e.Given(t, byRev, streamA, events.ExpertRejected{ID: idA, Reason: "资料不实"})
		}, want: [][]string{row("u-a", "rejected", "13800000001", "生涯规划教师", "资料不实", "u-reviewer", "2", "true", "NULL", "false", "")}},
		{name: "an application filed again waits, the reason cleared", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
			e.Given(t, byRev, streamA, events.ExpertRejected{ID: idA, Reason: "资料不实"})
			e.Given(t, byA, streamA, applied("u-a", "13800000002"))
		}, want: [][]string{row("u-a", "pending", "13800000002", "生涯规划教师", "", "u-reviewer", "3", "true", "NULL", "false", "")}},
		{name: "suspended", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
			e.Given(t, byRev, streamA, approved, events.ExpertSuspended{ID: idA, Reason: "投诉核查"})
		}, want: [][]string{row("u-a", "suspended", "13800000001", "生涯规划教师", "投诉核查", "u-reviewer", "3", "true", "NULL", "false", "")}},
		{name: "restored", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
			e.Given(t, byRev, streamA, approved, events.ExpertSuspended{ID: idA, Reason: "投诉核查"}, events.ExpertRestored{ID: idA})
		}, want: [][]string{row("u-a", "approved", "13800000001", "生涯规划教师", "", "u-reviewer", "4", "true", "NULL", "false", "")}},
		{name: "a revision waits; families still read the listed profile", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
			e.Given(t, byRev, streamA, approved)
			e.Given(t, byA, streamA, revision)
		}, want: [][]string{row("u-a", "approved", "13800000001", "生涯规划教师", "", "u-reviewer", "3", "true", "高级生涯规划师", "true", "")}},
		{name: "a revision returned", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
			e.Given(t, byRev, streamA, approved)
			e.Given(t, byA, streamA, revision)
			e.Given(t, byRev, streamA, events.ExpertRevisionReturned{ID: idA, Reason: "职称需附证明"})
		}, want: [][]string{row("u-a", "approved", "13800000001", "生涯规划教师", "", "u-reviewer", "4", "true", "NULL", "false", "职称需附证明")}},
		{name: "a new revision clears the returned one's reason", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
			e.Given(t, byRev, streamA, approved)
			e.Given(t, byA, streamA, revision)
			e.Given(t, byRev, streamA, events.ExpertRevisionReturned{ID: idA, Reason: "职称需附证明"})
			e.Given(t, byA, streamA, revision)
		}, want: [][]string{row("u-a", "approved", "13800000001", "生涯规划教师", "", "u-reviewer", "5", "true", "高级生涯规划师", "true", "")}},
		{name: "a revision approved is listed and no longer waits", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
			e.Given(t, byRev, streamA, approved)
			e.Given(t, byA, streamA, revision)
			e.Given(t, byRev, streamA, events.ExpertApproved{ID: idA, Profile: profile("高级生涯规划师")})
		}, want: [][]string{row("u-a", "approved", "13800000001", "高级生涯规划师", "", "u-reviewer", "4", "true", "NULL", "false", "")}},
		{name: "slots and bookings move the version the console acts at", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byA, streamA, applied("u-a", "13800000001"))
			e.Given(t, byRev, streamA, approved)
			e.Given(t, byA, streamA, events.ExpertSlotsOpened{ID: idA, Slots: []events.ExpertSlot{slot("s1", 20)}},
				events.ExpertSlotClosed{ID: idA, SlotID: "s1"})
		}, want: [][]string{row("u-a", "approved", "13800000001", "生涯规划教师", "", "u-reviewer", "4", "true", "NULL", "false", "")}},
		{name: "two experts in one batch", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, byA, streamA, applied("u-a", "13800000001"))...)
			batch = append(batch, e.Append(t, byB, streamB, applied("u-b", "13800000002"))...)
			batch = append(batch, e.Append(t, byRev, streamA, approved)...)
			batch = append(batch, e.Append(t, byRev, streamB, events.ExpertRejected{ID: idB, Reason: "资料不实"})...)
			e.Batch(t, batch)
		}, want: [][]string{
			row("u-a", "approved", "13800000001", "生涯规划教师", "", "u-reviewer", "2", "true", "NULL", "false", ""),
			row("u-b", "rejected", "13800000002", "生涯规划教师", "资料不实", "u-reviewer", "2", "true", "NULL", "false", "")}},
		{name: "an application delivered again does not undo the approval", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, byA, streamA, applied("u-a", "13800000001"))
			e.Batch(t, envs)
			e.Given(t, byRev, streamA, approved)
			e.Batch(t, envs)
		}, want: [][]string{row("u-a", "approved", "13800000001", "生涯规划教师", "", "u-reviewer", "2", "true", "NULL", "false", "")}},
		{name: "reviews of an expert who never applied change nothing", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byRev, streamB, events.ExpertApproved{ID: idB, Profile: profile("生涯规划教师")},
				events.ExpertSuspended{ID: idB, Reason: "投诉核查"}, events.ExpertRevisionReturned{ID: idB, Reason: "补充证明"})
			e.Given(t, byB, streamB, events.ExpertRevisionSubmitted{ID: idB, Profile: profile("高级生涯规划师")},
				events.ExpertSlotsOpened{ID: idB, Slots: []events.ExpertSlot{slot("s1", 20)}})
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, experts.Projection{})
			c.given(t, e)
			if got := e.Rows(t, expertRows); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("rows\n%v\nwant\n%v", got, c.want)
			}
		})
	}
}

// applied_at is the application's time (refiled: the new one); reviewed_at the review's.
func TestExpertTimes(t *testing.T) {
	t.Parallel()
	e := projectortest.New(t, experts.Projection{})
	e.Given(t, byA, streamA, applied("u-a", "13800000001"))
	time.Sleep(20 * time.Millisecond)
	e.Given(t, byRev, streamA, events.ExpertRejected{ID: idA, Reason: "资料不实"})
	time.Sleep(20 * time.Millisecond)
	e.Given(t, byA, streamA, applied("u-a", "13800000001"))
	got := e.Rows(t, `SELECT (applied_at > reviewed_at)::text FROM experts`)
	if len(got) != 1 || got[0][0] != "true" {
		t.Fatalf("refiled after the rejection: %v", got)
	}
}
