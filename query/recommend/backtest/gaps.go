package backtest

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"zhiyuan/data/admission"
	"zhiyuan/query/recommend"
)

// Gap is a province and level with results in several years of which none could be predicted:
// the backtest says so instead of leaving it out silently.
type Gap struct {
	Province int
	Level    string
	Years    []int // with results
	Ranked   []int // of them, with a rank (printed, or converted through that year's table)
	Lined    []int // of them, with a batch line for the track
}

// Gaps lists the provinces and levels (only: one province, 0 all) that have results in at least
// two years and no row among evs.
func (l *Embedded) Gaps(evs []*recommend.Evaluation, only int) ([]Gap, error) {
	l.once.Do(l.read)
	if l.err != nil {
		return nil, l.err
	}
	done := map[[2]any]bool{}
	for _, ev := range evs {
		done[[2]any{ev.Province, ev.Level}] = true
	}
	var out []Gap
	for id, rows := range l.rows {
		if only != 0 && id != only {
			continue
		}
		type seen struct{ years, lined map[int]bool }
		by := map[string]*seen{}
		for _, r := range rows {
			if !recommend.OrdinaryRow(r) || done[[2]any{id, r.Level}] {
				continue
			}
			s := by[r.Level]
			if s == nil {
				s = &seen{map[int]bool{}, map[int]bool{}}
				by[r.Level] = s
			}
			s.years[r.Year] = true
			if len(admission.BatchLines(id, r.Year, r.Track)) > 0 {
				s.lined[r.Year] = true
			}
		}
		unranked := recommend.UnrankedYears(rows)
		for level, s := range by {
			if len(s.years) < 2 {
				continue
			}
			g := Gap{Province: id, Level: level, Years: sorted(s.years), Lined: sorted(s.lined)}
			for _, y := range g.Years {
				if !slices.Contains(unranked[level], y) {
					g.Ranked = append(g.Ranked, y)
				}
			}
			out = append(out, g)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Province != out[j].Province {
			return out[i].Province < out[j].Province
		}
		return out[i].Level < out[j].Level
	})
	return out, nil
}

func sorted(m map[int]bool) []int {
	var out []int
	for y := range m {
		out = append(out, y)
	}
	sort.Ints(out)
	return out
}

// writeGaps is the report's section on what could not be backtested.
func writeGaps(w io.Writer, gaps []Gap) {
	if len(gaps) == 0 {
		return
	}
	io.WriteString(w, "## Not backtested\n\nResults in several years, but no year with an earlier one either method can use: "+
		"位次法 needs a rank in both years (printed, or converted through that year's 一分一段 table), 位点法 a score and "+
		"that year's batch line in both. Where the data has neither before the newest year, there is nothing to predict from.\n\n"+
		"| province | level | years with results | with a rank | with a batch line |\n|---|---|---|---|---|\n")
	for _, g := range gaps {
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s |\n", ProvinceName(g.Province), levelNames[g.Level], years(g.Years), years(g.Ranked), years(g.Lined))
	}
	io.WriteString(w, "\n")
}

func years(ys []int) string {
	if len(ys) == 0 {
		return "none"
	}
	var s []string
	for _, y := range ys {
		s = append(s, fmt.Sprint(y))
	}
	return strings.Join(s, ", ")
}
