package catalog

import (
	"context"

	"zhiyuan/data"
	"zhiyuan/events/apperr"
)

// ValueOption is a {Value, Name} choice of a filter or select.
type ValueOption struct {
	Value, Name string
}

// ProvinceOption is a province in the filter lists.
type ProvinceOption struct {
	ID   int
	Name string
}

// CategoryOption is a 院校类型 (CategoryId 1..12).
type CategoryOption struct {
	ID           int
	CategoryName string
}

// CollegeQueryParameter is Data/GetCollegeQueryParameter: the lists of the
// university filter panel. None holds 不限: the page adds it.
type CollegeQueryParameter struct {
	ProvinceList       []ProvinceOption
	CategoryList       []CategoryOption
	NatureList         []ValueOption
	EducationLevelList []ValueOption
	TagList            []ValueOption
}

// AreaNode is a node of Data/GetAreaTreeList: a province (ID its number) with
// the cities that have colleges (ID the city's name: the MOE list gives cities
// no code).
type AreaNode struct {
	ID      any
	Name    string
	SubList []AreaNode
}

// QueryParameter is Data/GetCollegeQueryParameter.
func (h *Colleges) QueryParameter() CollegeQueryParameter {
	p := CollegeQueryParameter{ProvinceList: h.Provinces(), NatureList: natureValues,
		EducationLevelList: levelValues, TagList: tagValues}
	for i, name := range collegeCategories {
		p.CategoryList = append(p.CategoryList, CategoryOption{ID: i + 1, CategoryName: name})
	}
	return p
}

// TagList is Data/GetTagList.
func (h *Colleges) TagList() []ValueOption { return tagValues }

// Provinces is Data/GetWishProvinceAll = Options/GetProvinceOptions: the 31 provinces.
func (h *Colleges) Provinces() []ProvinceOption {
	var out []ProvinceOption
	for _, p := range data.Provinces() {
		out = append(out, ProvinceOption{ID: p.ID, Name: p.Name})
	}
	return out
}

// AreaTree is Data/GetAreaTreeList: every province with the cities that have colleges.
func (h *Colleges) AreaTree(ctx context.Context) ([]AreaNode, error) {
	cities, err := h.rm.Cities(ctx)
	if err != nil {
		return nil, err
	}
	var out []AreaNode
	for _, p := range data.Provinces() {
		n := AreaNode{ID: p.ID, Name: p.Name, SubList: []AreaNode{}}
		for _, c := range cities[p.ID] {
			n.SubList = append(n.SubList, AreaNode{ID: c, Name: c, SubList: []AreaNode{}})
		}
		out = append(out, n)
	}
	return out, nil
}

// AreaOptions is Options/GetAreaOptions: the cities of a province that have colleges.
func (h *Colleges) AreaOptions(ctx context.Context, provinceID int) ([]ValueOption, error) {
	if provinceID == 0 {
		return nil, apperr.Invalid("请选择省份")
	}
	if _, err := collegeProvince(provinceID); err != nil {
		return nil, apperr.Invalid("省份无效")
	}
	cities, err := h.rm.Cities(ctx)
	if err != nil {
		return nil, err
	}
	out := []ValueOption{}
	for _, c := range cities[provinceID] {
		out = append(out, ValueOption{Value: c, Name: c})
	}
	return out, nil
}
