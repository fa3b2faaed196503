package catalog

import (
	"context"
	"regexp"
	"strings"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// The Chinese occupations of the profession library (职业分类大典): the class tree, the
// lists, the detail, and the name search over both libraries.

var (
	// occupationIDRe is a 大典 id: a GBM code (2-02-10-03) or NEW2025-01 for an
	// occupation whose code is 待公布. An O*NET-SOC code (15-1252.00) never matches.
	occupationIDRe = regexp.MustCompile(`^(\d-\d{2}-\d{2}-\d{2}|NEW\d{4}-\d{2})$`)
	classCodeRe    = regexp.MustCompile(`^\d(-\d{2}(-\d{2})?)?$`)
)

// IsOccupationID reports whether an id names a 职业分类大典 occupation.
func IsOccupationID(id string) bool { return occupationIDRe.MatchString(id) }

// OccupationTree is Profession/OccupationClassTree: 大类 → 中类 → 小类 with the number of
// occupations under each (new occupations of 2024/2025 count under their 大类 only).
func (h *Professions) OccupationTree(ctx context.Context) ([]OccupationClassNode, error) {
	flat, err := h.cn.OccupationClasses(ctx)
	if err != nil {
		return nil, err
	}
	tree := []OccupationClassNode{}
	for _, c := range flat {
		c.SubList = []OccupationClassNode{}
		switch c.Level {
		case "大类":
			tree = append(tree, c)
		case "中类":
			if p := find(tree, c.Code[:1]); p != nil {
				p.SubList = append(p.SubList, c)
			}
		case "小类":
			if p := find(tree, c.Code[:1]); p != nil {
				if q := find(p.SubList, c.Code[:4]); q != nil {
					q.SubList = append(q.SubList, c)
				}
			}
		}
	}
	return tree, nil
}

func find(nodes []OccupationClassNode, code string) *OccupationClassNode {
	for i := range nodes {
		if nodes[i].Code == code {
			return &nodes[i]
		}
	}
	return nil
}

// OccupationListRequest is Profession/OccupationList.
type OccupationListRequest struct {
	ClassCode string
	Mark      string
	New       bool
	Paging
}

// OccupationList lists the Chinese occupations of one class (or all), optionally only
// those with a mark or only the new ones, in code order (the new ones last).
func (h *Professions) OccupationList(ctx context.Context, in OccupationListRequest) (Page[ProfessionItem], error) {
	if err := in.Paging.Check(); err != nil {
		return Page[ProfessionItem]{}, err
	}
	f := OccupationFilter{ClassCode: strings.TrimSpace(in.ClassCode), Mark: strings.TrimSpace(in.Mark), New: in.New}
	if f.ClassCode != "" {
		if !classCodeRe.MatchString(f.ClassCode) {
			return Page[ProfessionItem]{}, apperr.Invalid("职业分类代码格式为 2、2-02 或 2-02-10")
		}
		flat, err := h.cn.OccupationClasses(ctx)
		if err != nil {
			return Page[ProfessionItem]{}, err
		}
		known := false
		for _, c := range flat {
			known = known || c.Code == f.ClassCode
		}
		if !known {
			return Page[ProfessionItem]{}, apperr.Invalid("职业分类无效")
		}
	}
	switch f.Mark {
	case "", "green", "digital":
	default:
		return Page[ProfessionItem]{}, apperr.Invalid("职业标识只能是 green（绿色职业）或 digital（数字职业）")
	}
	list, total, err := h.cn.Occupations(ctx, f, in.Offset(), in.PageSize)
	return NewPage(in.Paging, list, total), err
}

// occupationInfo is ProfessionInfo for a 大典 id.
func (h *Professions) occupationInfo(ctx context.Context, id string) (*OccupationDetail, error) {
	d, err := h.cn.Occupation(ctx, id)
	if err != nil {
		return nil, err
	}
	if d == nil {
		return nil, apperr.NotFound("未找到该职业")
	}
	majors, err := h.cn.GuideMajors(ctx, d.ID)
	if err != nil {
		return nil, err
	}
	d.GuideMajors = []GuideMajor{}
	for _, m := range majors {
		if m.Level == "中职" {
			d.SecondaryMajorCount++
		} else {
			d.GuideMajors = append(d.GuideMajors, m)
		}
	}
	if d.GuideCodes, err = h.cn.GuideCodes(ctx, d.ID); err != nil {
		return nil, err
	}
	d.GuideCodes = nonNilList(d.GuideCodes)
	if d.Source, err = sourceLine(ctx, h.cn, events.DatasetOccupations); err != nil {
		return nil, err
	}
	d.GuideSource, err = sourceLine(ctx, h.cn, events.DatasetOccupationGuide)
	return d, err
}
