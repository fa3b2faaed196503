package catalog

import (
	"context"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// The vocational majors (职业教育专业目录) in the major library: 高职专科 and 职教本科, each
// its own catalogue of 专业大类 → 专业类 → 专业. EducationLevel 1 is the undergraduate
// catalogue (普通本科), 2 职教本科, 0 高职专科.

// levelOf reads an EducationLevel: nil or 1 → 普通本科, 2 → 职教本科, 0 → 高职专科.
func levelOf(level *int) (string, error) {
	if level == nil {
		return LevelUndergrad, nil
	}
	switch *level {
	case 1:
		return LevelUndergrad, nil
	case 2:
		return LevelVocationalBachelor, nil
	case 0:
		return LevelHigherVocational, nil
	}
	return "", apperr.Invalid("办学层次无效：1 为本科，2 为职业本科，0 为专科（高职）")
}

// vocationalGroup reports whether a 专业大类 or 专业类 code belongs to the vocational
// catalogue: 21–39 (职教本科) and 41–59 (高职专科); the undergraduate 门类 are 01–14.
func vocationalGroup(code string) bool { return code != "" && code[0] >= '2' && code[0] <= '5' }

// vocationalTree is the 专业大类 → 专业类 (→ 专业) tree of one vocational level.
func (h *Majors) vocationalTree(ctx context.Context, level string, leaves bool) ([]MajorNode, error) {
	all, _, err := h.cn.VocationalMajors(ctx, MajorFilter{Level: level}, 0, allRows)
	if err != nil {
		return nil, err
	}
	tree := buildTree(all)
	if !leaves {
		for i := range tree {
			for j := range tree[i].SubList {
				tree[i].SubList[j].SubList = []MajorNode{}
			}
		}
	}
	return tree, nil
}

// MajorTreeByLevel is Data/GetMajorTreeList: the three-level tree of a level's catalogue.
func (h *Majors) MajorTreeByLevel(ctx context.Context, level *int) ([]MajorNode, error) {
	l, err := levelOf(level)
	if err != nil {
		return nil, err
	}
	if l == LevelUndergrad {
		return h.MajorTree(ctx)
	}
	return h.vocationalTree(ctx, l, true)
}

// vocationalGroupDetail is GetMajorCategoryDetail for a 专业大类 or 专业类 code.
func (h *Majors) vocationalGroupDetail(ctx context.Context, code string) (*MajorGroupDetail, error) {
	all, _, err := h.cn.VocationalMajors(ctx, MajorFilter{CategoryCode: code[:2]}, 0, allRows)
	if err != nil {
		return nil, err
	}
	for _, cat := range buildTree(all) {
		d := &MajorGroupDetail{Code: cat.ID, Name: cat.Name, Level: "专业大类", CategoryCode: cat.ID, CategoryName: cat.Name,
			CatalogLevel: all[0].Level, Classes: []MajorClassCount{}, Majors: []MajorItem{}}
		for _, c := range cat.SubList {
			if len(code) == 2 || c.ID == code {
				d.Classes = append(d.Classes, MajorClassCount{Code: c.ID, Name: c.Name, MajorCount: len(c.SubList)})
			}
			if c.ID == code {
				d.Code, d.Name, d.Level = c.ID, c.Name, "专业类"
			}
		}
		for _, m := range all {
			if m.CategoryCode == code || m.ClassCode == code {
				d.Majors = append(d.Majors, m)
			}
		}
		if len(d.Majors) > 0 {
			return d, nil
		}
	}
	return nil, apperr.NotFound("未找到该专业大类或专业类")
}

// vocationalDetail is GetMajorDetail for a vocational code; nil when there is none.
func (h *Majors) vocationalDetail(ctx context.Context, code string) (*MajorDetail, error) {
	d, err := h.cn.VocationalMajor(ctx, code)
	if err != nil || d == nil {
		return nil, err
	}
	d.Professions, d.Employment, d.Postgrad = []ProfessionItem{}, []string{}, []Postgrad{}
	d.Source, err = sourceLine(ctx, h.cn, events.DatasetVocationalMajors)
	return d, err
}

// guideOccupations fills the Chinese occupations the 2023 guide gives a major.
func (h *Majors) guideOccupations(ctx context.Context, d *MajorDetail) error {
	list, err := h.cn.GuideOccupations(ctx, d.Code)
	if err != nil {
		return err
	}
	d.Occupations = nonNilList(list)
	d.OccupationSource, err = sourceLine(ctx, h.cn, events.DatasetOccupationGuide)
	return err
}
