package postgres

import (
	"context"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"

	qcatalog "zhiyuan/query/catalog"
)

// collegeSnapshot is every row of rm_catalog.colleges as the list calls need it,
// taken in one transaction together with the version it belongs to.
//
// Why a snapshot: a filtered, counted and ranked page over 2,952 rows costs
// Postgres a scan and a sort of the whole filtered set on every request (the
// total and the ranks need all of it), milliseconds under load; the table
// changes only when an import completes, so filtering an in-memory copy costs
// microseconds. The copy is checked against the read model (collegeVersion)
// at most collegeRecheck after its last check, so it trails an import by at
// most that long.
type collegeSnapshot struct {
	version  string
	checked  atomic.Int64 // unix nanoseconds of the last check that found the version unchanged
	rows     []collegeRow // in list order: 985, 211, 双一流, then 本科 before 专科, then code
	byMajors []int        // indexes of rows, most majors first, list order among equals
}

type collegeRow struct {
	item    qcatalog.CollegeItem
	tags    []string
	tagRank int    // 0 985, 1 211, 2 双一流, 3 none
	search  string // lowercased name, former names and abbreviations, NUL separated
}

// collegeCache holds the current snapshot; loads are serialised, and while one
// request checks the version the others answer from the current snapshot.
type collegeCache struct {
	mu       sync.Mutex
	checking sync.Mutex
	snap     atomic.Pointer[collegeSnapshot]
}

// collegeRecheck bounds how long a snapshot answers without asking the read
// model whether an import completed: one small query per interval instead of
// one per request (the list serves hundreds of requests a second).
const collegeRecheck = 100 * time.Millisecond

// collegeVersion identifies the read model's content: the import of every data
// set. Colleges and their major counts change only when an import completes,
// which replaces one of these ids.
const collegeVersion = `SELECT COALESCE(string_agg(dataset || ':' || import, ',' ORDER BY dataset), '') FROM rm_catalog.datasets`

// colleges returns a snapshot of the read model, checked within collegeRecheck.
func (r *CatalogReadModel) colleges(ctx context.Context) (*collegeSnapshot, error) {
	s := r.collegeCache.snap.Load()
	if s != nil && time.Since(time.Unix(0, s.checked.Load())) < collegeRecheck {
		return s, nil
	}
	if s != nil && !r.collegeCache.checking.TryLock() {
		return s, nil // another request is checking
	}
	if s != nil {
		defer r.collegeCache.checking.Unlock()
	}
	var version string
	if err := r.db.Pool.QueryRow(ctx, collegeVersion).Scan(&version); err != nil {
		return nil, err
	}
	if s != nil && s.version == version {
		s.checked.Store(time.Now().UnixNano())
		return s, nil
	}
	r.collegeCache.mu.Lock()
	defer r.collegeCache.mu.Unlock()
	if s := r.collegeCache.snap.Load(); s != nil && s.version == version {
		return s, nil
	}
	s, err := r.loadColleges(ctx)
	if err != nil {
		return nil, err
	}
	s.checked.Store(time.Now().UnixNano())
	r.collegeCache.snap.Store(s)
	return s, nil
}

// loadColleges reads the version and the rows in one repeatable-read
// transaction, so the snapshot's version describes exactly its rows.
func (r *CatalogReadModel) loadColleges(ctx context.Context) (*collegeSnapshot, error) {
	s := &collegeSnapshot{}
	err := pgx.BeginTxFunc(ctx, r.db.Pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly},
		func(tx pgx.Tx) error {
			if err := tx.QueryRow(ctx, collegeVersion).Scan(&s.version); err != nil {
				return err
			}
			rows, err := tx.Query(ctx, `SELECT `+collegeItemCols+`, c.tag_rank, c.former_names, c.abbreviations
				FROM rm_catalog.colleges c ORDER BY c.tag_rank, c.edu_level DESC, c.code`)
			if err != nil {
				return err
			}
			defer rows.Close()
			for rows.Next() {
				var row collegeRow
				var former, abbr []string
				if err := scanCollegeItem(rows, &row.item, &row.tagRank, &former, &abbr); err != nil {
					return err
				}
				if row.item.StrengthTags != "" {
					row.tags = strings.Split(row.item.StrengthTags, ",")
				}
				names := append(append([]string{row.item.CollegeName}, former...), abbr...)
				row.search = strings.ToLower(strings.Join(names, "\x00"))
				s.rows = append(s.rows, row)
			}
			return rows.Err()
		})
	if err != nil {
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
