package siteconfig

import (
	"encoding/json"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/data"
)

// seasonal brings the stored sections that follow the calendar up to date when they are read:
// the province list was stored when the site was first configured, with the exam date and mode
// of that day's coming exam, and WishYear with the season of the release; both would otherwise
// stay in a season that has ended. Each province's CEEDate, CEEDateBasis, ExamYear and ExamMode
// come from the calendar (data.ComingExam, data.SeasonOf), except a CEEDate the operator set
// that has not passed yet (a postponed exam, as in 2020, is announced before the calendar
// file follows): that date is kept and said to be the operator's. WishYear is never older
// than the season's year (data.SeasonYear). Anything else an operator stored is kept as it is.
func seasonal(provinces, wishYear json.RawMessage, now time.Time) (json.RawMessage, json.RawMessage) {
	year := data.ComingExam(now)
	var list []map[string]any
	if err := json.Unmarshal(provinces, &list); err == nil {
		for _, item := range list {
			id, _ := item["ProvinceId"].(float64)
			p, ok := data.ProvinceByID(int(id))
			if !ok {
				continue
			}
			exam := data.SeasonOf(p.ID, year).Exam()
			item["ExamYear"], item["ExamMode"] = year, p.ModeFor(year)
			if operatorDateAhead(item["CEEDate"], exam.Start, now) {
				item["CEEDateBasis"] = "运营方设定"
				continue
			}
			item["CEEDate"], item["CEEDateBasis"] = exam.Start.Format(time.DateOnly), exam.Basis(year)
		}
		if b, err := json.Marshal(list); err == nil {
			provinces = b
		}
	}
	var stored int
	season := data.SeasonYear(now, 0)
	if err := json.Unmarshal(wishYear, &stored); err != nil || stored < season {
		wishYear, _ = json.Marshal(season)
	}
	return provinces, wishYear
}

// operatorDateAhead tells a stored exam date that still lies ahead (in Beijing) and differs
// from the calendar's: one the operator set on purpose, not one left from a past season.
func operatorDateAhead(stored any, calendar, now time.Time) bool {
	text, _ := stored.(string)
	d, err := time.ParseInLocation(time.DateOnly, text, beijing.Zone)
	if err != nil || d.Equal(calendar) {
		return false
	}
	today := now.In(beijing.Zone)
	return !d.Before(time.Date(today.Year(), today.Month(), today.Day(), 0, 0, 0, 0, beijing.Zone))
}
