package wishtable

import (
	"fmt"
	"math"
	"strconv"

	"zhiyuan/query/recommend"
)

// Bounds of a stated whole-list figure: a model of admissions never earns 100 % or 0 %.
const (
	MaxStated = 99.0
	MinStated = 1.0
	// ThinCap is the most 投档概率 a list may state when it rests on units of thin evidence.
	// A year moves every unit together (the simulation's Common share), so several such units
	// are no surer together than such evidence proved alone: 湖北 2026, predicted from 2025
	// alone, saw its 保 pairs (stated 96.7 %) hold 94.0 % (docs/BACKTEST.md).
	ThinCap = 94.0
)

// Outcome is the whole list's outcome under one assumption, as stated.
type Outcome struct {
	Filed            float64 // percent filed to some unit of the list: MinStated…Ceiling
	Slide            float64 // percent 滑档, filed nowhere in the batch: 100 − Filed
	ExpectedPosition float64 // the expected 1-based position of the unit filed to, given filed (0: never)
	Simulated        float64 // percent filed as simulated, before the bounds and the cap
	Ceiling          float64 // the most Filed may state: MaxStated, lower when thin evidence carries the list
	Capped           bool    // Filed was lowered below MaxStated because thin evidence carries the list
}

// ceiling is the most a list with thin units may state: ThinCap, unless its units of rich
// evidence alone file it likelier (those do not need the thin ones), and never above MaxStated.
func ceiling(richFiledAt []float64) float64 {
	var filed float64
	for _, x := range richFiledAt {
		filed += x
	}
	return math.Min(MaxStated, math.Max(ThinCap, pct(filed)))
}

// state bounds a simulated outcome to what may be stated, and each unit's share with it: lowered
// in proportion so they still add up to Filed (the expected position, given filed, is unchanged).
func state(filedAt []float64, ceiling float64) (Outcome, []float64) {
	var filed, pos float64
	for i, x := range filedAt {
		filed += x
		pos += float64(i+1) * x
	}
	o := Outcome{Simulated: pct(filed), Ceiling: ceiling}
	if filed > 0 {
		o.ExpectedPosition = math.Round(10*pos/filed) / 10
	}
	o.Filed = math.Max(MinStated, math.Min(o.Simulated, ceiling))
	o.Capped = ceiling < MaxStated && o.Simulated > ceiling
	o.Slide = math.Round(10*(100-o.Filed)) / 10
	scale := 1.0
	if o.Simulated > o.Filed {
		scale = o.Filed / (100 * filed)
	}
	shares := make([]float64, len(filedAt))
	for i, x := range filedAt {
		shares[i] = pct(x * scale)
	}
	return o, shares
}

// flag says why a list's figure is less sure than its units claim ("" when no unit is thin).
func flag(n thinCount, c recommend.Candidate, cor, ind Outcome) string {
	why := n.reasons(c)
	if why == "" {
		return ""
	}
	switch {
	case cor.Capped && ind.Capped && cor.Ceiling != ind.Ceiling:
		return fmt.Sprintf("依据不足：%s，整表投档概率已封顶（相关估计%s，独立估计%s）：同一年各志愿一起升降，"+
			"依据单薄时回测中的保档志愿实际录取约%s", why, percent(cor.Ceiling), percent(ind.Ceiling), percent(ThinCap))
	case cor.Capped || ind.Capped:
		top := cor.Ceiling
		if !cor.Capped {
			top = ind.Ceiling
		}
		return fmt.Sprintf("依据不足：%s，整表投档概率已封顶%s：同一年各志愿一起升降，依据单薄时回测中的保档志愿实际录取约%s",
			why, percent(top), percent(ThinCap))
	}
	return "依据不足：" + why + "，这些志愿的录取概率可能偏差较大"
}

// percent writes a percent as the page does: 94%, 96.2%.
func percent(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) + "%" }

func pct(x float64) float64 { return math.Round(1000*math.Max(0, x)) / 10 }
