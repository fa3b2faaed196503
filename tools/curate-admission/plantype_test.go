package main

import (
	"path/filepath"
	"testing"
)

func TestPlanTypeOf(t *testing.T) {
	for _, c := range []struct {
		texts []string
		want  string
	}{
		{[]string{"本科批", "北京大学(高校专项计划)"}, planCollege},
		{[]string{"普通本科批", "北京大学", "", "国家专项计划组"}, planNational},
		{[]string{"本科批", "河北大学(保定市)(地方专项计划)[公办]"}, planLocal},
		{[]string{"本科批", "长春工程学院(边防军人子女预科班)[公办]"}, planPrep},
		{[]string{"本科批", "中山大学", "工商管理(深圳)(民族班，只招少数民族考生)"}, planPrep},
		{[]string{"普通本科批", "山西大学", "", "定向组"}, planTargeted},
		{[]string{"艺术本科批", "华中师范大学", "", "公费师范生组"}, planTargeted},
		{[]string{"专科批", "北京青年政治学院", "国际商务(中外合作办学)"}, planForeign},
		{[]string{"高职高专", "兴安职业技术学院", "运动训练", "第一次填报/专业1T/招收中职毕业生/非定向"}, ""},
		{[]string{"普通本科批", "太原学院", "", "合作办学组"}, ""}, // 中外 or 港澳台: not said
		{[]string{"本科批", "北京大学"}, ""},
	} {
		if got, _ := planTypeOf(c.texts...); got != c.want {
			t.Errorf("planTypeOf%q = %q, want %q", c.texts, got, c.want)
		}
	}
	for _, c := range [][3]string{{"国家专项", "国家专项计划", planNational}, {"高校专项", "高校专项计划", planCollege},
		{"非定向", "", planOrdinary}, {"非定向", "中外合作办学", planForeign}, {"非定向", "少数民族预科班", planPrep},
		{"非定向", "地方专项计划", planLocal}, {"非定向", "护理类", planOrdinary}} {
		if got := hubeiPlanType(c[0], c[1]); got != c[2] {
			t.Errorf("hubeiPlanType(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}

// 湖北 2026 (a mirror): the rows of 本科普通批 must name a track in 科类; a row the mirror shifted
// (a 科类 such as "线线上60分", the wrapped remark of another row) is counted and left out. Read as
// CSV, the file has none: "线线上60分" is line 4 of the quoted five-line remark of 北京外国语大学
// A030 group 07, whose 10 number cells are empty.
func TestHubei2026MisalignedRowsAreLeftOut(t *testing.T) {
	shared := "../../../shared/data"
	provs := loadProvinces("../../data/provinces.csv")
	st := newSourceStats()
	rs, s26 := loadResults2026(shared, provs, st)
	if s26.hubeiMisaligned != 0 {
		t.Errorf("湖北 2026 misaligned rows: %d", s26.hubeiMisaligned)
	}
	id := "mirror-hubei-undergraduate-2026"
	if st.readN[id] != 6346 || st.keptN[id] != 5221 {
		t.Errorf("湖北 2026: read %d, kept %d", st.readN[id], st.keptN[id])
	}
	// a row shifted by one cell is caught
	tab := readTableOrDie(filepath.Join(shared, dir2026, "hubei/hubei_2026_benke_putong_group_toudang.csv"))
	row := append([]string(nil), tab.rows[0]...)
	row[tab.idx["类别"]], row[tab.idx["科类"]] = "本科普通批", "线线上60分"
	var s source2026
	for _, x := range results2026 {
		if x.id == id {
			s = x
		}
	}
	probe := &stats2026{hubeiOther: map[string]int{}}
	if r := probe.row(s, tab, row, provs, "probe"); r != nil || probe.hubeiMisaligned != 1 {
		t.Errorf("a shifted row was kept: %+v", r)
	}
	n := 0
	for _, r := range rs {
		if r.sourceID == id && r.note == "高校专项计划(学校要求投档控制最低分为本科特殊线线上60分(592分))" {
			n++
			if r.minScore != "" || r.planType != planCollege || r.groupCode != "07" {
				t.Errorf("北京外国语大学 07: %+v", r)
			}
		}
	}
	if n != 1 {
		t.Errorf("the five-line remark: %d rows", n)
	}
}
