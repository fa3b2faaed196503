package audit_test

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"zhiyuan/events"
)

func as(user string) events.Metadata {
	return events.Metadata{ActorUserID: user, ClientIP: "10.0.0.9", TerminalType: "web"}
}

func table(id string) events.WishTableCreated {
	return events.WishTableCreated{TableID: id, OwnerID: "u-1", Name: "冲刺表", ProvinceID: 44, ProvinceName: "广东",
		Year: 2027, Track: "物理类", Score: 600, Rank: 12000, Mode: "group", MaxUnits: 45}
}

var (
	group = events.WishUnit{Key: "g", Level: "group", CollegeName: "浙江大学", GroupCode: "003"}
	major = events.WishUnit{Key: "m", Level: "major", CollegeName: "浙江大学", MajorName: "计算机类"}
	plain = events.WishUnit{Key: "p", Level: "group", CollegeName: "浙江大学"}
	// 2027-06-01 00:00 in Beijing.
	linkExpiry = time.Date(2027, 5, 31, 16, 0, 0, 0, time.UTC).Unix()
)

// Given one event of a created table, then its change said in these words.
func TestWishSummaries(t *testing.T) {
	t.Parallel()
	copied := table("t-1")
	copied.CopiedFrom, copied.CopiedVersion, copied.Units = "t-0", 7, []events.WishUnit{group, major}
	noScore := events.WishTableCreated{TableID: "t-1", OwnerID: "u-1", Name: "保底", ProvinceID: 41, ProvinceName: "河南",
		Year: 2027, Track: "理科", SubjectType: 2, Mode: "major", MaxUnits: 96}
	long := strings.Repeat("家", 40)
	for _, c := range []struct {
		name string
		ev   events.Event // after the creation of t-1, unless it is a creation
		want string
	}{
		{"a creation with a score", table("t-1"), "创建志愿表「冲刺表」（广东 2027 物理类 600分）"},
		{"a creation without a score", noScore, "创建志愿表「保底」（河南 2027 理科）"},
		{"a copy", copied, "复制志愿表（来自第7版，含2个志愿）为「冲刺表」"},
		{"renamed", events.WishTableRenamed{TableID: "t-1", Name: "保底表"}, "将志愿表改名为「保底表」"},
		{"a score with a rank", events.WishTableScoreSet{TableID: "t-1", Score: 580, Rank: 20000}, "将分数改为580分（位次20000）"},
		{"a score without a rank", events.WishTableScoreSet{TableID: "t-1", Score: 580}, "将分数改为580分"},
		{"a note", events.WishTableNoteSet{TableID: "t-1", Note: "家长意见"}, "修改志愿表备注：「家长意见」"},
		{"a note cleared", events.WishTableNoteSet{TableID: "t-1"}, "修改志愿表备注：（清空）"},
		{"a note of 40 characters whole", events.WishTableNoteSet{TableID: "t-1", Note: long}, "修改志愿表备注：「" + long + "」"},
		{"a longer note cut at 40 characters", events.WishTableNoteSet{TableID: "t-1", Note: long + "长"}, "修改志愿表备注：「" + long + "…」"},
		{"a group added", events.WishUnitAdded{TableID: "t-1", Unit: group}, "加入 浙江大学 专业组003（第1位）"},
		{"a major added", events.WishUnitAdded{TableID: "t-1", Unit: major, Index: 4}, "加入 浙江大学 计算机类（第5位）"},
		{"a college added", events.WishUnitAdded{TableID: "t-1", Unit: plain, Index: 1}, "加入 浙江大学（第2位）"},
		{"removed", events.WishUnitRemoved{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003", Index: 1}, "移除 浙江大学 专业组003（原第2位）"},
		{"moved", events.WishUnitMoved{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003", From: 2, To: 0}, "将 浙江大学 专业组003 从第3位移到第1位"},
		{"majors set", events.WishUnitMajorsSet{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003",
			Majors: []events.WishMajor{{Code: "0809", Name: "计算机类"}, {Name: "软件工程"}}}, "设置 浙江大学 专业组003 的专业：计算机类、软件工程"},
		{"majors cleared", events.WishUnitMajorsSet{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003"}, "清空 浙江大学 专业组003 的专业"},
		{"adjust on", events.WishUnitAdjustSet{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003", Adjust: true}, "将 浙江大学 专业组003 改为服从调剂"},
		{"adjust off", events.WishUnitAdjustSet{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003"}, "将 浙江大学 专业组003 改为不服从调剂"},
		{"a unit note", events.WishUnitNoteSet{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003", Note: "学费较高"}, "修改 浙江大学 专业组003 的备注：「学费较高」"},
		{"a unit note cleared", events.WishUnitNoteSet{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003"}, "修改 浙江大学 专业组003 的备注：（清空）"},
		{"confirmed", events.WishUnitConfirmed{TableID: "t-1", Key: "g", Label: "浙江大学 专业组003"}, "确认已了解 浙江大学 专业组003 的特殊要求"},
		{"deleted", events.WishTableDeleted{TableID: "t-1"}, "删除志愿表（30天内可恢复）"},
		{"recovered", events.WishTableRecovered{TableID: "t-1"}, "恢复已删除的志愿表"},
		{"restored", events.WishTableRestored{TableID: "t-1", ToVersion: 3, Units: []events.WishUnit{group, major}}, "将志愿恢复到第3版（2个志愿）"},
		{"shared by phone", events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "commenter", Via: "phone"}, "按手机号共享：可备注"},
		{"a role changed", events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "viewer", Via: "role"}, "修改权限：仅查看"},
		{"a member removed by the owner", events.WishMemberRemoved{TableID: "t-1", UserID: "u-2"}, "取消共享"},
		{"a link, its expiry in Beijing time", events.WishLinkCreated{TableID: "t-1", LinkID: "l-1", CodeHash: "h", Role: "editor",
			ExpiresAt: linkExpiry}, "创建邀请链接（可编辑，2027-06-01 00:00前有效，仅可使用一次）"},
		{"a link revoked", events.WishLinkRevoked{TableID: "t-1", LinkID: "l-1"}, "撤销一个未使用的邀请链接"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			if _, ok := c.ev.(events.WishTableCreated); !ok {
				e.Given(t, as("u-1"), events.WishTableStream("t-1"), table("t-1"))
			}
			e.Given(t, as("u-1"), events.WishTableStream("t-1"), c.ev)
			got := e.Rows(t, `SELECT type, summary FROM wish_changes ORDER BY position DESC LIMIT 1`)
			if want := [][]string{{c.ev.EventType(), c.want}}; !reflect.DeepEqual(got, want) {
				t.Fatalf("change\n%v\nwant\n%v", got, want)
			}
		})
	}
}
