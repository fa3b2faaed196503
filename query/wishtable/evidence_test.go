package wishtable

import (
	"testing"
	"time"

	"zhiyuan/query/recommend"
)

func TestBasisNamesTheWideningWithItsFactor(t *testing.T) {
	it := recommend.Item{YearsUsed: []int{2026}, Widened: []string{"仅1年数据（区间放宽×1.5）", "位次为换算（区间放宽×1.2）"}}
	e := evidenceOf(it, string(recommend.WCF), true)
	if got, want := e.Basis(), "仅1年数据（区间放宽×1.5）、代用位次、位次为换算（区间放宽×1.2）"; got != want {
		t.Fatalf("basis %q, want %q", got, want)
	}
	full := evidenceOf(recommend.Item{YearsUsed: []int{2026, 2025, 2024},
		Years: []recommend.Evidence{{Year: 2026, RankKind: "公布位次"}, {Year: 2025, RankKind: "公布位次"}}}, string(recommend.WCF), false)
	if got := full.Basis(); got != "" {
		t.Fatalf("full evidence has basis %q", got)
	}
}

func TestExportedNoteSaysWhatTheProbabilityRestsOn(t *testing.T) {
	p := 71.0
	thin := evidenceOf(recommend.Item{YearsUsed: []int{2026}, Widened: []string{"仅1年数据（区间放宽×1.5）"}}, string(recommend.WCF), false)
	d := &Detail{Table: Header{Mode: "group"}, Units: []UnitView{
		{Index: 1, CollegeName: "甲大学", GroupCode: "01", Probability: &p, Label: "稳", Evidence: &thin, Note: "离家近"},
		{Index: 2, CollegeName: "乙大学", GroupCode: "02", Probability: &p, Label: "稳", Evidence: &thin},
		{Index: 3, CollegeName: "丙大学", GroupCode: "03", Note: "无概率", Evidence: &thin},
	}}
	s := sheetOf(d, time.Date(2026, 12, 7, 12, 0, 0, 0, time.UTC))
	want := []string{"离家近；依据：仅1年数据（区间放宽×1.5）", "依据：仅1年数据（区间放宽×1.5）", "无概率"}
	for i, u := range s.Units {
		if u.Note != want[i] {
			t.Errorf("unit %d note %q, want %q", i+1, u.Note, want[i])
		}
	}
}
