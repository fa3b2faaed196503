package eventlog

import "testing"

// Vectors for the gap rule: each step is the positions one read returned
// after the frontier, the read's snapshot, and the frontier expected after it.
func TestGapRuleVectors(t *testing.T) {
	type step struct {
		read       []int64
		xmin, next uint64
		frontier   int64
		holding    bool
	}
	cases := []struct {
		name  string
		steps []step
	}{
		{"contiguous positions pass at once", []step{
			{[]int64{1, 2, 3}, 100, 105, 3, false}}},
		{"a hole is held while a transaction older than the snapshot runs", []step{
			{[]int64{1, 3}, 100, 105, 1, true},
			{[]int64{3}, 104, 107, 1, true},       // xmin 104 < horizon 105: 104 may still write 2
			{[]int64{2, 3}, 104, 107, 3, false}}}, // 2 committed: filled, not skipped
		{"a hole is skipped once every older transaction has ended", []step{
			{[]int64{1, 3, 4}, 100, 105, 1, true},
			{[]int64{3, 4}, 105, 110, 4, false}}},
		{"nothing running: a hole in the same snapshot is burned", []step{
			{[]int64{1, 3}, 105, 105, 3, false}}},
		{"a later hole gets the horizon of the snapshot that first shows it", []step{
			{[]int64{1, 2, 5}, 100, 105, 2, true},
			{[]int64{5, 9}, 105, 120, 5, true}, // 3..4 burned; 6..8 first seen now: horizon 120
			{[]int64{9}, 119, 121, 5, true},
			{[]int64{9}, 120, 121, 9, false}}},
		{"a part of the held hole filled later keeps the first horizon", []step{
			{[]int64{1, 5}, 100, 105, 1, true},
			{[]int64{3, 5}, 101, 130, 1, true}, // 2 still missing, horizon still 105
			{[]int64{3, 5}, 105, 130, 5, false}}},
		{"positions at or below the frontier are passed over", []step{
			{[]int64{1, 2}, 100, 100, 2, false},
			{[]int64{2, 3}, 100, 100, 3, false}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var g gapRule
			for i, s := range c.steps {
				g.advance(s.read, Snapshot{Xmin: s.xmin, Next: s.next})
				if g.frontier != s.frontier || g.holding() != s.holding {
					t.Fatalf("step %d: frontier %d holding %v, want %d %v", i, g.frontier, g.holding(), s.frontier, s.holding)
				}
			}
		})
	}
}

func TestGapRuleBumpSkipsWhatIsSettledElsewhere(t *testing.T) {
	g := gapRule{}
	g.advance([]int64{1, 3}, Snapshot{Xmin: 100, Next: 105})
	g.bump(10)
	if g.frontier != 10 || g.holding() {
		t.Fatalf("after bump: %+v", g)
	}
	g.bump(4) // never backwards
	if n := g.advance([]int64{9, 11}, Snapshot{Xmin: 100, Next: 100}); n != 2 || g.frontier != 11 {
		t.Fatalf("after advance: passed %d, %+v", n, g)
	}
}

// A transaction that holds an id but never appends keeps xmin low; once the
// running appenders are measured above the hole's horizon, the hole is burned.
func TestGapRuleAppendersFloorPassesAHoleNoAppenderCanFill(t *testing.T) {
	var g gapRule
	g.advance([]int64{1, 3}, Snapshot{Xmin: 90, Next: 105})
	if g.frontier != 1 || !g.holding() {
		t.Fatalf("first read: %+v", g)
	}
	g.advance([]int64{3}, Snapshot{Xmin: 90, Next: 110, Appenders: 104}) // an appender with id 104 may still write 2
	if g.frontier != 1 {
		t.Fatalf("passed a hole an appender may fill: %+v", g)
	}
	g.advance([]int64{3}, Snapshot{Xmin: 90, Next: 110, Appenders: 105})
	if g.frontier != 3 || g.holding() {
		t.Fatalf("held a hole no appender can fill: %+v", g)
	}
}
