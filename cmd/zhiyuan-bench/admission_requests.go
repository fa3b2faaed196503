package main

// Requests of the admission benchmark: real (province, year, track, score)
// lookups across tables and school histories of colleges families look up.

type rankQuery struct {
	province, year int
	subject        string // 物理/历史, 文科/理科 as SubjectType, "" for 3+3
}

var rankQueries = []rankQuery{
	{44, 2025, "物理"}, {44, 2025, "历史"}, {44, 2024, "物理"}, {44, 2018, "理科"}, {32, 2025, "物理"},
	{32, 2026, "历史"}, {41, 2025, "物理"}, {41, 2024, "文科"}, {51, 2025, "物理"}, {11, 2026, ""},
	{31, 2025, ""}, {12, 2025, ""}, {46, 2025, ""}, {13, 2025, "物理"}, {42, 2026, "物理"}, {65, 2024, "理科"},
	{22, 2022, "理科"}, {53, 2026, "物理"}, {50, 2025, "历史"}, {54, 2025, "文科"}, // 西藏: no table, answered so
}

func lineRankBody(i int) any {
	q := rankQueries[i%len(rankQueries)]
	b := map[string]any{"ProvinceId": q.province, "Year": q.year, "Score": 300 + (i*37)%350} // ≤ 649: 上海 is out of 660
	switch q.subject {
	case "文科":
		b["SubjectType"] = 1
	case "理科":
		b["SubjectType"] = 2
	case "":
	default:
		b["SelectSubject"] = q.subject
	}
	return b
}

// historyColleges are 院校代码 of schools with long histories in many provinces.
var historyColleges = []string{"10001", "10003", "10335", "10246", "10248", "10558", "10561", "10487", "10284",
	"10611", "11078", "10590", "10699", "10213", "10422", "10286"}

var historyProvinces = []int{44, 33, 32, 37, 13, 50, 41, 21}

func schoolHistoryBody(i int) any {
	return map[string]any{"ProvinceId": historyProvinces[i%len(historyProvinces)],
		"CollegeId": historyColleges[(i/len(historyProvinces))%len(historyColleges)]}
}
