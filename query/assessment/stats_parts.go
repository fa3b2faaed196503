package assessment

import (
	"context"
	"sort"
	"strings"

	bank "zhiyuan/data/assessment"
)

// PathCell is one admission path of the upgrade-path test: how many people's results suggested
// it. Suppressed (and N absent) when that count or its complement, the people it was not
// suggested to, is under MinCell: neither side of a small split is published.
type PathCell struct {
	Code, Name string
	N          int  `json:",omitempty"`
	Suppressed bool `json:",omitempty"`
}

// pathCells counts, per path other than 普通批 (which fits everyone), the people whose latest
// result suggested it: published ones by count, then the suppressed ones in the rules' order.
func (h *Handler) pathCells(ctx context.Context, people int, f Filter) ([]PathCell, error) {
	var out []PathCell
	for _, r := range bank.PathRules() {
		if r.Requires == "always" {
			continue
		}
		cells, err := h.analytics.Counts(ctx, bank.Path, "scale:"+r.Code, "", f)
		if err != nil {
			return nil, err
		}
		n := 0
		for _, c := range cells {
			if c.Value == "1" {
				n += c.N
			}
		}
		pc := PathCell{Code: r.Code, Name: r.Name, N: n}
		if n < MinCell || people-n < MinCell {
			pc.N, pc.Suppressed = 0, true
		}
		out = append(out, pc)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Suppressed != out[j].Suppressed {
			return !out[i].Suppressed
		}
		return out[i].N > out[j].N
	})
	return out, nil
}

// sectionOf names the all-round part a scale belongs to (interest:R → interest, 兴趣).
func sectionOf(b *bank.Bank, scale string) (code, name string) {
	code, _, ok := strings.Cut(scale, ":")
	if !ok {
		return "", ""
	}
	for _, s := range b.Sections {
		if s.Code == code {
			return code, s.Name
		}
	}
	return code, ""
}
