package catalog

import (
	"context"
	"strings"

	"zhiyuan/events/apperr"
)

// Professions answers the Profession calls and the Career industry calls from the
// O*NET occupations of the catalogue and the Chinese occupations of 职业分类大典
// (occupations.go). Every answer with O*NET data carries its CC BY 4.0 attribution.
type Professions struct {
	rm MajorReadModel
	cn ChineseReadModel
}

func NewProfessions(rm MajorReadModel, cn ChineseReadModel) *Professions {
	return &Professions{rm: rm, cn: cn}
}

// allRows asks a read model for every matching row.
const allRows = 0

// ProfessionListRequest is Profession/ProfessionList.
type ProfessionListRequest struct {
	CategoryId string
	Paging
}

// List is Profession/ProfessionList: occupations of one field (or all), by code.
func (h *Professions) List(ctx context.Context, in ProfessionListRequest) (Page[ProfessionItem], error) {
	if err := in.Paging.Check(); err != nil {
		return Page[ProfessionItem]{}, err
	}
	f := ProfessionFilter{IndustryCode: trimUpper(in.CategoryId)}
	if f.IndustryCode != "" {
		ind, err := h.industry(ctx, f.IndustryCode)
		if err != nil {
			return Page[ProfessionItem]{}, err
		}
		if ind == nil {
			return Page[ProfessionItem]{}, apperr.Invalid("职业类别无效")
		}
	}
	return h.page(ctx, f, in.Paging)
}

// ProfessionNameRequest is Profession/ProfessionSearchByName. System narrows it to one
// library: onet or dadian ("" both).
type ProfessionNameRequest struct {
	Name   string
	System string
	Paging
}

// SearchByName finds occupations of both libraries whose Chinese (or English) name
// contains Name: exact names first, then names starting with it, O*NET before 大典 among equals.
func (h *Professions) SearchByName(ctx context.Context, in ProfessionNameRequest) (Page[ProfessionItem], error) {
	name, err := keyword(in.Name, maxProfessionName, "请输入职业名称", "职业名称不能超过30个字")
	if err != nil {
		return Page[ProfessionItem]{}, err
	}
	system := strings.TrimSpace(in.System)
	if system != "" && system != SystemONet && system != SystemDadian {
		return Page[ProfessionItem]{}, apperr.Invalid("职业库只能是 onet（O*NET）或 dadian（职业分类大典）")
	}
	if err := in.Paging.Check(); err != nil {
		return Page[ProfessionItem]{}, err
	}
	list, total, err := h.cn.SearchAllProfessions(ctx, name, system, in.Offset(), in.PageSize)
	return NewPage(in.Paging, list, total), err
}

// InterestCodeRequest is Profession/ProfessionSearchByInterestCode.
type InterestCodeRequest struct {
	InterestCode string
	Paging
}

// SearchByInterestCode finds occupations whose interest code (the three highest
// RIASEC scores) starts with the given letters.
func (h *Professions) SearchByInterestCode(ctx context.Context, in InterestCodeRequest) (Page[ProfessionItem], error) {
	code, err := interestCode(in.InterestCode)
	if err != nil {
		return Page[ProfessionItem]{}, err
	}
	if err := in.Paging.Check(); err != nil {
		return Page[ProfessionItem]{}, err
	}
	return h.page(ctx, ProfessionFilter{InterestPrefix: code}, in.Paging)
}

func (h *Professions) page(ctx context.Context, f ProfessionFilter, p Paging) (Page[ProfessionItem], error) {
	list, total, err := h.rm.Professions(ctx, f, p.Offset(), p.PageSize)
	return NewPage(p, list, total), err
}

// Info is Profession/ProfessionInfo: an O*NET occupation with its six interest scores and
// the majors that lead to it, or a 职业分类大典 occupation (OccupationDetail) when the id
// has that shape.
func (h *Professions) Info(ctx context.Context, id string) (any, error) {
	id, err := codeInput(id, "请选择职业")
	if err != nil {
		return nil, err
	}
	// A typed nil must not reach the caller as a non-nil interface: answer nil on error.
	if IsOccupationID(id) {
		d, err := h.occupationInfo(ctx, id)
		if err != nil {
			return nil, err
		}
		return d, nil
	}
	d, err := h.onetInfo(ctx, id)
	if err != nil {
		return nil, err
	}
	return d, nil
}

func (h *Professions) onetInfo(ctx context.Context, id string) (*ProfessionDetail, error) {
	d, scores, err := h.rm.Profession(ctx, id)
	if err != nil {
		return nil, err
	}
	if d == nil {
		return nil, apperr.NotFound("未找到该职业")
	}
	d.Interests = interests(scores)
	if d.Majors, _, err = h.rm.Majors(ctx, MajorFilter{ProfessionCode: d.ID}, 0, allRows); err != nil {
		return nil, err
	}
	d.Majors = nonNilList(d.Majors)
	d.Attribution = ONetAttribution
	d.Source, err = professionSource(ctx, h.rm)
	return d, err
}

// HotList is Profession/ProfessionHotList: the occupations linked from the most
// majors (MajorCount), most first; occupations no major leads to are left out.
func (h *Professions) HotList(ctx context.Context, count int) ([]ProfessionItem, error) {
	count, err := listCount(count)
	if err != nil {
		return nil, err
	}
	list, _, err := h.rm.Professions(ctx, ProfessionFilter{Order: "majors"}, 0, count)
	return nonNilList(list), err
}

// RecommendRequest is Profession/ProfessionRecommendList: an occupation (ID) or an
// interest code, and how many to list.
type RecommendRequest struct {
	ID           string
	InterestCode string
	Count        int
}

// RecommendList lists the occupations whose interest profiles are nearest
// (Euclidean distance over the six RIASEC scores) to the given occupation's, or to
// the profile of an interest code (see codeProfile). The occupation itself is left out.
func (h *Professions) RecommendList(ctx context.Context, in RecommendRequest) ([]ProfessionItem, error) {
	count, err := listCount(in.Count)
	if err != nil {
		return nil, err
	}
	f := ProfessionFilter{Order: "near"}
	switch {
	case in.ID != "":
		id, err := codeInput(in.ID, "请选择职业")
		if err != nil {
			return nil, err
		}
		if IsOccupationID(id) {
			return nil, apperr.Invalid("职业分类大典的职业没有兴趣评分，无法推荐兴趣相近的职业")
		}
		d, scores, err := h.rm.Profession(ctx, id)
		if err != nil {
			return nil, err
		}
		if d == nil {
			return nil, apperr.NotFound("未找到该职业")
		}
		f.Near, f.ExcludeCode = scores, d.ID
	case in.InterestCode != "":
		code, err := interestCode(in.InterestCode)
		if err != nil {
			return nil, err
		}
		f.Near = codeProfile(code)
	default:
		return nil, apperr.Invalid("请选择职业或输入兴趣代码")
	}
	list, _, err := h.rm.Professions(ctx, f, 0, count)
	return nonNilList(list), err
}
