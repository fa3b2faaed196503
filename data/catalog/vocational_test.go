package catalog

import "testing"

// Counts of the vocational copy, against the source (shared README §6.5).
func TestVocationalCounts(t *testing.T) {
	count := map[string]int{}
	cats, classes := map[string]bool{}, map[string]bool{}
	for _, m := range VocationalMajors() {
		count[m.Level]++
		if m.Note != "" {
			count[m.Level+" "+m.Note]++
		}
		cats[m.Level+m.CategoryCode], classes[m.Level+m.ClassCode] = true, true
		if _, clash := MajorByCode(m.Code); clash {
			t.Errorf("%s is also an undergraduate code", m.Code)
		}
	}
	want := map[string]int{LevelHigherVocational: HigherVocationalCount, LevelVocationalBachelor: VocationalBachelorCount,
		"高职专科 2025年12月新增": 30, "职教本科 2025年12月新增": 21}
	for k, v := range want {
		if count[k] != v {
			t.Errorf("%s: %d, want %d", k, count[k], v)
		}
	}
	// 19 专业大类 and 92 专业类 at each level of the copy.
	if len(cats) != 38 || len(classes) != 184 {
		t.Errorf("大类 %d, 专业类 %d; want 38, 184", len(cats), len(classes))
	}
	reasons := map[string]int{}
	for _, m := range VocationalMissing() {
		reasons[m.Reason]++
		if _, ok := VocationalMajorByCode(m.Code); ok {
			t.Errorf("%s %s is listed as missing but is in the copy", m.Code, m.Name)
		}
	}
	if reasons[MissingGuideK] != 30 || reasons[MissingMOE2027] != 9 {
		t.Errorf("missing: %v", reasons)
	}
}

// Hand-checked against the source file.
func TestHandCheckedVocationalMajors(t *testing.T) {
	for _, w := range []VocationalMajor{
		{Code: "510201", Name: "计算机应用技术", Level: "高职专科", CategoryCode: "51", Category: "电子与信息大类",
			ClassCode: "5102", Class: "计算机类"},
		{Code: "520201", Name: "护理", Level: "高职专科", CategoryCode: "52", Category: "医药卫生大类",
			ClassCode: "5202", Class: "护理类"},
		{Code: "210101", Name: "现代种业技术", Level: "职教本科", CategoryCode: "21", Category: "农林牧渔大类",
			ClassCode: "2101", Class: "农业类"},
	} {
		if m, ok := VocationalMajorByCode(w.Code); !ok || m != w {
			t.Errorf("%s:\n got  %+v\n want %+v", w.Code, m, w)
		}
	}
	// 中职 is left out: 610101 种子生产技术 is a 中职 code.
	if _, ok := VocationalMajorByCode("610101"); ok {
		t.Error("a 中职 major is in the catalogue")
	}
	// The copy has no K major: 临床医学 (520101K in the 2023 guide) is missing and listed so.
	found := false
	for _, m := range VocationalMissing() {
		found = found || (m.Code == "520101K" && m.Name == "临床医学" && m.Reason == MissingGuideK)
	}
	if !found {
		t.Error("520101K 临床医学 not listed as missing")
	}
}
