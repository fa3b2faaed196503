package model

import "sort"

// Point is one published year of a unit in a method's value space.
type Point struct {
	Year  int
	Value float64 // smaller is harder to reach (see the package doc)
	Plan  int     // 计划数 of that year; 0 unknown
	// Converted: the year's rank is its minimum score converted through that year's table,
	// not a rank the source printed.
	Converted bool
	// Cohort is log(target year's candidates / that year's) when both tables can say their
	// cohort, else 0: how far a percentile comparison would move the year (the centre applies a
	// learned share of it, Centre.Cohort).
	Cohort float64
	// WeakLink: the year is joined to the unit's year before it by its code only, across a
	// change the evidence shows (its school filed a different number of units, or the subject
	// requirement changed): the earlier year may be another unit that bore the code.
	WeakLink bool
}

// History is a unit's points in increasing year order, each year at most once.
type History []Point

// Before keeps the points of years before year.
func (h History) Before(year int) History {
	i := sort.Search(len(h), func(i int) bool { return h[i].Year >= year })
	return h[:i]
}

// At finds the point of a year.
func (h History) At(year int) (Point, bool) {
	for _, p := range h {
		if p.Year == year {
			return p, true
		}
	}
	return Point{}, false
}

// Sort orders the points by year and drops a repeated year (the first kept).
func (h History) Sort() History {
	sort.SliceStable(h, func(i, j int) bool { return h[i].Year < h[j].Year })
	out := h[:0]
	for _, p := range h {
		if len(out) > 0 && out[len(out)-1].Year == p.Year {
			continue
		}
		out = append(out, p)
	}
	return out
}
