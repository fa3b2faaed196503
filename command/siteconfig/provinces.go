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
	year := data.ComingExam(now)
	var out []ProvinceItem
	for _, p := range data.Provinces() {
		out = append(out, ProvinceItem{ProvinceId: p.ID, ProvinceName: p.Name, PinYinOne: p.PinYinOne,
			CEEDate: data.SeasonOf(p.ID, year).Exam().Start.Format(time.DateOnly), ExamMode: p.ModeFor(year), FirstNewExam: p.FirstNewExam, MaxScore: p.MaxScore, ExamAuthority: p.ExamAuthority})
	}
	return out
}
