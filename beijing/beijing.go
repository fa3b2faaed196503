// Package beijing is China Standard Time, the one zone of the product: the exam calendar, the
// days a limit counts, the dates a page or an export prints and the audit's days are Beijing's.
// China has kept UTC+8 without daylight saving since 1991, so a fixed zone is exact and needs no
// tzdata on the server. It imports nothing of the project.
package beijing

import "time"

// Zone is China Standard Time.
var Zone = time.FixedZone("CST", 8*3600)

// Date is midnight of a day in Beijing.
func Date(year int, month time.Month, day int) time.Time {
	return time.Date(year, month, day, 0, 0, 0, 0, Zone)
}

// Day is the Beijing date of an instant, as 2006-01-02.
func Day(t time.Time) string { return t.In(Zone).Format(time.DateOnly) }
