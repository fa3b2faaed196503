package wishtable

import (
	"fmt"
	"slices"
	"strings"

	"zhiyuan/query/recommend"
)

// SmallPlan is the largest plan counted as small: a unit of one or two seats can collapse or
// jump in a year (山东 2026: a 1–2-seat 师范 major's cut-off fell from ~55k to 289k).
const SmallPlan = 2

// Evidence is what a unit's probability rests on, as the recommendation's answer shows it.
type Evidence struct {
	Years     int      // years of results the prediction used
	Printed   int      // of them, years whose rank the source printed (公布位次); the rest are 换算位次
	Converted bool     // the 位次法 prediction rests on fewer than two printed ranks: some were converted from scores
	Proxy     bool     // the candidate's rank is a proxy: the exam year's score through an earlier year's table
	SmallPlan bool     // the plan is published and admits at most SmallPlan students
	Thin      bool     // too little to carry a figure near certainty: one year, converted ranks or a proxy rank
	Notes     []string // 仅1年数据, 换算位次, 代用位次, 计划数少: the reasons, for the card
	// Widened are the recommendation's reasons the unit's interval is wider than a unit with full
	// evidence, each with its learned factor (仅1年数据（区间放宽×1.5）); empty with full evidence.
	Widened []string
}

// proxyRank tells whether the candidate's rank is a proxy: a score placed in an earlier year's
// table because the exam year's is not published (a 2027 score through the 2026 table).
func proxyRank(c recommend.Candidate) bool {
	return c.Score != nil && c.TableYear > 0 && c.TableYear != c.Year
}

// evidenceOf reads a scored unit's evidence from the lookup's item. Converted ranks matter to
// the 位次法 only: the 位点法 compares scores, which are always printed.
func evidenceOf(it recommend.Item, method string, proxy bool) Evidence {
	e := Evidence{Years: len(it.YearsUsed), Proxy: proxy, Notes: []string{}, Widened: []string{}}
	if it.Widened != nil {
		e.Widened = it.Widened
	}
	for _, y := range it.Years {
		if slices.Contains(it.YearsUsed, y.Year) && y.RankKind == "公布位次" {
			e.Printed++
		}
	}
	e.Converted = method == string(recommend.WCF) && e.Years >= 2 && e.Printed < 2
	e.SmallPlan = it.Plan > 0 && it.Plan <= SmallPlan
	e.Thin = e.Years < 2 || e.Converted || e.Proxy
	switch {
	case e.Years == 0:
		e.Notes = append(e.Notes, "无往年数据")
	case e.Years == 1:
		e.Notes = append(e.Notes, "仅1年数据")
	}
	if e.Converted {
		e.Notes = append(e.Notes, "换算位次")
	}
	if e.Proxy {
		e.Notes = append(e.Notes, "代用位次")
	}
	if e.SmallPlan {
		e.Notes = append(e.Notes, "计划数少")
	}
	return e
}

// thinCount is how many scored units of a list rest on thin evidence, by reason.
type thinCount struct{ units, oneYear, converted int }

func countThin(units []UnitView, excluded map[string]string) thinCount {
	var n thinCount
	for _, u := range units {
		if u.Probability == nil || excluded[u.Key] != "" || u.Evidence == nil || !u.Evidence.Thin {
			continue
		}
		n.units++
		switch {
		case u.Evidence.Years < 2:
			n.oneYear++
		case u.Evidence.Converted:
			n.converted++
		}
	}
	return n
}

// reasons says in words what the thin evidence is ("" when none is thin).
func (n thinCount) reasons(c recommend.Candidate) string {
	var parts []string
	if n.oneYear > 0 {
		parts = append(parts, fmt.Sprintf("%d个志愿仅有1年录取数据", n.oneYear))
	}
	if n.converted > 0 {
		parts = append(parts, fmt.Sprintf("%d个志愿的往年位次多为换算位次（由分数换算，非官方公布）", n.converted))
	}
	if proxyRank(c) && n.units > 0 {
		parts = append(parts, fmt.Sprintf("考生位次为代用位次（%d年一分一段表尚未公布，按%d年表换算）", c.Year, c.TableYear))
	}
	return strings.Join(parts, "，")
}

// thinCheck is the table's one note on thin evidence beside the list: each such unit's card
// already names its reason, and the whole-list risk is capped for it.
func thinCheck(units []UnitView, looked *recommend.Looked) []Check {
	n := countThin(units, looked.Excluded)
	why := n.reasons(looked.Candidate)
	if why == "" {
		return nil
	}
	return []Check{{Kind: "依据不足", Level: Info, Message: fmt.Sprintf("依据不足：%s。这些志愿的录取概率不如多年公布位次的可靠；"+
		"整表风险中，靠它们撑起的投档概率最高报%s", why, percent(ThinCap))}}
}

// Basis is the evidence in one line for a printed or exported list: the card's notes, with the
// interval's widening reasons in place of a note they name (仅1年数据（区间放宽×1.5）), then the
// other widening reasons; "" with full evidence.
func (e Evidence) Basis() string {
	var parts []string
	used := map[string]bool{}
	for _, n := range e.Notes {
		part := n
		for _, w := range e.Widened {
			if strings.HasPrefix(w, n) {
				part, used[w] = w, true
			}
		}
		parts = append(parts, part)
	}
	for _, w := range e.Widened {
		if !used[w] && !slices.Contains(parts, w) {
			parts = append(parts, w)
		}
	}
	return strings.Join(parts, "、")
}
