package admission

import "testing"

// Hand-checked from the source rows (M, G as in lookup_test.go).
func TestEquivalentHandChecked(t *testing.T) {
	// G:1268 2024,理科,600,702,22216 → rank 22216. 2023,理科,607,662,22387,21726 holds
	// ranks 21726–22387, so the 2023 equivalent of 600 is 607.
	e := Equivalent(44, "物理类", 2024, 600, 2023)
	if e.Status != InBand || e.Rank != 22216 || e.Score != 607 || e.Band.Cumulative != 22387 {
		t.Errorf("广东 2024→2023: %+v", e)
	}
	// M: 广东,2026,物理类,610,…,21881,22633 holds rank 22216: equivalent 610 in 2026.
	e = Equivalent(44, "物理类", 2024, 600, 2026)
	if e.Status != InBand || e.Score != 610 || e.Band.RankBest() != 21881 {
		t.Errorf("广东 2024→2026: %+v", e)
	}
	// M:3 上海,2025,综合,622,…,53,64 → rank 64; M:225 上海,2026,综合,615,…,59,67 → 615.
	e = Equivalent(31, "综合", 2025, 622, 2026)
	if e.Status != InBand || e.Rank != 64 || e.Score != 615 {
		t.Errorf("上海 2025→2026: %+v", e)
	}
	// M:2 上海 2025 623–660 merged, rank 52 → M:224 上海,2026,综合,616,616,660,1,58: the
	// equivalent is the merged band 616–660, not one score.
	e = Equivalent(31, "综合", 2025, 630, 2026)
	if e.Status != InBand || e.Rank != 52 || e.Score != 616 || e.Band.High != 660 {
		t.Errorf("上海 merged band: %+v", e)
	}
	// 吉林 has a 文科 table in 2023 but none in 2024 (the first 历史类 year).
	e = Equivalent(22, "文科", 2023, 500, 2024)
	if e.Status != NoTable || e.MissingYear != 2024 || e.Rank == 0 {
		t.Errorf("吉林 across the reform: %+v", e)
	}
	// no 2024 table at all for 北京: the from-year is missing
	e = Equivalent(11, "综合", 2024, 500, 2025)
	if e.Status != NoTable || e.MissingYear != 2024 {
		t.Errorf("北京 2024: %+v", e)
	}
	// X shanghai_2024_zhiqu.csv 500,243,19486 → rank 19486; M: 上海,2025,综合,516,…,19422,19710
	// holds it, so the 2025 equivalent of 500 is 516.
	e = Equivalent(31, "综合", 2024, 500, 2025)
	if e.Status != InBand || e.Rank != 19486 || e.Score != 516 || e.Band.Cumulative != 19710 {
		t.Errorf("上海 2024→2025: %+v", e)
	}
	// a score above the from-year top band is not converted
	e = Equivalent(31, "综合", 2025, 661, 2026)
	if e.Status != AboveTop {
		t.Errorf("上海 above top: %+v", e)
	}
	// a rank past the to-year floor: G:7836 2018,理科,200,305,319790 → rank 319790, but
	// the 2019 理科 table stops at G:7009 2019,理科,272,475,300761.
	e = Equivalent(44, "理科", 2018, 200, 2019)
	if e.Status != BelowBottom || e.Rank != 319790 {
		t.Errorf("广东 past the 2019 floor: %+v", e)
	}
}
