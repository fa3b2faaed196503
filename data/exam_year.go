package data

import "time"

// beijing is China Standard Time: the exam's calendar is Beijing's.
var beijing = time.FixedZone("CST", 8*3600)

// ComingExam is the year of the next June exam: after this year's exam (from July, Beijing
// time) the coming one is next year's.
func ComingExam(now time.Time) int {
	now = now.In(beijing)
	if now.Month() >= time.July {
		return now.Year() + 1
	}
	return now.Year()
}
