// Package admission ships the curated score-to-rank reference data: the official
// 一分一段 tables (score → cumulative count of candidates) per province, year and track,
// and the batch lines (批次线 / 控制线). The CSV files are embedded; nothing is read from
// outside the binary. README.md in this folder gives the source, years, fixes and gaps
// of every data set; tools/curate-admission regenerates the files from the shared data.
//
// The loaders parse once, on first use, and return shared values: callers must not
// modify the slices they get.
package admission

//go:generate go run ../../tools/curate-admission -shared ../../../shared/data -out . -provinces ../provinces.csv

import (
	_ "embed"
)

var (
	//go:embed rank_tables.csv
	rankTablesCSV string
	//go:embed rank_table_index.csv
	rankIndexCSV string
	//go:embed batch_lines.csv
	batchLinesCSV string
	//go:embed sources.csv
	sourcesCSV string
)

// Counts of the curated files, pinned by the tests and quoted in README.md.
const (
	TableCount     = 167   // (province, year, track) rank tables
	BandCount      = 77661 // rows of rank_tables.csv
	BatchLineCount = 1597  // rows of batch_lines.csv
	SourceCount    = 385   // rows of sources.csv

	ResultCount     = 833296 // rows of results.csv.gz
	PlanCount       = 628245 // rows of plans.csv.gz
	SchoolCodeCount = 64849  // rows of school_codes.csv
	UnmatchedCount  = 1128   // rows of unmatched_schools.csv
)

// Tracks a table or a batch line can carry (batch lines also carry art, sport and
// vocational labels as published).
const (
	TrackPhysics  = "物理类"
	TrackHistory  = "历史类"
	TrackScience  = "理科" // old gaokao
	TrackLiberal  = "文科" // old gaokao
	TrackCombined = "综合" // 3+3 provinces
)
