package catalog

import (
	"strings"
	"testing"
)

// Counts of the Chinese-occupation data, against the sources (shared README §6.6).
func TestOccupationCounts(t *testing.T) {
	count := map[string]int{}
	for _, o := range Occupations() {
		count[o.Origin]++
		if o.Green {
			count["green"]++
		}
		if o.Digital {
			count["digital"]++
		}
		if o.Code == "" {
			count["pending"]++
		}
		if o.Origin == OriginDraft2022 && (o.ID != o.Code || o.SmallClass != o.Code[:7]) {
			t.Errorf("%s: id %s, 小类 %s", o.Code, o.ID, o.SmallClass)
		}
	}
	want := map[string]int{OriginDraft2022: OccupationDraftCount, OriginNew2024: 18, OriginNew2025: 17,
		"green": 137, "digital": 107, "pending": 15}
	for k, v := range want {
		if count[k] != v {
			t.Errorf("%s: %d, want %d", k, count[k], v)
		}
	}
	if n := len(Occupations()); n != OccupationDraftCount+OccupationNewCount {
		t.Errorf("library: %d", n)
	}

	levels := map[string]int{}
	named := map[string]int{}
	for _, c := range OccupationClasses() {
		levels[c.Level]++
		if c.Name != "" {
			named[c.Level]++
		}
	}
	// 8 大类; 79 中类 = the classes file's 78 + 7-04, known only from 7-04-00-00; 小类: the
	// file's 271 + 128 codes implied by 细类 codes (the final edition has 449).
	if levels["大类"] != 8 || levels["中类"] != 79 || levels["小类"] != 399 || named["中类"] != 78 || named["小类"] != 271 {
		t.Errorf("hierarchy: %v, named %v", levels, named)
	}

	if n := len(OccupationGuide()); n != OccupationGuideRows {
		t.Errorf("guide rows: %d, want %d", n, OccupationGuideRows)
	}
	guide := map[string]int{}
	for _, g := range OccupationGuide() {
		guide[g.Level]++
		guide["match "+g.Match]++
		if g.MajorID != "" {
			guide["major in portal "+g.Level]++
		}
		if (g.OccupationID == "") != (g.Match == GuideMatchNone) {
			t.Errorf("guide row %s: id %q, match %s", g.Seq, g.OccupationID, g.Match)
		}
	}
	wantGuide := map[string]int{"中职": 1167, "高职专科": 3251, "职教本科": 1132, "普通本科": 914,
		"match code": 6397, "match name": 42, "match none": 25,
		"major in portal 高职专科": 3135, "major in portal 职教本科": 1132, "major in portal 普通本科": 914}
	for k, v := range wantGuide {
		if guide[k] != v {
			t.Errorf("guide %s: %d, want %d", k, guide[k], v)
		}
	}
}

// Hand-checked against the source files.
func TestHandCheckedOccupations(t *testing.T) {
	o, ok := OccupationByID("2-02-10-03")
	if !ok || o.Name != "计算机软件工程技术人员" || !o.Digital || o.Green || o.SmallClass != "2-02-10" {
		t.Errorf("2-02-10-03: %+v", o)
	}
	chain := map[string]string{}
	for _, c := range OccupationClasses() {
		if c.Code == "2" || c.Code == "2-02" || c.Code == "2-02-10" {
			chain[c.Code] = c.Level + " " + c.GBMCode + " " + c.Name
		}
	}
	if chain["2"] != "大类 GBM20000 专业技术人员" || chain["2-02"] != "中类 GBM20200 工程技术人员" ||
		chain["2-02-10"] != "小类 GBM20210 信息和通信工程技术人员" {
		t.Errorf("hierarchy of 2-02-10-03: %v", chain)
	}
	// Both marks.
	if o, _ := OccupationByID("2-02-01-02"); o.Name != "地球物理地球化学与遥感勘查工程技术人员" || !o.Green || !o.Digital {
		t.Errorf("2-02-01-02: %+v", o)
	}
	// The 2024 release of a draft 细类: one row, the draft's code, the release's code recorded.
	o, _ = OccupationByID("4-04-04-06")
	if o.Name != "网络安全等级保护测评师" || o.ReleaseCode != "4-04-04-07" || !strings.HasPrefix(o.Release, "2024 年 7 月") || !o.Digital {
		t.Errorf("4-04-04-06: %+v", o)
	}
	if o, _ := OccupationByID("4-04-04-07"); o.Name != "密码技术应用员" {
		t.Errorf("4-04-04-07 is the draft's 密码技术应用员: %+v", o)
	}
	// A new occupation of 2024 with its code, and one of 2025 still 待公布.
	if o, _ := OccupationByID("4-04-05-13"); o.Name != "生成式人工智能系统应用员" || o.Origin != OriginNew2024 || o.SmallClass != "" || !o.Digital {
		t.Errorf("4-04-05-13: %+v", o)
	}
	if o, _ := OccupationByID("NEW2025-01"); o.Name != "检验检测管理工程技术人员" || o.Code != "" || o.Origin != OriginNew2025 {
		t.Errorf("NEW2025-01: %+v", o)
	}
	if o, _ := OccupationByID("NEW2025-09"); o.Name != "电力聚合运营员" || !o.Green || !o.Digital {
		t.Errorf("NEW2025-09: %+v", o)
	}
	// 中类 7-04 is missing from the classes file: code only.
	for _, c := range OccupationClasses() {
		if c.Code == "7-04" && (c.Name != "" || c.Origin != "code_only") {
			t.Errorf("7-04: %+v", c)
		}
	}
}

// The guide's codes that differ from the draft's: matched by name where the name is unique.
func TestGuideCodeDisagreements(t *testing.T) {
	seen := map[string]GuideLink{}
	for _, g := range OccupationGuide() {
		seen[g.OccupationCode+" "+g.OccupationName] = g
	}
	for _, c := range []struct{ key, id, match string }{
		{"2-02-10-03 计算机软件工程技术人员", "2-02-10-03", GuideMatchCode},
		{"2-05-07-14 心理治疗技师", "2-05-07-13", GuideMatchName}, // the draft numbers it 13
		{"4-13-01-06 档案数字化管理师", "4-13-01-07", GuideMatchName},
		{"2-05-07-13 康复技师", "", GuideMatchNone},     // not in the draft at all
		{"3-01-04-01 村务和社区工作者", "", GuideMatchNone}, // the draft says 村和社区工作者
	} {
		g, ok := seen[c.key]
		if !ok || g.OccupationID != c.id || g.Match != c.match {
			t.Errorf("%s: %+v", c.key, g)
		}
	}
	// A 普通本科 row names the major with its printed suffix.
	for _, g := range OccupationGuide() {
		if g.Level == "普通本科" && g.MajorCode == "080902" && g.MajorID == "080902" && g.OccupationID == "2-02-10-03" {
			return
		}
	}
	t.Error("080902 软件工程 → 2-02-10-03 not in the guide")
}
