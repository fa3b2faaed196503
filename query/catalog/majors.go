package catalog

import (
	"context"

	"zhiyuan/events/apperr"
)

// Majors answers the Major and Specialty calls: search, lists, the catalogue
// tree, details, offering schools, rankings. Colleges are read through the
// college read model (CollegeFilter.MajorCode); the vocational majors and the
// 2023 guide's occupations through the Chinese read model (vocational.go).
type Majors struct {
	rm       MajorReadModel
	colleges CollegeReadModel
	cn       ChineseReadModel
}

func NewMajors(rm MajorReadModel, colleges CollegeReadModel, cn ChineseReadModel) *Majors {
	return &Majors{rm: rm, colleges: colleges, cn: cn}
}

// Search is Major/SearchMajorByName = Specialty/SpecialtySearch: majors whose name
// (or code) contains Name, exact and prefix matches first.
func (h *Majors) Search(ctx context.Context, name string, count int) ([]MajorItem, error) {
	name, err := keyword(name, maxMajorName, "请输入专业名称", "专业名称不能超过20个字")
	if err != nil {
		return nil, err
	}
	if count, err = listCount(count); err != nil {
		return nil, err
	}
	list, _, err := h.rm.Majors(ctx, MajorFilter{Name: name}, 0, count)
	return nonNilList(list), err
}

// MajorClassHit is a 专业类 found by SpecialtyOrCategorySearch.
type MajorClassHit struct {
	Code, Name, CategoryName string
}

// MajorOrClassHits is Specialty/SpecialtyOrCategorySearch.
type MajorOrClassHits struct {
	Majors  []MajorItem
	Classes []MajorClassHit
}

// SearchOrCategory finds majors by name and the 专业类 (or 门类) whose name contains Name.
func (h *Majors) SearchOrCategory(ctx context.Context, name string) (MajorOrClassHits, error) {
	name, err := keyword(name, maxMajorName, "请输入专业名称或专业类名称", "专业名称不能超过20个字")
	if err != nil {
		return MajorOrClassHits{}, err
	}
	out := MajorOrClassHits{Classes: []MajorClassHit{}}
	if out.Majors, _, err = h.rm.Majors(ctx, MajorFilter{Name: name}, 0, maxListCount); err != nil {
		return out, err
	}
	out.Majors = nonNilList(out.Majors)
	all, _, err := h.rm.Majors(ctx, MajorFilter{}, 0, allRows)
	if err != nil {
		return out, err
	}
	for _, c := range buildTree(all) {
		for _, cl := range c.SubList {
			if containsFold(cl.Name, name) || containsFold(c.Name, name) {
				out.Classes = append(out.Classes, MajorClassHit{Code: cl.ID, Name: cl.Name, CategoryName: c.Name})
			}
		}
	}
	return out, nil
}

// MajorListRequest is Specialty/SpecialtyList.
type MajorListRequest struct {
	CategoryCode, ClassCode string
	Paging
}

// List is Specialty/SpecialtyList: majors of a 门类 and/or 专业类 (or of a vocational
// 专业大类 and/or 专业类), in catalogue order.
func (h *Majors) List(ctx context.Context, in MajorListRequest) (Page[MajorItem], error) {
	if err := in.Paging.Check(); err != nil {
		return Page[MajorItem]{}, err
	}
	if vocationalGroup(trimUpper(in.CategoryCode)) || vocationalGroup(trimUpper(in.ClassCode)) {
		f := MajorFilter{CategoryCode: trimUpper(in.CategoryCode), ClassCode: trimUpper(in.ClassCode)}
		list, total, err := h.cn.VocationalMajors(ctx, f, in.Offset(), in.PageSize)
		if err == nil && total == 0 {
			err = apperr.Invalid("专业大类或专业类无效")
		}
		return NewPage(in.Paging, list, total), err
	}
	f, err := h.groupFilter(ctx, in.CategoryCode, in.ClassCode)
	if err != nil {
		return Page[MajorItem]{}, err
	}
	list, total, err := h.rm.Majors(ctx, f, in.Offset(), in.PageSize)
	return NewPage(in.Paging, list, total), err
}

// groupFilter checks a 门类 and a 专业类 code (both optional) against the catalogue.
func (h *Majors) groupFilter(ctx context.Context, category, class string) (MajorFilter, error) {
	f := MajorFilter{CategoryCode: trimUpper(category), ClassCode: trimUpper(class)}
	if f.CategoryCode != "" {
		if err := h.known(ctx, MajorFilter{CategoryCode: f.CategoryCode}, "专业门类无效"); err != nil {
			return f, err
		}
	}
	if f.ClassCode != "" {
		if err := h.known(ctx, MajorFilter{ClassCode: f.ClassCode}, "专业类无效"); err != nil {
			return f, err
		}
	}
	return f, nil
}

// known answers the message as a bad request unless some major matches f.
func (h *Majors) known(ctx context.Context, f MajorFilter, msg string) error {
	_, n, err := h.rm.Majors(ctx, f, 0, 1)
	if err == nil && n == 0 {
		err = apperr.Invalid(msg)
	}
	return err
}

// FullList is Specialty/SpecialtyFullList: every major, in catalogue order.
func (h *Majors) FullList(ctx context.Context) ([]MajorItem, error) {
	list, _, err := h.rm.Majors(ctx, MajorFilter{}, 0, allRows)
	return nonNilList(list), err
}

// Detail is Major/GetMajorDetail = Specialty/SpecialtyInfo. Code may be the printed
// code (080910T) or its digits (080910), or the code of a vocational major (510201).
// Every major carries the Chinese occupations the 2023 guide gives it.
func (h *Majors) Detail(ctx context.Context, code string) (*MajorDetail, error) {
	code, err := codeInput(code, "请选择专业")
	if err != nil {
		return nil, err
	}
	d, err := h.rm.Major(ctx, code)
	if err != nil {
		return nil, err
	}
	if d == nil && digits(code, 6) {
		if d, err = h.vocationalDetail(ctx, code); err != nil {
			return nil, err
		}
		if d != nil {
			return d, h.guideOccupations(ctx, d)
		}
	}
	if d == nil {
		return nil, apperr.NotFound("未找到该专业")
	}
	if err := h.guideOccupations(ctx, d); err != nil {
		return nil, err
	}
	if d.Professions, _, err = h.rm.Professions(ctx, ProfessionFilter{MajorCode: d.Code}, 0, allRows); err != nil {
		return nil, err
	}
	d.Professions = nonNilList(d.Professions)
	d.Employment, d.Postgrad = nonNilList(d.Employment), nonNilList(d.Postgrad)
	d.GraduateScale = d.MajorItem.GraduateScale
	d.Attribution = ONetAttribution
	d.Source, err = majorSource(ctx, h.rm)
	return d, err
}

func nonNilList[T any](l []T) []T {
	if l == nil {
		return []T{}
	}
	return l
}
