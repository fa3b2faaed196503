package recommend

import (
	"strings"
	"unicode/utf8"

	"zhiyuan/data"
	"zhiyuan/events/apperr"
	qadmission "zhiyuan/query/admission"
	"zhiyuan/query/catalog"
)

// Input is a candidate and the user's filters (docs/API-RECOMMEND.md).
type Input struct {
	ProvinceId     int
	Year           int      // the exam year
	SubjectType    int      // old exam: 1 文科, 2 理科
	SelectSubject  string   // 3+1+2: 物理 or 历史
	SelectSubjects []string // the chosen subjects, for 选科要求
	Score          *int
	Rank           *int   // instead of a score
	Method         string // WCF (default) or WDF
	Level          string // group, major or school; "" the province's filling unit
	Label          string // 冲, 稳, 保, 无 (no probability); "" every unit with a probability

	CollegeProvinceIds []int
	Tags               []string // 985, 211, 双一流
	Natures            []string // 公办, 民办, 中外合作办学 …
	Categories         []string // 综合, 理工 …
	Keyword            string   // in the school's or the major's name
	Majors             []string // majors of interest: a unit whose major (a group: one of its planned majors) names one of them
	MaxTuition         int      // yuan a year; units whose tuition is not published stay
	Special            bool     // show the special paths (提前批, 专项, 中外合作 …) instead of ordinary units
	Batch              string   // 本科 or 专科; "" the highest the candidate's score clears

	catalog.Paging
	all  bool            // Lookup: every unit of the level, whatever the filters (选科 still withholds a probability)
	only map[string]bool // Lookup: score only these units (the others are left out unscored)
}

var levelOK = map[string]bool{"": true, "group": true, "major": true, "school": true}
var labelOK = map[string]bool{"": true, "冲": true, "稳": true, "保": true, "无": true}
var tagOK = map[string]bool{"985": true, "211": true, "双一流": true}

// candidate is a checked Input.
type candidate struct {
	province data.Province
	year     int
	track    string
	subjects []string
	score    int // -1 when a rank was given
	rank     int // 0 until placed
	method   Method
}

func (in *Input) check(predicted bool) (candidate, error) {
	p, year, track, err := qadmission.TrackInput{ProvinceId: in.ProvinceId, Year: in.Year, SubjectType: in.SubjectType,
		SelectSubject: in.SelectSubject}.Resolve()
	if err != nil {
		return candidate{}, err
	}
	c := candidate{province: p, year: year, track: track, score: -1, method: WCF}
	if c.subjects, err = qadmission.CheckSubjects(in.SelectSubjects); err != nil {
		return c, err
	}
	switch {
	case in.Score != nil && in.Rank != nil:
		return c, apperr.Invalid("分数和位次只填一项")
	case in.Score != nil:
		if *in.Score < 0 || *in.Score > p.MaxScore {
			return c, apperr.Invalid("请输入有效的高考成绩！")
		}
		c.score = *in.Score
	case in.Rank != nil && !predicted:
		if *in.Rank < 1 || *in.Rank > 2_000_000 {
			return c, apperr.Invalid("请输入有效的位次")
		}
		c.rank = *in.Rank
	case predicted:
		return c, apperr.Invalid("请填写预估分数")
	default:
		return c, apperr.Invalid("请填写分数或位次")
	}
	switch strings.ToUpper(in.Method) {
	case "", "WCF":
	case "WDF":
		c.method = WDF
		if c.score < 0 {
			return c, apperr.Invalid("位点法需要分数：请填写分数")
		}
	default:
		return c, apperr.Invalid("推荐方法无效：只能是 WCF（位次法）或 WDF（位点法）")
	}
	if !levelOK[in.Level] {
		return c, apperr.Invalid("志愿单位无效：只能是 group、major 或 school")
	}
	if in.Batch != "" && in.Batch != "本科" && in.Batch != "专科" {
		return c, apperr.Invalid("批次无效：只能是 本科 或 专科")
	}
	if !labelOK[in.Label] {
		return c, apperr.Invalid("类别无效：只能是 冲、稳、保 或 无")
	}
	if len(in.CollegeProvinceIds) > 34 || len(in.Tags) > 3 || len(in.Natures) > 10 || len(in.Categories) > 20 {
		return c, apperr.Invalid("筛选条件过多")
	}
	for _, id := range in.CollegeProvinceIds {
		if _, ok := data.ProvinceByID(id); !ok {
			return c, apperr.Invalid("院校所在地区无效")
		}
	}
	for _, t := range in.Tags {
		if !tagOK[t] {
			return c, apperr.Invalid("院校标签无效：只能是 985、211 或 双一流")
		}
	}
	if len(in.Majors) > 10 {
		return c, apperr.Invalid("感兴趣的专业最多10个")
	}
	for _, m := range in.Majors {
		if n := utf8.RuneCountInString(strings.TrimSpace(m)); n == 0 || n > 20 {
			return c, apperr.Invalid("专业名称须为1到20个字")
		}
	}
	if utf8.RuneCountInString(in.Keyword) > 30 {
		return c, apperr.Invalid("关键词最多30个字")
	}
	if in.MaxTuition < 0 || in.MaxTuition > 1_000_000 {
		return c, apperr.Invalid("学费上限无效")
	}
	return c, in.Paging.Check()
}
