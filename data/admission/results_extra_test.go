package admission

import "testing"

// Score-only lines of 2023–2024 converted through the tables of tools/curate-admission/extra
// (湖南, 上海, 黑龙江, 福建); each expected rank was read by hand from the copied table.
func TestConvertedThroughExtraTables(t *testing.T) {
	rs := allResults(t)
	cases := []struct {
		name        string
		probe       AdmissionResult
		major       string
		score, rank int
	}{
		// hunan_2024_physics_zhiqu.csv 690,4,74
		{"湖南 2024 北京大学 105", AdmissionResult{ProvinceID: 43, Year: 2024, Track: TrackPhysics, SchoolCode: "1101", GroupCode: "105"}, "", 690, 74},
		// shanghai_2024_zhiqu.csv 555,201,6832
		{"上海 2024 上海大学 01", AdmissionResult{ProvinceID: 31, Year: 2024, SchoolCode: "119", GroupCode: "01"}, "", 555, 6832},
		// heilongjiang_2024_physics_zhiqu.csv 681,30,429 (the third-party note says 429 too)
		{"黑龙江 2024 哈尔滨工业大学 工科试验班", AdmissionResult{ProvinceID: 23, Year: 2024, Track: TrackPhysics, SchoolCode: "1401"}, "工科试验班", 681, 429},
		// fujian_2024_history_zhiqu.csv 377,251,39075 (a 专科 line)
		{"福建 2024 福州职业技术学院 001", AdmissionResult{ProvinceID: 35, Year: 2024, Track: TrackHistory, SchoolCode: "7041", MajorCode: "001"}, "", 377, 39075},
	}
	for _, c := range cases {
		var got []AdmissionResult
		for _, r := range find(rs, c.probe) {
			if c.major == "" || r.MajorName == c.major {
				got = append(got, r)
			}
		}
		if len(got) != 1 {
			t.Errorf("%s: %d rows", c.name, len(got))
			continue
		}
		if r := got[0]; r.MinScore != c.score || r.MinRank != 0 || r.ConvertedRank != c.rank {
			t.Errorf("%s: score %d rank %d converted %d, want %d → %d", c.name, r.MinScore, r.MinRank, r.ConvertedRank, c.score, c.rank)
		}
	}
}
