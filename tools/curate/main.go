// Command curate derives the catalogue files of data/catalog from the shared public data
// sets (see ../shared/data/README.md) and the hand-written lists in tools/curate/manual.
// It is a build-time tool: the product only reads the curated files, embedded with go:embed.
//
// Run it from the repository root:
//
//	go run ./tools/curate -shared ../shared/data -out data/catalog
//
// It is deterministic: the same inputs give byte-identical outputs, so a re-run after a
// source update shows up as a reviewable diff.
package main

import (
	"embed"
	"flag"
	"fmt"
	"path/filepath"
)

//go:embed manual/*
var manual embed.FS

func main() {
	shared := flag.String("shared", "../shared/data", "folder holding the shared data sets (colleges/, majors/, professions/)")
	out := flag.String("out", "data/catalog", "folder the curated CSV files are written to")
	provinces := flag.String("provinces", "data/provinces.csv", "the repository's province table (ids and short names)")
	flag.Parse()

	provs, err := loadProvinces(*provinces)
	if err != nil {
		fatalf("%v", err)
	}
	for _, f := range curate(*shared, provs) {
		writeOrDie(filepath.Join(*out, f.name), f.header, f.rows)
	}
}

// outFile is one curated file.
type outFile struct {
	name   string
	header []string
	rows   [][]string
}

// curate builds every file of data/catalog and prints the counts and notes of each step.
func curate(shared string, provs map[string]province) []outFile {
	cs := buildColleges(shared, provs)
	colleges, abbr, merged := cs.rows(), cs.abbreviations(), cs.mergedNames()
	cs.report()
	ms := buildMajors(shared, cs)
	majors, majorColleges := ms.rows(), ms.collegeRows()
	ms.report()
	ps := buildProfessions(shared)
	prof := ps.rows()
	ps.report()

	undergrad := map[string]string{}
	for _, r := range majors {
		undergrad[r[0]], undergrad[r[1]] = r[2], r[2]
	}
	voc := buildVocational(shared, undergrad)
	guideTable := readGuide(shared)
	missing := voc.missing(guideTable)
	voc.report()
	oc := buildOccupations(shared)
	oc.report()
	g := buildGuide(guideTable, undergrad, voc, oc)
	g.report()

	return []outFile{
		{"colleges.csv", collegeHeader, colleges},
		{"abbreviations.csv", []string{"abbr", "code", "name"}, abbr},
		{"merged_names.csv", mergedHeader, merged},
		{"majors.csv", majorHeader, majors},
		{"major_colleges.csv", []string{"major_code", "college_codes"}, majorColleges},
		{"professions.csv", professionHeader, prof},
		{"vocational_majors.csv", vocationalHeader, voc.rows()},
		{"vocational_missing.csv", vocationalMissingHeader, missing},
		{"occupations_cn.csv", occupationHeader, oc.rows()},
		{"occupation_classes_cn.csv", occupationClassHeader, oc.classRows()},
		{"occupation_guide.csv", guideHeader, g.rows()},
	}
}

func writeOrDie(path string, header []string, rows [][]string) {
	if err := writeCSV(path, header, rows); err != nil {
		fatalf("%v", err)
	}
	fmt.Printf("wrote %s (%d rows)\n", path, len(rows))
}

// province is one row of data/provinces.csv.
type province struct {
	id    string
	short string
}

// loadProvinces maps both the short name (北京) and the MOE group-header name (北京市,
// 广西壮族自治区) to the province, by prefix of the short name.
func loadProvinces(path string) (map[string]province, error) {
	t, err := readTable(path)
	if err != nil {
		return nil, err
	}
	m := map[string]province{}
	for _, r := range t.rows {
		p := province{id: t.get(r, "province_id"), short: t.get(r, "name")}
		m[p.short] = p
	}
	return m, nil
}

// provinceOf resolves an MOE province name such as 内蒙古自治区 to the short-name row.
func provinceOf(provs map[string]province, moeName string) (province, bool) {
	for n := len([]rune(moeName)); n >= 2; n-- {
		if p, ok := provs[string([]rune(moeName)[:n])]; ok {
			return p, true
		}
	}
	return province{}, false
}
