package recommend

import (
	"reflect"
	"testing"
)

// 湖北 历史类 北京大学 (10001): 2025 published group 06 as an ordinary group (no plan type, as most
// years), 2026 reused 06 for its 高校专项 group and filed the ordinary one as 04.
func pkuHubei(year int, group, planType string, rank int) Row {
	return Row{Year: year, Track: "历史类", Batch: "本科普通批", Level: "group", SchoolCode: "1001", SchoolName: "北京大学",
		CollegeCode: "10001", GroupCode: group, PlanType: planType, MinRank: rank}
}

func unitsByKey(units []*Unit) map[string]*Unit {
	out := map[string]*Unit{}
	for _, u := range units {
		out[u.Key] = u
	}
	return out
}

// A 专项 group does not inherit the history of the ordinary group its code had in another year.
func TestASpecialGroupIsAnotherUnitThanTheOrdinaryGroupOfItsCode(t *testing.T) {
	units, _ := BuildUnits([]Row{pkuHubei(2025, "06", "", 60), pkuHubei(2026, "04", "普通", 55),
		pkuHubei(2026, "05", "国家专项", 400), pkuHubei(2026, "06", "高校专项", 300)})
	want := map[string][]int{"group|历史类|c:10001|06": {60}, "group|历史类|c:10001|04": {55},
		"group|历史类|c:10001|05|专项": {400}, "group|历史类|c:10001|06|专项": {300}}
	if got := keysOf(units); !reflect.DeepEqual(got, want) {
		t.Fatalf("units %v, want %v", got, want)
	}
	by := unitsByKey(units)
	if by["group|历史类|c:10001|06|专项"].Special != "专项" || by["group|历史类|c:10001|05|专项"].Special != "专项" {
		t.Errorf("a 专项 group's special path: %+v", by)
	}
	if by["group|历史类|c:10001|06"].Special != "" || by["group|历史类|c:10001|04"].Special != "" {
		t.Errorf("ordinary groups: %+v", by)
	}
}

// 普通 said by one year's source and nothing said by another's are the same ordinary unit.
func TestAnOrdinaryRowAndARowOfUnknownPlanTypeAreOneUnit(t *testing.T) {
	units, _ := BuildUnits([]Row{pkuHubei(2025, "04", "", 60), pkuHubei(2026, "04", "普通", 55)})
	if got, want := keysOf(units), map[string][]int{"group|历史类|c:10001|04": {60, 55}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("units %v, want %v", got, want)
	}
}

// The plan type names the special path before the words do; 普通 and "" leave it to the words.
func TestTheSpecialPathComesFromThePlanTypeFirst(t *testing.T) {
	cases := []struct {
		r    Row
		want string
	}{
		{Row{PlanType: "地方专项", MajorName: "临床医学"}, "专项"},
		{Row{PlanType: "中外合作", Note: "国家专项"}, "中外合作"},
		{Row{PlanType: "预科", MajorName: "汉语言文学"}, "预科"},
		{Row{PlanType: "定向", MajorName: "数学（公费师范）"}, "定向"},
		{Row{PlanType: "普通", Batch: "本科提前批"}, "提前批"},
		{Row{MajorName: "计算机（中外合作办学）"}, "中外合作"},
		{Row{PlanType: "普通", MajorName: "法学"}, ""},
	}
	for _, c := range cases {
		if got := specialOf(c.r); got != c.want {
			t.Errorf("specialOf(%+v) = %q, want %q", c.r, got, c.want)
		}
	}
}

// A page that names a line's plan type finds that path's unit; one that does not finds the
// ordinary unit first and a special one after it.
func TestUnitKeysOfByPlanType(t *testing.T) {
	if got, want := UnitKeysOf("group", "历史类", "10001", "", "", "06", "", "高校专项"), []string{"group|历史类|c:10001|06|专项"}; !reflect.DeepEqual(got, want) {
		t.Errorf("高校专项: %v, want %v", got, want)
	}
	if got, want := UnitKeysOf("group", "历史类", "10001", "", "", "06", "", "普通"), []string{"group|历史类|c:10001|06"}; !reflect.DeepEqual(got, want) {
		t.Errorf("普通: %v, want %v", got, want)
	}
	want := []string{"group|历史类|c:10001|06", "group|历史类|c:10001|06|专项", "group|历史类|c:10001|06|中外合作",
		"group|历史类|c:10001|06|预科", "group|历史类|c:10001|06|定向"}
	if got := UnitKeysOf("group", "历史类", "10001", "", "", "06", "", ""); !reflect.DeepEqual(got, want) {
		t.Errorf("not said: %v, want %v", got, want)
	}
	// every key a unit gets is one UnitKeysOf answers for its parts and plan type
	units, schools := BuildUnits([]Row{pkuHubei(2026, "06", "高校专项", 300)})
	keys := UnitKeysOf("group", "历史类", "10001", "1001", "北京大学", "06", "", "高校专项")
	if k := schools.Key(pkuHubei(2026, "06", "高校专项", 0)); k != units[0].Key || keys[len(keys)-1] != k {
		t.Errorf("key %s, unit %s, UnitKeysOf %v", k, units[0].Key, keys)
	}
}

// The exam year's plan lines carry no plan type: a special unit reads those of its plain key.
func TestASpecialUnitReadsThePlanLinesOfItsGroup(t *testing.T) {
	units, _ := BuildUnits([]Row{pkuHubei(2026, "06", "高校专项", 300), pkuHubei(2026, "04", "普通", 55)})
	by := unitsByKey(units)
	if k := by["group|历史类|c:10001|06|专项"].planKey(); k != "group|历史类|c:10001|06" {
		t.Errorf("专项 plan key %q", k)
	}
	if k := by["group|历史类|c:10001|04"].planKey(); k != "group|历史类|c:10001|04" {
		t.Errorf("ordinary plan key %q", k)
	}
}
