package catalog

import "context"

// CollegeNameIndex finds colleges by what people type: the name, an abbreviation
// (北大), a former name, or pinyin (beijingdaxue, bjdx). The search index
// implements it (infra/search.CollegeCodes), since it already holds every form.
type CollegeNameIndex interface {
	// CollegeCodes returns the codes of up to limit matching colleges, best first.
	CollegeCodes(ctx context.Context, text string, limit int) ([]string, error)
}

// SearchByName is College/SearchCollegeByName = School/SchoolListBySchoolName.
func (h *Colleges) SearchByName(ctx context.Context, name string, count int) ([]CollegeItem, error) {
	name, err := collegeName(name, true)
	if err != nil {
		return nil, err
	}
	if count, err = collegeCount(count); err != nil {
		return nil, err
	}
	return h.find(ctx, name, count)
}

// SchoolOptions is Options/GetSchoolOptions: up to 20 {Value: code, Name} for a
// select; without a name, the first colleges of the list.
func (h *Colleges) SchoolOptions(ctx context.Context, name string) ([]ValueOption, error) {
	name, err := collegeName(name, false)
	if err != nil {
		return nil, err
	}
	var list []CollegeItem
	if name == "" {
		list, _, err = h.rm.Colleges(ctx, CollegeFilter{}, 0, maxCollegeCount)
	} else {
		list, err = h.find(ctx, name, maxCollegeCount)
	}
	out := []ValueOption{}
	for _, c := range list {
		out = append(out, ValueOption{Value: c.CollegeCode, Name: c.CollegeName})
	}
	return out, err
}

// find asks the index for codes and reads the items in the index's order.
func (h *Colleges) find(ctx context.Context, name string, count int) ([]CollegeItem, error) {
	if h.names == nil {
		list, _, err := h.rm.Colleges(ctx, CollegeFilter{Name: name}, 0, count)
		return collegeList(list), err
	}
	codes, err := h.names.CollegeCodes(ctx, name, count)
	if err != nil {
		return nil, err
	}
	return h.byCodes(ctx, codes)
}

// byCodes reads colleges in the order of codes, skipping codes the read model
// does not hold (the index may briefly run ahead of it).
func (h *Colleges) byCodes(ctx context.Context, codes []string) ([]CollegeItem, error) {
	if len(codes) == 0 {
		return []CollegeItem{}, nil
	}
	list, _, err := h.rm.Colleges(ctx, CollegeFilter{Codes: codes}, 0, len(codes))
	if err != nil {
		return nil, err
	}
	byCode := make(map[string]CollegeItem, len(list))
	for _, c := range list {
		byCode[c.CollegeCode] = c
	}
	out := make([]CollegeItem, 0, len(list))
	for _, code := range codes {
		if c, ok := byCode[code]; ok {
			out = append(out, c)
		}
	}
	return out, nil
}

func collegeList(l []CollegeItem) []CollegeItem {
	if l == nil {
		return []CollegeItem{}
	}
	return l
}
