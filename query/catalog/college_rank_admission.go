package catalog

import (
	"context"
	"fmt"
)

// RankedCollege is a college's entry rank in a province, year and track: the
// rank of its lowest school- or group-level line.
type RankedCollege struct {
	Code      string
	Rank      int
	Converted bool // the rank is the product's conversion of a score, not a printed one
}

// AdmissionRanking ranks colleges by their admission lines (the admission results).
type AdmissionRanking interface {
	// RankedColleges lists the colleges of the score query's province, year and
	// track by entry rank, best first, with a Chinese description of the basis.
	RankedColleges(ctx context.Context, q HistoryScore) ([]RankedCollege, string, error)
}

// WithRanking adds the ranking by admission rank.
func (h *Colleges) WithRanking(r AdmissionRanking) *Colleges {
	h.ranking = r
	return h
}

// admissionCategory ranks by the lowest line of each college where the
// candidate's province publishes them.
var admissionCategory = CollegeRankCategory{ID: "admission", Name: "录取位次（按招生省份与科类）",
	Description: "按所选招生省份、年份和科类普通本科批次中各院校最低一个院校专业组（或院校；只公布专业线的省份为专业）的投档位次从小到大排列：位次越小，" +
		"该年进入该校所需的名次越靠前。不含提前批、专项计划、艺术体育类、专科和征集志愿。位次为官方公布；官方只公布分数时为本站按当年一分一段表换算（标注“换算”）。" +
		"只反映该省该年的投档结果，不代表办学水平。"}

// rankByAdmission is RankList for the admission category.
func (h *Colleges) rankByAdmission(ctx context.Context, in CollegeRankRequest, f CollegeFilter) (CollegeRankPage, error) {
	ranked, basis, err := h.ranking.RankedColleges(ctx, HistoryScore{ProvinceId: in.ExamProvinceId, Year: in.Year,
		SubjectType: in.SubjectType, SelectSubject: in.SelectSubject})
	if err != nil {
		return CollegeRankPage{}, err
	}
	out := CollegeRankPage{Page: NewPage[CollegeItem](in.Paging, nil, 0), Description: admissionCategory.Description,
		Source: basis}
	if len(ranked) == 0 {
		return out, nil
	}
	f.Codes = make([]string, len(ranked))
	for i, r := range ranked {
		f.Codes[i] = r.Code
	}
	items, _, err := h.rm.Colleges(ctx, f, 0, len(ranked))
	if err != nil {
		return CollegeRankPage{}, err
	}
	byCode := map[string]CollegeItem{}
	for _, it := range items {
		byCode[it.CollegeCode] = it
	}
	var list []CollegeItem
	rank, prev := 0, -1
	for _, r := range ranked {
		it, ok := byCode[r.Code]
		if !ok {
			continue
		}
		if r.Rank != prev {
			rank, prev = len(list)+1, r.Rank
		}
		v := r.Rank
		it.Rank, it.Value = rank, &v
		it.ValueText = fmt.Sprintf("最低投档位次 %d", r.Rank)
		if r.Converted {
			it.ValueText += "（换算）"
		}
		list = append(list, it)
	}
	end := min(in.Offset()+in.PageSize, len(list))
	page := []CollegeItem{}
	if in.Offset() < len(list) {
		page = list[in.Offset():end]
	}
	out.Page = NewPage(in.Paging, page, len(list))
	return out, nil
}
