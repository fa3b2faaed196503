package data

import (
	"slices"
	"testing"
)

// Every subject of a mode, 首选 first; the old exam has none but is not "no province" (nil).
func TestElectiveSubjects(t *testing.T) {
	if got := ElectiveSubjects("3+1+2"); !slices.Equal(got, []string{"物理", "历史", "化学", "生物", "政治", "地理"}) {
		t.Errorf("3+1+2: %v", got)
	}
	if got := ElectiveSubjects("3+3_zhejiang"); len(got) != 7 || !slices.Contains(got, "技术") {
		t.Errorf("浙江: %v", got)
	}
	if got := ElectiveSubjects("3+3"); len(got) != 6 || slices.Contains(got, "技术") {
		t.Errorf("3+3: %v", got)
	}
	if got := ElectiveSubjects("old"); got == nil || len(got) != 0 {
		t.Errorf("old exam: %#v", got)
	}
	// Each call is its own slice: appending to one never changes the next.
	a := ElectiveSubjects("3+1+2")
	_ = append(a[:1], "技术")
	if b := ElectiveSubjects("3+1+2"); b[1] != "历史" {
		t.Errorf("a caller's append changed the pools: %v", b)
	}
}
