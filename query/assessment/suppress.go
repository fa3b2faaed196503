package assessment

import "sort"

// MinCell is the fewest people a published number may count. A smaller cell is pooled with
// others into 其他; when the pool itself is still too small, the smallest shown cells join it,
// so no small cell can be recovered by subtracting the shown cells from the total.
const MinCell = 10

// Cell is one published number.
type Cell struct {
	Value  string
	Name   string
	N      int
	Pooled int `json:",omitempty"` // how many values 其他 stands for
}

// publish applies the small-cell rule to a distribution.
func publish(cells []Cell) []Cell {
	sort.SliceStable(cells, func(i, j int) bool { return cells[i].N > cells[j].N })
	var shown []Cell
	pool := Cell{Value: "other", Name: "其他（合并）"}
	for _, c := range cells {
		if c.N >= MinCell {
			shown = append(shown, c)
		} else if c.N > 0 {
			pool.N += c.N
			pool.Pooled++
		}
	}
	for pool.N > 0 && pool.N < MinCell && len(shown) > 0 {
		last := shown[len(shown)-1]
		shown = shown[:len(shown)-1]
		pool.N += last.N
		pool.Pooled++
	}
	if pool.N >= MinCell {
		shown = append(shown, pool)
	}
	return shown
}

// Bin is one published bar of a score histogram, From..To inclusive.
type Bin struct {
	From, To, N int
}

// bins publishes a histogram: neighbouring values join until a bar counts MinCell people; a
// remainder joins the last bar.
func bins(values map[int]int, lo, hi, width int) []Bin {
	var out []Bin
	cur := Bin{From: lo}
	for v := lo; v <= hi; v++ {
		cur.N += values[v]
		end := (v-lo+1)%width == 0 || v == hi
		if end && cur.N >= MinCell {
			cur.To = v
			out = append(out, cur)
			cur = Bin{From: v + 1}
		}
	}
	if cur.N > 0 && len(out) > 0 {
		out[len(out)-1].To = hi
		out[len(out)-1].N += cur.N
	} else if len(out) > 0 {
		out[len(out)-1].To = hi
	}
	return out
}
