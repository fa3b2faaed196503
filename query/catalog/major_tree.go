package catalog

import (
	"context"

	"zhiyuan/events/apperr"
)

// MajorNode is a node of the 学科门类 → 专业类 → 专业 tree (Data/GetMajorTreeList).
// Synthetic marks 1400 交叉学科类, which the catalogue does not define: its 15
// majors belong to the 门类 交叉学科 directly.
type MajorNode struct {
	ID        string
	Name      string
	Synthetic bool `json:",omitempty"`
	SubList   []MajorNode
}

// buildTree groups majors (in catalogue order) into 门类 → 专业类 → 专业.
func buildTree(majors []MajorItem) []MajorNode {
	tree := []MajorNode{}
	for _, m := range majors {
		if n := len(tree); n == 0 || tree[n-1].ID != m.CategoryCode {
			tree = append(tree, MajorNode{ID: m.CategoryCode, Name: m.CategoryName, SubList: []MajorNode{}})
		}
		cat := &tree[len(tree)-1]
		if n := len(cat.SubList); n == 0 || cat.SubList[n-1].ID != m.ClassCode {
			cat.SubList = append(cat.SubList, MajorNode{ID: m.ClassCode, Name: m.ClassName, Synthetic: m.ClassSynthetic,
				SubList: []MajorNode{}})
		}
		cl := &cat.SubList[len(cat.SubList)-1]
		cl.SubList = append(cl.SubList, MajorNode{ID: m.Code, Name: m.Name, SubList: []MajorNode{}})
	}
	return tree
}

// MajorTree is Data/GetMajorTreeList: three levels, majors as leaves.
func (h *Majors) MajorTree(ctx context.Context) ([]MajorNode, error) {
	all, _, err := h.rm.Majors(ctx, MajorFilter{}, 0, allRows)
	if err != nil {
		return nil, err
	}
	return buildTree(all), nil
}

// CategoryTree is Data/GetMajorCategoryTreeList: 门类 → 专业类, no majors.
func (h *Majors) CategoryTree(ctx context.Context) ([]MajorNode, error) {
	tree, err := h.MajorTree(ctx)
	for i := range tree {
		for j := range tree[i].SubList {
			tree[i].SubList[j].SubList = []MajorNode{}
		}
	}
	return tree, err
}

// CategoryListByLevel is Specialty/SpecialtyCategoryList: the first two levels of a
// level's catalogue — 学科门类 → 专业类 for EducationLevel 1 (or none), 专业大类 → 专业类
// of the vocational catalogue for 2 (职教本科) and 0 (高职专科).
func (h *Majors) CategoryListByLevel(ctx context.Context, level *int) ([]MajorNode, error) {
	l, err := levelOf(level)
	if err != nil {
		return nil, err
	}
	if l == LevelUndergrad {
		return h.CategoryTree(ctx)
	}
	return h.vocationalTree(ctx, l, false)
}

// MajorClassCount is a 专业类 with the number of its majors.
type MajorClassCount struct {
	Code, Name string
	MajorCount int
}

// MajorGroupDetail is Major/GetMajorCategoryDetail: a 门类 or a 专业类 with its
// classes and majors.
type MajorGroupDetail struct {
	Code, Name, Level          string
	CatalogLevel               string // 普通本科, 职教本科 or 高职专科
	CategoryCode, CategoryName string
	Classes                    []MajorClassCount
	Majors                     []MajorItem
}

// CategoryDetail answers a 门类 code ("08") or a 专业类 code ("0809"), or a vocational
// 专业大类 ("51") or 专业类 ("5102"); for a 专业类, Classes holds that class alone.
func (h *Majors) CategoryDetail(ctx context.Context, code string) (*MajorGroupDetail, error) {
	code, err := codeInput(code, "请选择专业门类或专业类")
	if err != nil {
		return nil, err
	}
	if !digits(code, 2) && !digits(code, 4) {
		return nil, apperr.Invalid("专业门类（专业大类）代码为2位数字，专业类代码为4位数字")
	}
	if vocationalGroup(code) {
		return h.vocationalGroupDetail(ctx, code)
	}
	all, _, err := h.rm.Majors(ctx, MajorFilter{}, 0, allRows)
	if err != nil {
		return nil, err
	}
	for _, cat := range buildTree(all) {
		for _, cl := range cat.SubList {
			if cat.ID != code && cl.ID != code {
				continue
			}
			d := &MajorGroupDetail{Code: cat.ID, Name: cat.Name, Level: "门类", CategoryCode: cat.ID, CategoryName: cat.Name,
				CatalogLevel: LevelUndergrad, Classes: []MajorClassCount{}, Majors: []MajorItem{}}
			if cl.ID == code {
				d.Code, d.Name, d.Level = cl.ID, cl.Name, "专业类"
			}
			for _, m := range all {
				if m.CategoryCode == code || m.ClassCode == code {
					d.Majors = append(d.Majors, m)
				}
			}
			for _, c := range cat.SubList {
				if d.Level == "门类" || c.ID == code {
					d.Classes = append(d.Classes, MajorClassCount{Code: c.ID, Name: c.Name, MajorCount: len(c.SubList)})
				}
			}
			return d, nil
		}
	}
	return nil, apperr.NotFound("未找到该专业门类或专业类")
}
