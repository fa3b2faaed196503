package admission

import (
	"strings"
	"testing"
)

func TestPublicTextNamesNoFileAndNoSourceID(t *testing.T) {
	g, ok := RuleOf(44, 2023)
	if !ok {
		t.Fatal("no 广东 2023 rule")
	}
	got := PublicText(g.Source)
	want := "模式：教育部高考综合改革批次汇编；单位：广东省教育考试院2023年本科批普通类投档情况（院校专业组级 4177 行）；志愿数：本站编辑整理；调剂：本站编辑整理（院校专业组内调剂）"
	if got != want {
		t.Errorf("广东 2023:\n got %s\nwant %s", got, want)
	}
	if got := PublicText("无本年普通类本科批官方投档表，填报单位未核实；DOMAIN.md 的院校专业组 45 个未注明年份，未采用；批次未核实"); got !=
		"无本年普通类本科批官方投档表，填报单位未核实；本站编辑资料中的院校专业组 45 个未注明年份，未采用；批次未核实" {
		t.Errorf("note: %s", got)
	}
	// Every rule of the shipped data reads without a file name or a source id.
	bad := []string{".csv", ".md", "scores/", "official-", "dxsbb-", "portal editorial"}
	for _, r := range Rules() {
		for _, text := range []string{PublicText(r.Source), PublicText(r.Note)} {
			for _, b := range bad {
				if strings.Contains(text, b) {
					t.Errorf("%d %d: %q holds %q", r.ProvinceID, r.Year, text, b)
				}
			}
		}
	}
	// A known id becomes its source's title.
	src := Sources()[0]
	if got := PublicText("批次：" + src.ID); got != "批次：《"+src.Title+"》" {
		t.Errorf("id: %q", got)
	}
	if got := PublicText("各省级教育考试院；本站整理，见 data/admission/README.md"); got != "各省级教育考试院；本站整理" {
		t.Errorf("provenance: %q", got)
	}
}
