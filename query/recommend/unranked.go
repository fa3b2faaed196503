package recommend

import (
	"fmt"
	"sort"
	"strings"
)

// UnrankedYears are, per level, the years whose ordinary results carry no rank at all (none
// printed, and no 一分一段 table of that year to convert the scores): 位次法 cannot use them, so
// they are not years of any unit (BuildUnits leaves them out), and the backtest says why.
func UnrankedYears(rows []Row) map[string][]int {
	seen, ranked := map[string]map[int]bool{}, map[string]map[int]bool{}
	for _, r := range rows {
		if !OrdinaryRow(r) {
			continue
		}
		if seen[r.Level] == nil {
			seen[r.Level], ranked[r.Level] = map[int]bool{}, map[int]bool{}
		}
		seen[r.Level][r.Year] = true
		if r.MinRank > 0 || r.ConvRank > 0 {
			ranked[r.Level][r.Year] = true
		}
	}
	out := map[string][]int{}
	for level, years := range seen {
		for y := range years {
			if !ranked[level][y] {
				out[level] = append(out[level], y)
			}
		}
		sort.Ints(out[level])
	}
	return out
}

// noBacktest says why a province has no year to backtest at a level ("" all levels).
func noBacktest(p *Province, level string) string {
	var years []int
	for l, ys := range p.Unranked {
		if level == "" || l == level {
			years = append(years, ys...)
		}
	}
	if len(years) == 0 {
		return "该省没有可回测的年份：录取数据不足两年"
	}
	sort.Ints(years)
	var names []string
	for i, y := range years {
		if i == 0 || y != years[i-1] {
			names = append(names, fmt.Sprint(y))
		}
	}
	return "该省没有可回测的年份：" + strings.Join(names, "、") + "年的录取结果只有分数，没有公布位次，也没有当年的一分一段表可换算，位次法无法比较"
}
