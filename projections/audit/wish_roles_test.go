package audit_test

import (
	"reflect"
	"strings"
	"testing"

	"zhiyuan/events"
)

const wishRow = `SELECT table_id, version, owner_id, actor_user_id, actor_role, subject_user, summary FROM wish_changes ORDER BY position`

// Each change records the table's owner and the actor's role at that moment: a joiner has no
// role yet when joining, a member who leaves is recorded with the role they left.
func TestWishActorRoles(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	s := events.WishTableStream("t-1")
	e.Given(t, as("u-1"), s, table("t-1"), events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "editor", Via: "phone"})
	e.Given(t, as("u-2"), s, events.WishUnitAdded{TableID: "t-1", Unit: group})
	e.Given(t, as("u-1"), s, events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "viewer", Via: "role"},
		events.WishLinkCreated{TableID: "t-1", LinkID: "l-1", CodeHash: "h", Role: "commenter", ExpiresAt: linkExpiry})
	e.Given(t, as("u-2"), s, events.WishMemberRemoved{TableID: "t-1", UserID: "u-2"})
	e.Given(t, as("u-3"), s, events.WishMemberSet{TableID: "t-1", UserID: "u-3", Role: "commenter", Via: "link", LinkID: "l-1"},
		events.WishUnitNoteSet{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003", Note: "看看"})
	e.Given(t, as("u-1"), s, events.WishMemberRemoved{TableID: "t-1", UserID: "u-3"})
	e.Given(t, as("u-3"), s, events.WishUnitConfirmed{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003"})
	want := [][]string{
		{"t-1", "1", "u-1", "u-1", "owner", "", "创建志愿表「冲刺表」（广东 2027 物理类 600分）"},
		{"t-1", "2", "u-1", "u-1", "owner", "u-2", "按手机号共享：可编辑"},
		{"t-1", "3", "u-1", "u-2", "editor", "", "加入 浙江大学 专业组003（第1位）"},
		{"t-1", "4", "u-1", "u-1", "owner", "u-2", "修改权限：仅查看"},
		{"t-1", "5", "u-1", "u-1", "owner", "", "创建邀请链接（可备注，2027-06-01 00:00前有效，仅可使用一次）"},
		{"t-1", "6", "u-1", "u-2", "viewer", "u-2", "退出共享"},
		{"t-1", "7", "u-1", "u-3", "", "u-3", "通过邀请链接加入：可备注"},
		{"t-1", "8", "u-1", "u-3", "commenter", "", "修改 浙江大学 专业组003 的备注：「看看」"},
		{"t-1", "9", "u-1", "u-1", "owner", "u-3", "取消共享"},
		{"t-1", "10", "u-1", "u-3", "", "", "确认已了解 浙江大学 专业组003 的特殊要求"},
	}
	if got := e.Rows(t, wishRow); !reflect.DeepEqual(got, want) {
		t.Fatalf("changes\n%v\nwant\n%v", fmtRows(got), fmtRows(want))
	}
	if got := e.Rows(t, `SELECT table_id, user_id, role FROM wish_roles ORDER BY user_id`); !reflect.DeepEqual(got, [][]string{{"t-1", "u-1", "owner"}}) {
		t.Fatalf("roles %v", got)
	}
}

// The same story in one batch gives the same rows: roles fold in memory through the batch.
func TestWishActorRolesInOneBatch(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	s := events.WishTableStream("t-1")
	var batch []events.Envelope
	batch = append(batch, e.Append(t, as("u-1"), s, table("t-1"), events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "editor", Via: "phone"})...)
	batch = append(batch, e.Append(t, as("u-2"), s, events.WishUnitAdded{TableID: "t-1", Unit: group})...)
	batch = append(batch, e.Append(t, as("u-1"), s, events.WishMemberSet{TableID: "t-1", UserID: "u-3", Role: "viewer", Via: "phone"})...)
	batch = append(batch, e.Append(t, as("u-2"), s, events.WishMemberRemoved{TableID: "t-1", UserID: "u-2"})...)
	e.Batch(t, batch)
	want := [][]string{
		{"t-1", "1", "u-1", "u-1", "owner", "", "创建志愿表「冲刺表」（广东 2027 物理类 600分）"},
		{"t-1", "2", "u-1", "u-1", "owner", "u-2", "按手机号共享：可编辑"},
		{"t-1", "3", "u-1", "u-2", "editor", "", "加入 浙江大学 专业组003（第1位）"},
		{"t-1", "4", "u-1", "u-1", "owner", "u-3", "按手机号共享：仅查看"},
		{"t-1", "5", "u-1", "u-2", "editor", "u-2", "退出共享"},
	}
	if got := e.Rows(t, wishRow); !reflect.DeepEqual(got, want) {
		t.Fatalf("changes\n%v\nwant\n%v", fmtRows(got), fmtRows(want))
	}
	got := e.Rows(t, `SELECT table_id, user_id, role FROM wish_roles ORDER BY user_id`)
	if want := [][]string{{"t-1", "u-1", "owner"}, {"t-1", "u-3", "viewer"}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("roles %v, want %v", got, want)
	}
}

// A batch delivered again writes no row twice and does not bring back a role that was removed.
func TestWishRedelivery(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	s := events.WishTableStream("t-1")
	envs := e.Append(t, as("u-1"), s, table("t-1"), events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "editor", Via: "phone"})
	e.Batch(t, envs)
	e.Given(t, as("u-1"), s, events.WishMemberRemoved{TableID: "t-1", UserID: "u-2"})
	e.Batch(t, envs)
	e.Given(t, as("u-2"), s, events.WishTableRenamed{TableID: "t-1", Name: "偷改"})
	got := e.Rows(t, `SELECT version, actor_user_id, actor_role FROM wish_changes ORDER BY position`)
	want := [][]string{{"1", "u-1", "owner"}, {"2", "u-1", "owner"}, {"3", "u-1", "owner"}, {"4", "u-2", ""}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("changes %v, want %v", got, want)
	}
}

// Two tables and a profile in one batch; the table of events without a creation has no owner;
// the owner's slot streams and phone lookups are not table changes.
func TestWishMixedBatch(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	t2 := table("t-2")
	t2.OwnerID = "u-2"
	var batch []events.Envelope
	batch = append(batch, e.Append(t, as("u-1"), events.WishOwnerStream("u-1"), events.WishSlotTaken{UserID: "u-1", TableID: "t-1"})...)
	batch = append(batch, e.Append(t, as("u-1"), events.WishTableStream("t-1"), table("t-1"))...)
	batch = append(batch, e.Append(t, as("u-2"), events.WishTableStream("t-2"), t2)...)
	batch = append(batch, e.Append(t, as("u-1"), events.ProfileStream("u-1"), events.ScoreUpdated{UserID: "u-1", Score: 600})...)
	batch = append(batch, e.Append(t, as("u-1"), events.WishPhoneLookupStream("u-1", "20261201"), events.WishPhoneLookedUp{UserID: "u-1", TableID: "t-1"})...)
	batch = append(batch, e.Append(t, as("u-2"), events.WishTableStream("t-9"), events.WishTableRenamed{TableID: "t-9", Name: "无主"})...)
	batch = append(batch, e.Append(t, as("u-1"), events.WishTableStream("t-1"), events.WishTableRenamed{TableID: "t-1", Name: "一"})...)
	e.Batch(t, batch)
	want := [][]string{
		{"t-1", "1", "u-1", "u-1", "owner", "", "创建志愿表「冲刺表」（广东 2027 物理类 600分）"},
		{"t-2", "1", "u-2", "u-2", "owner", "", "创建志愿表「冲刺表」（广东 2027 物理类 600分）"},
		{"t-9", "1", "", "u-2", "", "", "将志愿表改名为「无主」"},
		{"t-1", "2", "u-1", "u-1", "owner", "", "将志愿表改名为「一」"},
	}
	if got := e.Rows(t, wishRow); !reflect.DeepEqual(got, want) {
		t.Fatalf("changes\n%v\nwant\n%v", fmtRows(got), fmtRows(want))
	}
	if got := e.Rows(t, entryRow); !reflect.DeepEqual(got, [][]string{{"u-1", "profile.score_updated", "修改高考成绩：成绩：未填 → 600分（预估成绩）"}}) {
		t.Fatalf("entries %v", got)
	}
}

// A change keeps its time and where it came from.
func TestWishMetadata(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	m := events.Metadata{ActorUserID: "u-1", TerminalType: "wechat", ClientIP: "10.1.2.3", UserAgent: "MicroMessenger/8.0", RequestID: "r-9"}
	envs := e.Append(t, m, events.WishTableStream("t-1"), table("t-1"))
	e.Batch(t, envs)
	got := e.Rows(t, `SELECT position, type, terminal_type, client_ip, user_agent, request_id, time = $1 FROM wish_changes`, envs[0].RecordedAt)
	want := [][]string{{itoa(envs[0].Position), "wish.table_created", "wechat", "10.1.2.3", "MicroMessenger/8.0", "r-9", "true"}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("change\n%v\nwant\n%v", got, want)
	}
}

func fmtRows(rows [][]string) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(r, " | ") + "\n")
	}
	return b.String()
}
