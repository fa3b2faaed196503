package admission

import (
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// BatchLine is one published batch line (批次线 / 控制线 / 资格线) of a province and year.
type BatchLine struct {
	ProvinceID int
	Year       int
	Track      string // 物理类/历史类/文科/理科/综合, or the published art/sport/vocational label
	Batch      string // e.g. 本科批, 特控线, 普通类本科录取控制分数线
	LineKind   string // the line's full published name
	Category   string // 普通类, 体育类, 美术与设计类, 男/女, A类考生 …
	Score      int
	SourceID   string // → Source
}

type lineKey struct {
	province, year int
	track          string
}

var (
	linesOnce sync.Once
	lines     map[lineKey][]BatchLine
	lineList  []BatchLine
)

// BatchLines returns the lines of a province, year and track in file order, or nil.
func BatchLines(provinceID, year int, track string) []BatchLine {
	loadLines()
	return lines[lineKey{provinceID, year, track}]
}

// AllBatchLines returns every line in file order.
func AllBatchLines() []BatchLine {
	loadLines()
	return lineList
}

func loadLines() {
	linesOnce.Do(func() {
		lines = map[lineKey][]BatchLine{}
		csvrows.Read("batch_lines.csv", batchLinesCSV, func(r csvrows.Row) {
			l := BatchLine{ProvinceID: r.Int("province_id", true), Year: r.Int("year", true), Track: r.Str("track"),
				Batch: r.Str("batch"), LineKind: r.Str("line_kind"), Category: r.Str("category"),
				Score: r.Int("score", true), SourceID: r.Str("source_id")}
			k := lineKey{l.ProvinceID, l.Year, l.Track}
			lines[k] = append(lines[k], l)
			lineList = append(lineList, l)
		})
	})
}
