package recommend

import (
	"reflect"
	"testing"
)

// 湖北 物理类 北京体育大学 (10043): its 2025 results publish group 12 as an ordinary group; its 2026
// plan's group 12 costs 75,000 a year beside the school's 5,000–6,000.
func bsuRow(year int, group, planType string, rank int) Row {
	return Row{Year: year, Track: "物理类", Batch: "本科普通批", Level: "group", SchoolCode: "A043", SchoolName: "北京体育大学",
		CollegeCode: "10043", GroupCode: group, PlanType: planType, MinRank: rank, Requirement: "不限", SubjectRule: "不限"}
}

func bsuPlan(group, major, requirement, rule string, tuition int, note string) PlanRow {
	return PlanRow{Track: "物理类", SchoolCode: "A043", SchoolName: "北京体育大学", College: "10043", GroupCode: group,
		MajorName: major, Requirement: requirement, SubjectRule: rule, PlanCount: 2, Tuition: tuition, Note: note}
}

var bsuPlans = []PlanRow{
	bsuPlan("07", "智能体育工程", "物理", "不限", 5000, ""),
	bsuPlan("07", "运动康复", "物理", "不限", 6000, ""),
	bsuPlan("10", "数据科学与大数据技术", "物理,化学", "化学", 6000, ""),
	bsuPlan("12", "休闲体育", "物理", "不限", 75000, ""),
	bsuPlan("12", "旅游管理", "物理", "不限", 75000, ""),
	bsuPlan("13", "网络与新媒体", "不限", "不限", 5000, ""),
	bsuPlan("13", "运动人体科学", "物理", "物理", 6000, ""),
	bsuPlan("14", "体育经济与管理（中外合作办学）", "物理", "不限", 28000, ""),
	bsuPlan("14", "运动训练", "物理", "不限", 28000, "中外合作办学"),
	bsuPlan("15", "体育经济与管理（中外合作办学）", "物理", "不限", 28000, ""),
	bsuPlan("15", "公共事业管理", "物理", "不限", 5000, ""),
}

var public = College{Name: "北京体育大学", Nature: "公办"}

// unitAndPlan builds the units of rows and answers the one of group with its plan of 2026.
func unitAndPlan(t *testing.T, rows []Row, plans []PlanRow, group string) (*Unit, planInfo) {
	t.Helper()
	units, schools := BuildUnits(rows)
	m := planInfos(plans, schools)
	for _, u := range units {
		if u.GroupCode == group {
			return u, m[u.planKey()]
		}
	}
	t.Fatalf("no unit of group %s", group)
	return nil, planInfo{}
}

// A public university's group far dearer than the school's other majors is a 中外合作 group even
// when the results and the majors' names do not say so; the card says why and shows the fee.
func TestAPublicSchoolsDearGroupIsSinoForeign(t *testing.T) {
	u, pl := unitAndPlan(t, []Row{bsuRow(2025, "12", "", 53992)}, bsuPlans, "12")
	special, note, some := specialPath(u, pl, 2026, public)
	if special != "中外合作" || some != "" || note != "2026年招生计划学费75000元/年，远高于该校其他专业（5000元/年起），按中外合作办学处理" {
		t.Errorf("group 12: special %q, note %q, some %q", special, note, some)
	}
	if got, want := flagsOf(special, some, pl.tuition), []string{"中外合作", "高收费"}; !reflect.DeepEqual(got, want) {
		t.Errorf("flags %v, want %v", got, want)
	}
	// An ordinary group of the same school stays ordinary and unflagged.
	u, pl = unitAndPlan(t, []Row{bsuRow(2025, "07", "", 23168)}, bsuPlans, "07")
	if special, _, some := specialPath(u, pl, 2026, public); special != "" || some != "" || len(flagsOf(special, some, pl.tuition)) != 0 {
		t.Errorf("group 07: %q %q %v", special, some, flagsOf(special, some, pl.tuition))
	}
}

// A private university's fee, however high, is an ordinary choice: flagged 高收费, not special; so is
// a public school dear for every major (浙江万里学院), and a fee just under the threshold is not flagged.
func TestHighTuitionIsFlaggedNotHidden(t *testing.T) {
	for _, c := range []struct {
		name    string
		nature  string
		fees    []int // the school's lines; group 01 is the first
		flagged bool
	}{
		{"private", "民办", []int{40000, 18000}, true},
		{"public, dear throughout", "公办", []int{33000, 32000}, true},
		{"public, under the threshold", "公办", []int{HighTuition - 1, 5000}, false},
	} {
		var plans []PlanRow
		for i, fee := range c.fees {
			plans = append(plans, bsuPlan([]string{"01", "02"}[i], "经济学", "不限", "不限", fee, ""))
		}
		u, pl := unitAndPlan(t, []Row{bsuRow(2025, "01", "", 40000)}, plans, "01")
		special, _, some := specialPath(u, pl, 2026, College{Nature: c.nature})
		flags := flagsOf(special, some, pl.tuition)
		if special != "" || c.flagged != reflect.DeepEqual(flags, []string{"高收费"}) || !c.flagged && len(flags) > 0 {
			t.Errorf("%s: special %q, flags %v", c.name, special, flags)
		}
	}
}

// The plan's words make a group special when every major says so (its name or its remark); a group
// only some of whose majors say so stays ordinary and says it holds such majors.
func TestAPlanGroupWhoseMajorsSaySinoForeignIsSpecial(t *testing.T) {
	u, pl := unitAndPlan(t, []Row{bsuRow(2025, "14", "", 30000)}, bsuPlans, "14")
	special, note, _ := specialPath(u, pl, 2026, public)
	if special != "中外合作" || note != "2026年招生计划注明为中外合作" {
		t.Errorf("group 14: %q %q", special, note)
	}
	if got := flagsOf(special, "", pl.tuition); !reflect.DeepEqual(got, []string{"中外合作"}) {
		t.Errorf("group 14 flags %v (28,000 a year is under the threshold)", got)
	}
	u, pl = unitAndPlan(t, []Row{bsuRow(2025, "15", "", 30000)}, bsuPlans, "15")
	special, _, some := specialPath(u, pl, 2026, public)
	if got := flagsOf(special, some, pl.tuition); special != "" || !reflect.DeepEqual(got, []string{"含中外合作专业"}) {
		t.Errorf("group 15: special %q, flags %v", special, got)
	}
	// 预科, 定向 and 专项 name their paths the same way; a plan-only unit (no result) too.
	plans := []PlanRow{bsuPlan("20", "少数民族预科班", "物理", "不限", 5000, ""), bsuPlan("21", "临床医学", "物理,化学", "化学", 5000, "农村订单定向"),
		bsuPlan("22", "法学", "物理", "不限", 5000, "国家专项计划")}
	for group, want := range map[string]string{"20": "预科", "21": "定向", "22": "专项"} {
		u, pl := unitAndPlan(t, []Row{bsuRow(2025, group, "", 30000)}, plans, group)
		if special, _, _ := specialPath(u, pl, 2026, public); special != want {
			t.Errorf("group %s: %q, want %q", group, special, want)
		}
		if special, _, _ := specialPath(&Unit{Key: u.planKey()}, pl, 2026, public); special != want {
			t.Errorf("group %s with no result: %q, want %q", group, special, want)
		}
	}
}

// The results of the plan's own year publishing the unit as 普通 outweigh the plan's lines of its
// code (湖北 2026: the plan numbers some groups one off the results); the fee is still flagged.
func TestAResultSaidOrdinaryKeepsTheUnitOrdinary(t *testing.T) {
	u, pl := unitAndPlan(t, []Row{bsuRow(2025, "12", "", 53992), bsuRow(2026, "12", "普通", 40000)}, bsuPlans, "12")
	special, _, some := specialPath(u, pl, 2026, public)
	if special != "" || !reflect.DeepEqual(flagsOf(special, some, pl.tuition), []string{"高收费"}) {
		t.Errorf("said 普通 in 2026: %q %v", special, flagsOf(special, some, pl.tuition))
	}
	// ...but not a plan of a later year (a 2027 plan would speak for 2027).
	if special, _, _ := specialPath(u, pl, 2027, public); special != "中外合作" {
		t.Errorf("2027 plan: %q", special)
	}
}

// A group's requirement is what every planned major asks, and what its results ask besides: the
// card never says 不限 while a major needs a subject, and a candidate without it does not meet it.
func TestTheRequirementComesFromEveryPlannedMajor(t *testing.T) {
	plans := []PlanRow{bsuPlan("13", "网络与新媒体", "不限", "不限", 5000, ""), bsuPlan("13", "运动人体科学", "物理", "物理", 6000, "")}
	_, schools := BuildUnits([]Row{bsuRow(2025, "13", "", 30000)})
	pl := planInfos(plans, schools)["group|物理类|c:10043|13"]
	if pl.rule != "物理" || pl.requirement != "物理" {
		t.Errorf("group 13: rule %q, requirement %q", pl.rule, pl.requirement)
	}
	if Meets(pl.rule, []string{"化学", "生物", "地理"}) || !Meets(pl.rule, []string{"物理", "化学", "生物"}) {
		t.Errorf("a candidate without 物理 meets %q", pl.rule)
	}
	plans = append(plans, bsuPlan("13", "运动康复", "化学", "化学", 6000, ""))
	if pl := planInfos(plans, schools)["group|物理类|c:10043|13"]; pl.rule != "物理+化学" || pl.requirement != "物理+化学" {
		t.Errorf("three majors: rule %q, requirement %q", pl.rule, pl.requirement)
	}
}

func TestStricterRule(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"", "化学", "化学"},
		{"化学", "", "化学"},
		{"", "", ""},
		{"不限", "物理", "物理"},
		{"化学", "物理", "物理+化学"},
		{"物理+化学", "化学", "物理+化学"},
		{"物理/化学", "化学", "化学"},
		{"物理/化学", "化学/物理", "物理/化学"},
		{"物理/化学/生物", "化学/生物", "化学/生物"},
		{"化学+生物", "物理", "物理+化学+生物"},
		{"物理/化学", "生物", "生物"},       // 生物 plus a choice cannot be written: the one asking more
		{"物理/化学", "生物+政治", "生物+政治"}, // likewise
		{"不限", "不限", "不限"},
	} {
		if got := StricterRule(c.a, c.b); got != c.want {
			t.Errorf("StricterRule(%q, %q) = %q, want %q", c.a, c.b, got, c.want)
		}
	}
}
