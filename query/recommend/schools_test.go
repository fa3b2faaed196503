package recommend

import (
	"reflect"
	"testing"
)

func groupRow(year int, schoolCode, schoolName, college, group string, rank int) Row {
	return Row{Year: year, Track: "物理类", Batch: "本科批", Level: "group", SchoolCode: schoolCode, SchoolName: schoolName,
		CollegeCode: college, GroupCode: group, MinRank: rank}
}

func keysOf(units []*Unit) map[string][]int {
	out := map[string][]int{}
	for _, u := range units {
		for _, l := range u.Lines {
			out[u.Key] = append(out[u.Key], l.Rank)
		}
	}
	return out
}

// 广东 2025 as published: 北京大学 (10001) and 北京大学医学部 (19001) both file a group 206 under
// the national code 10001. Joined, the medical school's line was dropped as a second row of
// 北京大学's unit.
func TestASplitCollegeKeepsEachSchoolsUnits(t *testing.T) {
	units, schools := BuildUnits([]Row{
		groupRow(2024, "10001", "北京大学", "10001", "206", 120),
		groupRow(2024, "19001", "北京大学医学部", "10001", "207", 700),
		groupRow(2025, "10001", "北京大学", "10001", "206", 99),
		groupRow(2025, "19001", "北京大学医学部", "10001", "206", 512),
		groupRow(2025, "19001", "北京大学 医学部", "10001", "207", 836), // spacing varies by year
		// Renumbered by the province, one school: still one unit.
		groupRow(2024, "1055", "中山大学", "10558", "215", 3000),
		groupRow(2025, "10558", "中山大学", "10558", "215", 2900),
	})
	want := map[string][]int{
		"group|物理类|c:10001|206":         {120, 99},
		"group|物理类|c:10001#北京大学医学部|206": {512},
		"group|物理类|c:10001#北京大学医学部|207": {700, 836},
		"group|物理类|c:10558|215":         {3000, 2900},
	}
	if got := keysOf(units); !reflect.DeepEqual(got, want) {
		t.Fatalf("units %v, want %v", got, want)
	}
	// A plan line of the medical school names its unit the same way.
	plan := Row{Track: "物理类", Level: "group", SchoolCode: "19001", SchoolName: "北京大学医学部", CollegeCode: "10001", GroupCode: "206"}
	if k := schools.Key(plan); k != "group|物理类|c:10001#北京大学医学部|206" {
		t.Errorf("plan key %q", k)
	}
}

// One printed name under two codes (a second plan of the same school): the codes tell them apart,
// and the code seen in more years keeps the plain key.
func TestASplitCollegeOfOneNameIsToldApartByCode(t *testing.T) {
	school := func(year int, code string, rank int) Row {
		return Row{Year: year, Track: "理科", Batch: "本科二批", Level: "school", SchoolCode: code, SchoolName: "中国民用航空飞行学院", CollegeCode: "10624", MinRank: rank}
	}
	units, _ := BuildUnits([]Row{school(2024, "1478", 40000), school(2025, "1478", 41000), school(2025, "8123", 30000)})
	want := map[string][]int{"school|理科|c:10624|": {40000, 41000}, "school|理科|c:10624#8123|": {30000}}
	if got := keysOf(units); !reflect.DeepEqual(got, want) {
		t.Fatalf("units %v, want %v", got, want)
	}
}

func TestUnitKeysOfTryTheSchoolsMarksBeforeThePlainKey(t *testing.T) {
	got := UnitKeysOf("group", "物理类", "10001", "19001", "北京大学医学部", "206", "", "普通")
	want := []string{"group|物理类|c:10001#北京大学医学部|206", "group|物理类|c:10001#19001|206", "group|物理类|c:10001|206"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%v", got)
	}
	if got := UnitKeysOf("major", "综合", "10335", "", "", "", "计算机科学与技术(师范)", "普通"); !reflect.DeepEqual(got, []string{"major|综合|c:10335|计算机科学与技术（师范）"}) {
		t.Fatalf("%v", got)
	}
}
