package admission

import (
	"sort"
	"sync"
)

// ShiftsFrom is the first year whose table is compared with the next: the tables of the new
// exam era (from 2021) are the ones a coming year resembles; older pairs include a change of a
// province's table format (广东 2015 → 2016 moved the same rank by 45–110 points).
const ShiftsFrom = 2021

// shiftRanks are the places in a cohort, as shares of its candidates, where the shift is read:
// the top 5 % to 60 %, where the 本科 candidates are.
var shiftRanks = []float64{0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6}

var (
	shiftsOnce sync.Once
	shifts     []int
)

// ScoreShifts are how far the score holding the same rank moved from one year's table to the
// next (next year's score minus this year's), at several places of each cohort, over every
// province and track with consecutive shipped tables from ShiftsFrom: the uncertainty of a
// score placed in last year's table for want of this year's. Sorted ascending.
func ScoreShifts() []int {
	shiftsOnce.Do(func() {
		loadTables()
		for k, t := range tables {
			next := tables[tableKey{k.province, k.year + 1, k.track}]
			if k.year < ShiftsFrom || next == nil {
				continue
			}
			shifts = append(shifts, shiftsBetween(t, next)...)
		}
		sort.Ints(shifts)
	})
	return shifts
}

// shiftsBetween reads the shift at each of shiftRanks of a's cohort.
func shiftsBetween(a, b *Table) []int {
	var out []int
	for _, q := range shiftRanks {
		rank := int(q * float64(a.Info.Candidates))
		sa, okA := a.scoreAt(rank)
		sb, okB := b.scoreAt(rank)
		if okA && okB {
			out = append(out, sb-sa)
		}
	}
	return out
}

// scoreAt is the score of the candidate at rank: the highest score of the first band whose
// cumulative count reaches it.
func (t *Table) scoreAt(rank int) (int, bool) {
	if rank <= 0 {
		return 0, false
	}
	b, ok := t.BandOfRank(rank)
	return b.High, ok
}

// ShiftQuantiles are n equally likely shifts: the quantiles at (i+0.5)/n of ScoreShifts.
func ShiftQuantiles(n int) []int {
	s := ScoreShifts()
	if len(s) == 0 || n <= 0 {
		return nil
	}
	out := make([]int, n)
	for i := range out {
		out[i] = s[min(int((float64(i)+0.5)/float64(n)*float64(len(s))), len(s)-1)]
	}
	return out
}
