package recommend

import "sort"

// TargetYears are the years some unit of the level has with an earlier year before them.
func TargetYears(p *Province, level string) []int {
	seen := map[int]bool{}
	for _, u := range p.Units {
		if u.Level != level {
			continue
		}
		for i := 1; i < len(u.Lines); i++ {
			seen[u.Lines[i].Year] = true
		}
	}
	var ys []int
	for y := range seen {
		ys = append(ys, y)
	}
	sort.Ints(ys)
	return ys
}
