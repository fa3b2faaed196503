package siteconfig

import (
	"encoding/json"
	"testing"
	"time"
)

// A province list stored in May 2026 (exam 2026-06-07) and WishYear 2026, read in December 2026:
// the 2027 exam, its mode (新疆 sits 3+1+2 from 2027) and the 2027 season.
func TestStoredSeasonalSectionsFollowTheCalendar(t *testing.T) {
	stored := json.RawMessage(`[{"ProvinceId":42,"ProvinceName":"湖北","CEEDate":"2026-06-07","ExamMode":"3+1+2","MaxScore":750},
		{"ProvinceId":65,"ProvinceName":"新疆","CEEDate":"2026-06-07","ExamMode":"traditional"}]`)
	dec := time.Date(2026, 12, 7, 12, 0, 0, 0, time.UTC)
	list, wish := seasonal(stored, json.RawMessage(`2026`), dec)
	var got []map[string]any
	if err := json.Unmarshal(list, &got); err != nil {
		t.Fatal(err)
	}
	if got[0]["CEEDate"] != "2027-06-07" || got[0]["ExamYear"] != float64(2027) || got[0]["MaxScore"] != float64(750) ||
		got[0]["CEEDateBasis"] == "" {
		t.Errorf("湖北: %v", got[0])
	}
	if got[1]["ExamMode"] != "3+1+2" {
		t.Errorf("新疆 2027: %v", got[1])
	}
	if string(wish) != "2027" {
		t.Errorf("WishYear %s", wish)
	}
	// An operator's later year stays.
	if _, wish := seasonal(stored, json.RawMessage(`2028`), dec); string(wish) != "2028" {
		t.Errorf("WishYear set ahead: %s", wish)
	}
	// In July 2026 the season is still 2026's, while the next exam is 2027's.
	list, wish = seasonal(stored, json.RawMessage(`2026`), time.Date(2026, 7, 15, 0, 0, 0, 0, time.UTC))
	_ = json.Unmarshal(list, &got)
	if string(wish) != "2026" || got[0]["CEEDate"] != "2027-06-07" {
		t.Errorf("July 2026: WishYear %s, %v", wish, got[0])
	}
	// A date the operator set that is still ahead (a postponed exam) stays, said to be theirs;
	// one already past is replaced by the calendar's.
	set := json.RawMessage(`[{"ProvinceId":33,"CEEDate":"2027-07-07"},{"ProvinceId":44,"CEEDate":"2020-06-07"},{"ProvinceId":42,"CEEDate":"2026-12-07"}]`)
	list, _ = seasonal(set, json.RawMessage(`2027`), dec)
	got = nil
	_ = json.Unmarshal(list, &got)
	if got[0]["CEEDate"] != "2027-07-07" || got[0]["CEEDateBasis"] != "运营方设定" || got[0]["ExamYear"] != float64(2027) {
		t.Errorf("operator's date ahead: %v", got[0])
	}
	if got[1]["CEEDate"] != "2027-06-07" || got[1]["CEEDateBasis"] == "运营方设定" {
		t.Errorf("a past stored date: %v", got[1])
	}
	if got[2]["CEEDate"] != "2026-12-07" {
		t.Errorf("today (Beijing) is not past yet: %v", got[2])
	}
}
