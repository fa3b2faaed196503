package data

import "time"

// ComingExam is the year of the next exam that has not ended: until the last exam day
// (Beijing time, from the calendar; 10 June by default) this year's, from the day after it
// next year's. It is the newest exam year anything can be made for (a wish table, a 选科
// sheet) and the year the countdown counts to.
func ComingExam(now time.Time) int {
	now = now.In(beijing)
	y := now.Year()
	if !now.Before(SeasonOf(0, y).Exam().End.AddDate(0, 0, 1)) {
		return y + 1
	}
	return y
}

// SeasonYear is the exam year whose season a visitor of the province is served by default
// when they have not said their own: a year's candidates keep their season (score release,
// filling, admission) until its admission ends, then the next year's begins. A student's
// exam year in their profile always wins over it.
func SeasonYear(now time.Time, provinceID int) int {
	now = now.In(beijing)
	y := now.Year()
	if !now.Before(SeasonOf(provinceID, y).AdmissionEnd().End.AddDate(0, 0, 1)) {
		return y + 1
	}
	return y
}

// ExamYearOf is the exam year a student is served: theirs when their profile has one,
// else the season's.
func ExamYearOf(profileYear int, now time.Time, provinceID int) int {
	if profileYear > 0 {
		return profileYear
	}
	return SeasonYear(now, provinceID)
}
