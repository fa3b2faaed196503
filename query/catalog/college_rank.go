package catalog

import (
	"context"
	"strconv"
	"strings"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// CollegeRankCategory is a ranking the data supports, with what it means.
type CollegeRankCategory struct {
	ID, Name, Description string
}

// The rankings the catalogue has data for. The ranking by admission rank comes
// with the admission data (WithRanking) and leads the list: it is the default.
// The majors count is named for what it counts, so that nobody reads it as quality.
var collegeRankings = []CollegeRankCategory{
	{ID: "majors", Name: "开设专业数", Description: "按阳光高考平台登记的开设本科专业数从多到少排列，专业数相同的院校名次相同。" +
		"仅列出有开设专业数据的院校；专业数只反映学科覆盖面，不代表办学水平。"},
	{ID: "tags", Name: "985/211/双一流名单", Description: "按教育部公布的985工程、211工程和“双一流”建设高校名单分三层列出：" +
		"985高校为第一层，其余211高校为第二层，其余“双一流”建设高校为第三层。同层院校名次相同，层内按院校代码排列，不代表高低。"},
}

// tierNames are the ValueText of the tags ranking by Value.
var tierNames = []string{"", "985", "211", "双一流"}

// CollegeRankRequest is College/GetCollegeRankList = School/SchoolRanking.
type CollegeRankRequest struct {
	CategoryId string // "majors", "tags" or "admission"
	ProvinceId int
	Tag        string
	// The candidate's province, year and track of the "admission" ranking.
	ExamProvinceId, Year, SubjectType int
	SelectSubject                     string
	Paging
}

// CollegeRankPage is one page of a ranking with its meaning and provenance.
type CollegeRankPage struct {
	Page[CollegeItem]
	Description string
	Source      string
}

// RankCategories is College/GetCollegeRankCategoryList: the ranking by admission
// rank first (the page's default) when there is admission data.
func (h *Colleges) RankCategories() []CollegeRankCategory {
	if h.ranking == nil {
		return collegeRankings
	}
	return append([]CollegeRankCategory{admissionCategory}, collegeRankings...)
}

// RankList is College/GetCollegeRankList: one ranking, paged; ties share a rank
// (1, 1, 3), computed over the whole filtered list.
func (h *Colleges) RankList(ctx context.Context, in CollegeRankRequest) (CollegeRankPage, error) {
	var cat *CollegeRankCategory
	id := strings.TrimSpace(in.CategoryId)
	cats := h.RankCategories()
	for i := range cats {
		if cats[i].ID == id {
			cat = &cats[i]
		}
	}
	if cat == nil {
		return CollegeRankPage{}, apperr.Invalid("排行类型无效")
	}
	var f CollegeFilter
	var err error
	if f.ProvinceID, err = collegeProvince(in.ProvinceId); err != nil {
		return CollegeRankPage{}, err
	}
	if f.Tag, err = collegeTag(in.Tag); err != nil {
		return CollegeRankPage{}, err
	}
	if err := in.Paging.Check(); err != nil {
		return CollegeRankPage{}, err
	}
	if cat.ID == admissionCategory.ID {
		return h.rankByAdmission(ctx, in, f)
	}
	dataset := events.DatasetColleges
	if cat.ID == "majors" {
		f.ByMajors, dataset = true, events.DatasetMajors
	} else {
		f.ByTags = true
	}
	list, total, err := h.rm.Colleges(ctx, f, in.Offset(), in.PageSize)
	if err != nil {
		return CollegeRankPage{}, err
	}
	for i := range list {
		list[i].ValueText = rankValueText(cat.ID, list[i].Value)
	}
	out := CollegeRankPage{Page: NewPage(in.Paging, list, total), Description: cat.Description}
	out.Source, err = sourceLine(ctx, h.rm, dataset)
	return out, err
}

func rankValueText(category string, v *int) string {
	if v == nil {
		return ""
	}
	if category == "majors" {
		return strconv.Itoa(*v) + " 个本科专业"
	}
	if *v > 0 && *v < len(tierNames) {
		return tierNames[*v]
	}
	return ""
}
