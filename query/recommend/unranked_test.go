package recommend

import (
	"reflect"
	"strings"
	"testing"
)

// Years whose ordinary rows carry no rank are listed per level; a year with one ranked row, a
// 征集 round and an art track do not count.
func TestUnrankedYears(t *testing.T) {
	row := func(year int, level, track, batch string, rank, conv int) Row {
		return Row{Year: year, Level: level, Track: track, Batch: batch, SchoolCode: "1", SchoolName: "甲大学",
			GroupCode: "01", MinScore: 500, MinRank: rank, ConvRank: conv}
	}
	rows := []Row{
		row(2023, "group", "物理类", "本科批", 0, 0),
		row(2024, "group", "物理类", "本科批", 0, 0),
		row(2024, "group", "历史类", "本科批", 0, 0),
		row(2025, "group", "物理类", "本科批", 0, 12000),
		row(2025, "group", "历史类", "本科批", 0, 0), // 2025 has a ranked row: not unranked
		row(2022, "group", "物理类", "本科批征集志愿", 0, 0),
		row(2021, "group", "艺术类", "本科批", 0, 0),
		row(2025, "major", "物理类", "", 3000, 0),
	}
	got := UnrankedYears(rows)
	if want := map[string][]int{"group": {2023, 2024}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("UnrankedYears = %v, want %v", got, want)
	}
	p := &Province{Unranked: got}
	if m := noBacktest(p, "group"); !strings.Contains(m, "2023、2024年的录取结果只有分数") {
		t.Errorf("group: %q", m)
	}
	if m := noBacktest(p, "major"); m != "该省没有可回测的年份：录取数据不足两年" {
		t.Errorf("major: %q", m)
	}
}
