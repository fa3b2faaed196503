package admission

import (
	"zhiyuan/data"
	"zhiyuan/data/admission"
	"zhiyuan/events/apperr"
)

// TrackInput is the province, year and track part of a query (SPEC §3 score query).
type TrackInput struct {
	ProvinceId    int
	Year          int
	SubjectType   int    // old exam: 1 文科, 2 理科
	SelectSubject string // 3+1+2: 物理 or 历史
}

// ScoreInput adds the score.
type ScoreInput struct {
	TrackInput
	Score *int
}

// query is a checked TrackInput.
type query struct {
	province data.Province
	year     int
	track    string
}

// province checks a ProvinceId.
func province(id int) (data.Province, error) {
	if id == 0 {
		return data.Province{}, apperr.Invalid("请选择招生地区")
	}
	p, ok := data.ProvinceByID(id)
	if !ok {
		return data.Province{}, apperr.Invalid("招生地区无效")
	}
	return p, nil
}

func checkYear(year int) error {
	if year == 0 {
		return apperr.Invalid("请选择查询年份")
	}
	if year < 2000 || year > 2100 {
		return apperr.Invalid("查询年份无效")
	}
	return nil
}

// check validates the province, the year and the track choice of the mode.
func (in TrackInput) check() (query, error) {
	p, err := province(in.ProvinceId)
	if err != nil {
		return query{}, err
	}
	if err := checkYear(in.Year); err != nil {
		return query{}, err
	}
	q := query{province: p, year: in.Year}
	track, msg := admission.TrackFor(p.ModeFor(in.Year), in.SubjectType, in.SelectSubject)
	if msg != "" {
		return q, apperr.Invalid(msg)
	}
	q.track = track
	return q, nil
}

// check validates the score as well: an integer from 0 to the province's full mark.
func (in ScoreInput) check() (query, int, error) {
	q, err := in.TrackInput.check()
	if err != nil {
		return q, 0, err
	}
	if in.Score == nil {
		return q, 0, apperr.Invalid("请填写分数！")
	}
	if *in.Score < 0 || *in.Score > q.province.MaxScore {
		return q, 0, apperr.Invalid("请输入有效的高考成绩！")
	}
	return q, *in.Score, nil
}

// Resolve checks the province, year and track of a query for other query features.
func (in TrackInput) Resolve() (data.Province, int, string, error) {
	q, err := in.check()
	return q.province, q.year, q.track, err
}
