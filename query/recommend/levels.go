package recommend

import (
	"fmt"
	"strings"

	"zhiyuan/data/admission"
)

// levelOrder is the order levels are shown in.
var levelOrder = []string{"group", "major", "school"}

// ruleLevels are the filling units of the province rules as unit levels.
// allLevels are the levels in the order a caller naming none prefers them.
var allLevels = []string{"group", "major", "school"}

var ruleLevels = map[string]string{admission.UnitMajorGroup: "group", admission.UnitMajorCollege: "major", admission.UnitCollege: "school"}

// defaultLevel is the level the province fills (its rules of the target year or the newest
// year before it that names one), when the call accepts it; else the accepted level with the
// most units that have a year before the target.
func defaultLevel(p *Province, track string, target int, preferred []string) string {
	if len(preferred) == 0 {
		preferred = allLevels // a caller that accepts any level
	}
	for y := target; y >= admission.RulesFirstYear; y-- {
		if r, ok := admission.RuleOf(p.ID, y); ok && r.FillingUnit != "" {
			for _, l := range preferred {
				if l == ruleLevels[r.FillingUnit] {
					return l
				}
			}
			break
		}
	}
	count := p.LevelCounts(track)
	best := preferred[0]
	for _, l := range preferred {
		if count[l] > count[best] {
			best = l
		}
	}
	return best
}

// levelNote says when the province has units of the track only at other levels.
func levelNote(p *Province, c candidate, level string) string {
	count := p.LevelCounts(c.track)
	if count[level] > 0 || len(count) == 0 {
		return ""
	}
	var others []string
	for _, l := range levelOrder {
		if count[l] > 0 {
			others = append(others, levelNames[l])
		}
	}
	return fmt.Sprintf("暂无%s%s的%s录取数据；该省有%s的录取数据", c.province.Name, c.track, levelNames[level], strings.Join(others, "、"))
}
