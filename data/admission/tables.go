package admission

import (
	"sort"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// Band is one row of a 一分一段 table: the scores High…Low (equal unless the table merges
// them, as many do at the top and a few at the bottom) and the candidates in it.
type Band struct {
	High, Low  int
	Count      int // candidates with a score in the band; 0: nobody had it
	Cumulative int // candidates at or above Low: the rank at the band's lowest score
}

// RankBest is the best rank a score in the band covers (previous cumulative + 1). A band
// nobody scored covers no rank; its RankBest is its Cumulative.
func (b Band) RankBest() int {
	if b.Count == 0 {
		return b.Cumulative
	}
	return b.Cumulative - b.Count + 1
}

// TableInfo describes one curated rank table.
type TableInfo struct {
	ProvinceID int
	Year       int
	Track      string
	SourceID   string // → Source
	ScoreHigh  int    // top of the first band (the published ceiling)
	ScoreLow   int    // bottom of the last band (the published floor)
	Bands      int
	Candidates int // cumulative at the published floor
}

type tableKey struct {
	province, year int
	track          string
}

// Table is one rank table: its description and its bands by score, descending.
// The query side builds Tables from its read model and uses the same arithmetic.
type Table struct {
	Info  TableInfo
	Bands []Band
}

// NewTable describes bands (by score, descending, as published) as a Table.
func NewTable(provinceID, year int, track, sourceID string, bands []Band) *Table {
	t := &Table{Info: TableInfo{ProvinceID: provinceID, Year: year, Track: track, SourceID: sourceID}, Bands: bands}
	if len(bands) > 0 {
		first, last := bands[0], bands[len(bands)-1]
		t.Info.ScoreHigh, t.Info.ScoreLow = first.High, last.Low
		t.Info.Bands, t.Info.Candidates = len(bands), last.Cumulative
	}
	return t
}

var (
	tablesOnce sync.Once
	tables     map[tableKey]*Table
	tableList  []TableInfo
)

func loadTables() {
	tablesOnce.Do(func() {
		tables = map[tableKey]*Table{}
		csvrows.Read("rank_tables.csv", rankTablesCSV, func(r csvrows.Row) {
			k := tableKey{r.Int("province_id", true), r.Int("year", true), r.Str("track")}
			t := tables[k]
			if t == nil {
				t = &Table{Info: TableInfo{ProvinceID: k.province, Year: k.year, Track: k.track}}
				tables[k] = t
			}
			t.Bands = append(t.Bands, Band{High: r.Int("score_high", true), Low: r.Int("score_low", true),
				Count: r.Int("count", true), Cumulative: r.Int("cumulative", true)})
		})
		csvrows.Read("rank_table_index.csv", rankIndexCSV, func(r csvrows.Row) {
			t := tables[tableKey{r.Int("province_id", true), r.Int("year", true), r.Str("track")}]
			if t == nil || len(t.Bands) != r.Int("bands", true) {
				panic("admission: rank_table_index.csv disagrees with rank_tables.csv")
			}
			t.Info.SourceID = r.Str("source_id")
		})
		for k, t := range tables {
			t = NewTable(k.province, k.year, k.track, t.Info.SourceID, t.Bands)
			tables[k] = t
			tableList = append(tableList, t.Info)
		}
		sort.Slice(tableList, func(i, j int) bool {
			a, b := tableList[i], tableList[j]
			if a.ProvinceID != b.ProvinceID {
				return a.ProvinceID < b.ProvinceID
			}
			if a.Year != b.Year {
				return a.Year < b.Year
			}
			return a.Track < b.Track
		})
	})
}

// Tables lists every curated table with its score range, by province, year and track.
func Tables() []TableInfo {
	loadTables()
	return tableList
}

// Bands returns the bands of one table (by score, descending), or nil when there is none.
func Bands(provinceID, year int, track string) []Band {
	loadTables()
	if t := tables[tableKey{provinceID, year, track}]; t != nil {
		return t.Bands
	}
	return nil
}

func table(provinceID, year int, track string) *Table {
	loadTables()
	return tables[tableKey{provinceID, year, track}]
}
