package admission

import "sort"

// Status says how far a score (or a rank) could be placed in a published table.
type Status int

const (
	// InBand: the score lies in a published band with candidates in it.
	InBand Status = iota
	// NoCandidate: the score lies inside the published range but nobody had it (the
	// table skips it or lists it with count 0). Its rank is still defined: the number
	// of candidates at or above it, i.e. the cumulative of the band above.
	NoCandidate
	// AboveTop: the score is above the table's first band; the table gives no rank.
	AboveTop
	// BelowBottom: the score is below the table's published floor (or, for a rank, the
	// rank is past the table's last cumulative); the table gives nothing there.
	BelowBottom
	// NoTable: no curated table for this province, year and track.
	NoTable
)

func (s Status) String() string {
	return [...]string{"in band", "no candidate at this score", "above the published top band",
		"below the published floor", "no table"}[s]
}

// Ranked reports whether the status carries a rank.
func (s Status) Ranked() bool { return s == InBand || s == NoCandidate }

// Result is the place of one score in one year's table.
type Result struct {
	Status    Status
	Table     TableInfo // zero when Status is NoTable
	Band      Band      // the band holding the score (for NoCandidate: the empty scores)
	RankBest  int       // previous cumulative + 1
	RankWorst int       // the band's cumulative
	Rank      int       // the rank to use: cum(score) = RankWorst (DOMAIN.md §2.1)
}

// Lookup places a score in the province's official table of that year and track. It
// never guesses: a score outside the published bands answers AboveTop or BelowBottom.
func Lookup(provinceID, year int, track string, score int) Result {
	return table(provinceID, year, track).Lookup(score)
}

// Lookup places a score in this table; a nil table answers NoTable.
func (t *Table) Lookup(score int) Result {
	if t == nil || len(t.Bands) == 0 {
		return Result{Status: NoTable}
	}
	res := Result{Table: t.Info}
	bs := t.Bands
	switch {
	case score > bs[0].High:
		res.Status = AboveTop
		return res
	case score < bs[len(bs)-1].Low:
		res.Status = BelowBottom
		return res
	}
	// first band whose low end is at or below the score (Low descends)
	i := sort.Search(len(bs), func(i int) bool { return bs[i].Low <= score })
	b := bs[i]
	if score > b.High { // a skipped score between bs[i-1] and bs[i]
		above := bs[i-1]
		b = Band{High: above.Low - 1, Low: b.High + 1, Count: 0, Cumulative: above.Cumulative}
	}
	res.Band = b
	res.Status = InBand
	if b.Count == 0 {
		res.Status = NoCandidate
	}
	res.RankBest, res.RankWorst, res.Rank = b.RankBest(), b.Cumulative, b.Cumulative
	return res
}

// BandOfRank returns the first band whose cumulative reaches the rank (DOMAIN.md §2.2).
func (t *Table) BandOfRank(rank int) (Band, bool) {
	bs := t.Bands
	i := sort.Search(len(bs), func(i int) bool { return bs[i].Cumulative >= rank })
	if i == len(bs) {
		return Band{}, false
	}
	return bs[i], true
}
