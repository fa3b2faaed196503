package catalog

import (
	"context"

	"zhiyuan/events/apperr"
)

// maxIndustryMajors bounds the majors IndustryInfo lists.
const maxIndustryMajors = 30

// Industries is Profession/CategoryList = Career/IndustryList: the occupational
// fields (SOC major groups) with the number of occupations in each.
func (h *Professions) Industries(ctx context.Context) ([]Industry, error) {
	list, err := h.rm.Industries(ctx)
	return nonNilList(list), err
}

func (h *Professions) industry(ctx context.Context, code string) (*Industry, error) {
	list, err := h.rm.Industries(ctx)
	if err != nil {
		return nil, err
	}
	for _, in := range list {
		if in.ID == code {
			return &in, nil
		}
	}
	return nil, nil
}

// IndustryDetail is Career/IndustryInfo.
type IndustryDetail struct {
	ID, Name, Description string
	Professions           []ProfessionItem
	Majors                []MajorItem
	Source                string
	Attribution           string
}

// IndustryInfo is a field with its occupations and the majors leading to it (most
// links first, at most 30).
func (h *Professions) IndustryInfo(ctx context.Context, id string) (*IndustryDetail, error) {
	id, err := codeInput(id, "请选择行业")
	if err != nil {
		return nil, err
	}
	ind, err := h.industry(ctx, id)
	if err != nil {
		return nil, err
	}
	if ind == nil {
		return nil, apperr.NotFound("未找到该行业")
	}
	d := &IndustryDetail{ID: ind.ID, Name: ind.Name, Description: ind.Description, Attribution: ONetAttribution}
	if d.Professions, _, err = h.rm.Professions(ctx, ProfessionFilter{IndustryCode: ind.ID}, 0, allRows); err != nil {
		return nil, err
	}
	if d.Majors, _, err = h.rm.Majors(ctx, MajorFilter{IndustryCode: ind.ID, Order: "links"}, 0, maxIndustryMajors); err != nil {
		return nil, err
	}
	d.Professions, d.Majors = nonNilList(d.Professions), nonNilList(d.Majors)
	d.Source, err = professionSource(ctx, h.rm)
	return d, err
}
