package catalog

import "testing"

// The id scheme of the profession library: a 大典 GBM code or NEWyyyy-nn is a Chinese
// occupation; an O*NET-SOC code never looks like one.
func TestOccupationIDs(t *testing.T) {
	for id, want := range map[string]bool{
		"2-02-10-03": true, "8-00-00-00": true, "NEW2025-01": true,
		"15-1252.00": false, "2-02-10": false, "2-2-10-03": false, "NEW25-01": false, "new2025-01": false, "": false,
	} {
		if IsOccupationID(id) != want {
			t.Errorf("IsOccupationID(%q) = %v", id, !want)
		}
	}
}

// EducationLevel 1 (or none) is the undergraduate catalogue, 2 职教本科, 0 高职专科.
func TestLevels(t *testing.T) {
	n := func(i int) *int { return &i }
	for _, c := range []struct {
		in   *int
		want string
	}{{nil, LevelUndergrad}, {n(1), LevelUndergrad}, {n(2), LevelVocationalBachelor}, {n(0), LevelHigherVocational}} {
		if got, err := levelOf(c.in); err != nil || got != c.want {
			t.Errorf("levelOf(%v) = %q, %v", c.in, got, err)
		}
	}
	if _, err := levelOf(n(3)); err == nil {
		t.Error("EducationLevel 3 accepted")
	}
	for code, want := range map[string]bool{"51": true, "5102": true, "21": true, "3902": true, "08": false, "0809": false,
		"14": false, "61": false, "": false} {
		if vocationalGroup(code) != want {
			t.Errorf("vocationalGroup(%q) = %v", code, !want)
		}
	}
}
