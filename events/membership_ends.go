package events

import "time"

// SeasonEnd answers the instant an exam year's filling season is over for the buyer: the end
// of the day its admission ends in their province (the calendar's, passed in by each side).
type SeasonEnd func(examYear int) time.Time

// seasonsAhead bounds the search for a season that ends after the time already held.
const seasonsAhead = 20

// GrantEnd is the rule every purchase, card and quote of a product follows: a grant made at
// `at`, by a user whose same product already runs to held (zero: none), starts at the later
// of the two. A days product ends Days after that start. A season product ends at the
// admission end of the buyer's exam year, or, when that is not after the start (the season
// is over, or the time held already covers it: buying again), of the first later exam year
// whose end is; seasonYear is that year (0 for a days product).
func GrantEnd(p ProductSaved, held, at time.Time, examYear int, end SeasonEnd) (until time.Time, seasonYear int) {
	from := stackAfter(held, at)
	if p.Kind != ProductBySeason {
		return from.Add(time.Duration(p.Days) * 24 * time.Hour), 0
	}
	for y := examYear; y < examYear+seasonsAhead; y++ {
		if e := end(y); e.After(from) {
			return e, y
		}
	}
	return from, examYear + seasonsAhead
}

// HeldUntil is when a holding's product runs out (zero: not held).
func (h Holding) HeldUntil(code string) time.Time {
	for _, p := range h.Products {
		if p.Code == code {
			return p.ExpireAt
		}
	}
	return time.Time{}
}

// KindName is a product kind as the API answers it: "DAYS" or "SEASON".
func KindName(kind string) string {
	if kind == ProductBySeason {
		return "SEASON"
	}
	return "DAYS"
}
