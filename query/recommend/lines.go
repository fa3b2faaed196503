package recommend

import "strings"

// LineRow is one published batch line of a province, year and track.
type LineRow struct {
	Year                   int
	Track, Batch, LineKind string
	Category               string
	Score                  int
}

// notOrdinary are words of lines that are not the ordinary batch's own line.
var notOrdinary = []string{"特殊", "特控", "提前", "专项", "艺术", "体育", "一段线以上"}

// OrdinaryLine picks the ordinary line of a class (本科, 专科; "" reads as 本科) among the lines
// of one year and track: the 普通类 本科 (or 浙江's 第一段) line, or the 专科/高职 line.
func OrdinaryLine(lines []LineRow, class string) (int, bool) {
	for _, l := range lines {
		if l.Category != "" && l.Category != "普通类" {
			continue
		}
		name := l.Batch + "|" + l.LineKind
		skip := false
		for _, w := range notOrdinary {
			skip = skip || strings.Contains(name, w)
		}
		if skip {
			continue
		}
		vocational := strings.Contains(name, "专科") || strings.Contains(name, "高职")
		if class == "专科" && vocational {
			return l.Score, true
		}
		if class != "专科" && !vocational && (strings.Contains(name, "本科") || strings.Contains(name, "一段")) {
			return l.Score, true
		}
	}
	return 0, false
}
