package events

import (
	"testing"
	"time"
)

var cst = time.FixedZone("CST", 8*3600)

// handMade is a calendar of hand-made admission ends (the day after, Beijing midnight).
func handMade(y int) time.Time {
	return map[int]time.Time{2026: time.Date(2026, 8, 16, 0, 0, 0, 0, cst), 2027: time.Date(2027, 8, 22, 0, 0, 0, 0, cst),
		2028: time.Date(2028, 8, 20, 0, 0, 0, 0, cst)}[y]
}

func TestGrantEndBySeasonAndByDays(t *testing.T) {
	dec := time.Date(2026, 12, 7, 10, 0, 0, 0, cst)
	quarter := ProductSaved{Code: "Q", Days: 92}
	season := ProductSaved{Code: "S", Kind: ProductBySeason}
	if until, y := GrantEnd(quarter, time.Time{}, dec, 2027, handMade); !until.Equal(time.Date(2027, 3, 9, 10, 0, 0, 0, cst)) || y != 0 {
		t.Fatalf("a quarter bought in December 2026 ends %v (%d)", until, y)
	}
	for _, c := range []struct {
		name     string
		held     time.Time
		examYear int
		want     time.Time
		wantYear int
	}{
		{"a 2027 student in December 2026", time.Time{}, 2027, handMade(2027), 2027},
		{"a 2028 student in December 2026", time.Time{}, 2028, handMade(2028), 2028},
		{"a 2026 student after their season: the next one", time.Time{}, 2026, handMade(2027), 2027},
		{"buying again while the 2027 season is held: 2028's", handMade(2027), 2027, handMade(2028), 2028},
		{"held to March only: still 2027's end", time.Date(2027, 3, 9, 0, 0, 0, 0, cst), 2027, handMade(2027), 2027},
	} {
		if until, y := GrantEnd(season, c.held, dec, c.examYear, handMade); !until.Equal(c.want) || y != c.wantYear {
			t.Errorf("%s: %v (%d), want %v (%d)", c.name, until, y, c.want, c.wantYear)
		}
	}
}

func TestFoldGrantsSeasonGrantEndsAtItsUntil(t *testing.T) {
	dec := time.Date(2026, 12, 7, 10, 0, 0, 0, cst).UTC()
	day := 24 * time.Hour
	seasonEnd := handMade(2027).UTC()
	grants := []RightsGranted{
		{Source: GrantByOrder, Ref: "q", ProductCode: "Q", Rights: []string{RightExport}, Days: 92, At: dec},
		{Source: GrantByOrder, Ref: "s", ProductCode: "S", Kind: ProductBySeason, Until: seasonEnd, SeasonYear: 2027,
			Rights: []string{RightExport, RightShare}, At: dec.Add(day)},
		{Source: GrantByCard, Ref: "q2", ProductCode: "Q", Rights: []string{RightExport}, Days: 10, At: dec.Add(2 * day)},
	}
	h := FoldGrants(grants, nil)
	if got := h.HeldUntil("S"); !got.Equal(seasonEnd) {
		t.Fatalf("season product until %v, want %v", got, seasonEnd)
	}
	if s := h.Spans[GrantKey(GrantByOrder, "s")]; !s.From.Equal(dec.Add(day)) || !s.Until.Equal(seasonEnd) {
		t.Fatalf("season span %v", s)
	}
	// The export right: the season grant carries it to the season's end; the card's 10 days stack after it.
	if want := seasonEnd.Add(10 * day); !h.Rights[RightExport].Equal(want) {
		t.Fatalf("export until %v, want %v", h.Rights[RightExport], want)
	}
	if !h.Rights[RightShare].Equal(seasonEnd) {
		t.Fatalf("share until %v", h.Rights[RightShare])
	}
	// The quarter product stacks on itself only: 92 + 10 days.
	if want := dec.Add(102 * day); !h.HeldUntil("Q").Equal(want) {
		t.Fatalf("quarter until %v, want %v", h.HeldUntil("Q"), want)
	}
	// Revoking the season grant: export falls back to the quarter's time plus the card's.
	h = FoldGrants(grants, map[string]bool{GrantKey(GrantByOrder, "s"): true})
	if want := dec.Add(102 * day); !h.Rights[RightExport].Equal(want) || !h.HeldUntil("S").IsZero() {
		t.Fatalf("after revoking the season grant: export %v, season %v", h.Rights[RightExport], h.HeldUntil("S"))
	}
}
