package postgres

import (
	"context"
	"sort"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	qcatalog "zhiyuan/query/catalog"
)

// collegeSnapshot is every row of rm_catalog.colleges as the list calls need it.
//
// Why a snapshot: a filtered, counted and ranked page over 2,952 rows costs
// Postgres a scan and a sort of the whole filtered set on every request (the
// total and the ranks need all of it), milliseconds under load; the table
// changes only when an import completes (snapshotCache).
type collegeSnapshot struct {
	rows     []collegeRow // in list order: 985, 211, 双一流, then 本科 before 专科, then code
	byMajors []int        // indexes of rows, most majors first, list order among equals
}

type collegeRow struct {
	item    qcatalog.CollegeItem
	tags    []string
	tagRank int    // 0 985, 1 211, 2 双一流, 3 none
	search  string // lowercased name, former names and abbreviations, NUL separated
}

// collegeRecheck bounds how long a snapshot answers without asking the read
// model whether an import completed: one small query per interval instead of
// one per request (the list serves hundreds of requests a second).
const collegeRecheck = 100 * time.Millisecond

// collegeVersion identifies the read model's content: the import of every data
// set. Colleges and their major counts change only when an import completes,
// which replaces one of these ids.
const collegeVersion = `SELECT COALESCE(string_agg(dataset || ':' || import, ',' ORDER BY dataset), '') FROM rm_catalog.datasets`

func newCollegeCache() *snapshotCache[*collegeSnapshot] {
	return &snapshotCache[*collegeSnapshot]{version: collegeVersion, recheck: collegeRecheck, load: loadColleges}
}

// colleges returns a snapshot of the read model, checked within collegeRecheck.
func (r *CatalogReadModel) colleges(ctx context.Context) (*collegeSnapshot, error) {
	return r.collegeCache.get(ctx, r.db)
}

// loadColleges reads every college in list order.
func loadColleges(ctx context.Context, tx pgx.Tx) (*collegeSnapshot, error) {
	s := &collegeSnapshot{}
	rows, err := tx.Query(ctx, `SELECT `+collegeItemCols+`, c.tag_rank, c.former_names, c.abbreviations
		FROM rm_catalog.colleges c ORDER BY c.tag_rank, c.edu_level DESC, c.code`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var row collegeRow
		var former, abbr []string
		if err := scanCollegeItem(rows, &row.item, &row.tagRank, &former, &abbr); err != nil {
			return nil, err
		}
		if row.item.StrengthTags != "" {
			row.tags = strings.Split(row.item.StrengthTags, ",")
		}
		names := append(append([]string{row.item.CollegeName}, former...), abbr...)
		row.search = strings.ToLower(strings.Join(names, "\x00"))
		s.rows = append(s.rows, row)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	s.byMajors = make([]int, len(s.rows))
	for i := range s.byMajors {
		s.byMajors[i] = i
	}
	sort.SliceStable(s.byMajors, func(a, b int) bool {
		return s.rows[s.byMajors[a]].item.MajorCount > s.rows[s.byMajors[b]].item.MajorCount
	})
	return s, nil
}

// scanCollegeItem reads collegeItemCols followed by the extra destinations.
func scanCollegeItem(rows pgx.Row, it *qcatalog.CollegeItem, extra ...any) error {
	var tags, features []string
	dest := []any{&it.CollegeCode, &it.MOECode, &it.CollegeName, &tags, &features, &it.ProvinceId, &it.ProvinceName,
		&it.CityName, &it.NatureName, &it.CategoryName, &it.EducationLevel, &it.MajorCount}
	if err := rows.Scan(append(dest, extra...)...); err != nil {
		return err
	}
	it.Id = it.CollegeCode
	it.StrengthTags = strings.Join(tags, ",")
	it.FeatureTags = strings.Join(features, ",")
	it.EducationLevelStr = "高职高专"
	if it.EducationLevel == 1 {
		it.EducationLevelStr = "本科"
	}
	return nil
}
