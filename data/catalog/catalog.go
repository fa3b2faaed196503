// Package catalog ships the real catalogue the portal starts with: the Ministry of
// Education's 2026 list of regular higher-education institutions, the 2026 undergraduate
// major catalogue with facts from 阳光高考, the 高职专科 and 职教本科 majors of the vocational
// catalogue, O*NET occupations with their RIASEC interest profiles, and the Chinese
// occupations of 职业分类大典 with the 人社部 guide linking majors to them. The CSV files are embedded; nothing is read from outside the binary.
// README.md in this folder gives the source, edition and derivation of every column;
// tools/curate regenerates the files from the shared data sets.
//
// The loaders parse once, on first use, and return shared values: callers must not
// modify the slices and maps they get.
package catalog

//go:generate go run ../../tools/curate -shared ../../../shared/data -out . -provinces ../provinces.csv

import (
	_ "embed"
)

var (
	//go:embed colleges.csv
	collegesCSV string
	//go:embed abbreviations.csv
	abbreviationsCSV string
	//go:embed merged_names.csv
	mergedNamesCSV string
	//go:embed majors.csv
	majorsCSV string
	//go:embed major_colleges.csv
	majorCollegesCSV string
	//go:embed professions.csv
	professionsCSV string
)

// Counts of the sources, pinned by the tests and quoted in README.md.
const (
	CollegeCount          = 2952 // MOE 2026 list (1412 本科 + 1540 专科)
	MajorCount            = 883  // 2026 undergraduate catalogue
	MajorCategoryCount    = 13   // 学科门类, incl. 14 交叉学科
	MajorClassCount       = 92   // official 专业类; the catalogue gives 交叉学科 none
	ProfessionCount       = 923  // O*NET occupations with interest data
	DoubleFirstClassCount = 147  // official 2022 list; 144 are in the MOE list
)
