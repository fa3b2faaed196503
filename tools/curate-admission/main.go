// Command curate-admission derives the admission reference data of data/admission from
// the shared public data sets (see ../shared/data/README.md §4.1–§4.8): the 一分一段 rank
// tables of 28 provinces (2021–2026) and of 广东 (2011–2026), the batch lines (批次线 /
// 控制线), the admission results (投档/录取线) and plans (招生计划) with every school matched
// to the catalogue of data/catalog. It is a build-time tool: the product only reads the
// curated files, embedded with go:embed.
//
// Run it from the repository root:
//
//	go run ./tools/curate-admission -shared ../shared/data -out data/admission
//
// It is deterministic: the same inputs give byte-identical outputs.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// province is one row of data/provinces.csv.
type province struct {
	id       string
	name     string
	firstNew int // first new-gaokao exam year
	maxScore int
}

func main() {
	shared := flag.String("shared", "../shared/data", "folder holding the shared data sets")
	out := flag.String("out", "data/admission", "folder the curated CSV files are written to")
	provsPath := flag.String("provinces", "data/provinces.csv", "the repository's province table")
	flag.Parse()

	provs := loadProvinces(*provsPath)
	c := curate(*shared, provs)
	for _, f := range c.files() {
		write(filepath.Join(*out, f.name), f.header, f.rows)
	}
	report(c.tables, c.multi, c.gd, c.batch)
	c.zjsd.report()
	c.extra.report()
	c.adm.report(provs)
}

// curated holds everything the tool writes and reports.
type curated struct {
	tables              []*rankTable
	rankRows, indexRows [][]string
	lines, sources      [][]string
	multi               *multiStats
	gd                  *gdStats
	zjsd                *zjsdStats
	extra               *extraStats
	batch               *batchStats
	adm                 *admissions
}

type outFile struct {
	name   string
	header []string
	rows   [][]string
}

func (c *curated) files() []outFile {
	return []outFile{
		{"rank_tables.csv", rankHeader, c.rankRows},
		{"rank_table_index.csv", indexHeader, c.indexRows},
		{"batch_lines.csv", batchHeader, c.lines},
		{"sources.csv", sourceHeader, c.sources},
		{"results.csv.gz", resultHeader, c.adm.resultRows()},
		{"plans.csv.gz", planHeader, c.adm.planRows()},
		{"school_codes.csv", schoolCodeHeader, c.adm.codes},
		{"unmatched_schools.csv", unmatchedHeader, c.adm.unmatched},
	}
}

// curate reads the shared data sets and derives the curated files.
func curate(shared string, provs map[string]province) *curated {
	c := &curated{}
	gd := provs["广东"]
	tables, ms := buildMulti(shared, provs)
	gdTables, gs := buildGuangdong(shared, gd)
	zjsdTables, zjsdSources, zs := buildZJSD(shared, provs)
	extraTables, extraSources, es := buildExtra(provs)
	c.tables, c.multi, c.gd, c.zjsd, c.extra = append(append(append(tables, gdTables...), zjsdTables...), extraTables...), ms, gs, zs, es
	sortTables(c.tables)
	used := map[string]string{}
	for i, t := range c.tables {
		if i > 0 && c.tables[i-1].key() == t.key() {
			fatalf("two tables for %s: %s and %s", t.key(), c.tables[i-1].sourceID, t.sourceID)
		}
		c.rankRows = append(c.rankRows, t.rows()...)
		c.indexRows = append(c.indexRows, t.indexRow())
		used[t.sourceID] = "rank_table"
	}
	c.lines, c.batch = buildBatchLines(shared, provs, gd)
	for _, l := range c.lines {
		used[l[7]] = "batch_line"
	}
	for _, s := range append(zjsdSources, extraSources...) {
		delete(used, s[0])
	}
	c.sources = append(append(buildSources(shared, used), zjsdSources...), extraSources...)
	c.adm = buildAdmissions(shared, provs, c.tables)
	c.sources = append(c.sources, c.adm.sources...)
	sort.Slice(c.sources, func(i, j int) bool { return c.sources[i][0] < c.sources[j][0] })
	c.sources = withCaveats(c.sources, loadCaveats(manualFiles))
	return c
}

func loadProvinces(path string) map[string]province {
	t, err := readTable(path)
	if err != nil {
		fatalf("%v", err)
	}
	m := map[string]province{}
	for _, r := range t.rows {
		first, _ := atoi(t.get(r, "first_new_gaokao_year"))
		max, _ := atoi(t.get(r, "max_total_score"))
		p := province{id: t.get(r, "province_id"), name: t.get(r, "name"), firstNew: first, maxScore: max}
		m[p.name] = p
	}
	return m
}

// write writes a CSV file, gzip-compressed when its name ends in .gz.
func write(path string, header []string, rows [][]string) {
	b := csvBytes(header, rows)
	if strings.HasSuffix(path, ".gz") {
		b = gzipBytes(b)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		fatalf("%v", err)
	}
	fmt.Printf("wrote %s (%d rows)\n", path, len(rows))
}

// report prints the counts README.md quotes.
func report(tables []*rankTable, ms *multiStats, gs *gdStats, bs *batchStats) {
	fmt.Printf("rank tables: %d tables\n", len(tables))
	perYear := map[int]map[string]bool{}
	for _, t := range tables {
		if perYear[t.year] == nil {
			perYear[t.year] = map[string]bool{}
		}
		perYear[t.year][t.provinceID] = true
	}
	years := make([]int, 0, len(perYear))
	for y := range perYear {
		years = append(years, y)
	}
	sort.Ints(years)
	for _, y := range years {
		fmt.Printf("  %d: %d provinces\n", y, len(perYear[y]))
	}
	fmt.Printf("multi-province: read %d, kept %d, duplicate score %d, %+v\n", ms.rowsRead, ms.rowsKept, ms.duplicateScore, ms.checks)
	printCounts("  excluded source", ms.excludedBySource)
	printCounts("  relabelled", ms.tracksRelabelled)
	fmt.Printf("广东 2011–2025: read %d, kept %d, interpolated dropped %d, %+v\n", gs.rowsRead, gs.rowsKept, gs.interpolatedDropped, gs.checks)
	fmt.Printf("batch lines: read %d, kept %d, non-integer %d, duplicates %d\n", bs.rowsRead, bs.rowsKept, bs.nonInteger, bs.duplicates)
	printCounts("  relabelled", bs.tracksRelabelled)
}

func printCounts(label string, m map[string]int) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%s %s: %s\n", label, k, strconv.Itoa(m[k]))
	}
}
