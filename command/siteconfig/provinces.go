package siteconfig

import (
	"time"

	"zhiyuan/data"
)

// ProvinceItem is one entry of WebConfig's ProvinceList.
type ProvinceItem struct {
	ProvinceId    int
	ProvinceName  string
	PinYinOne     string
	CEEDate       string // the next national exam date
	ExamMode      string // the mode of the next exam year (3+3, 3+3_zhejiang, 3+3_shanghai, 3+1+2, traditional)
	FirstNewExam  int    // first exam year under the new gaokao; earlier years sat 文/理
	MaxScore      int
	ExamAuthority string
}

// ProvinceList builds the header's province list for the next exam after now.
func ProvinceList(now time.Time) []ProvinceItem {
	year := now.Year()
	if now.After(time.Date(year, 6, 7, 0, 0, 0, 0, time.FixedZone("CST", 8*3600))) {
		year++
	}
	var out []ProvinceItem
	for _, p := range data.Provinces() {
		out = append(out, ProvinceItem{ProvinceId: p.ID, ProvinceName: p.Name, PinYinOne: p.PinYinOne,
			CEEDate: data.ExamDate(year), ExamMode: p.ModeFor(year), FirstNewExam: p.FirstNewExam, MaxScore: p.MaxScore, ExamAuthority: p.ExamAuthority})
	}
	return out
}
