package postgres

import (
	"context"
	"encoding/json"
	"sort"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/data/admission"
	qadmission "zhiyuan/query/admission"
)

// AdmissionReadModel reads rm_admission. The tables, lines and sources change
// only when an import completes, and LineRank must answer thousands of requests
// a second, so they are served from one in-memory copy (snapshotCache).
type AdmissionReadModel struct {
	db    *DB
	cache *snapshotCache[*admissionSnapshot]
}

type admissionKey struct {
	province, year int
	track          string
}

type admissionSnapshot struct {
	tables  map[admissionKey]*admission.Table
	years   map[int][]qadmission.YearTrack // newest year first, tracks by name
	newest  int
	lines   map[int][]qadmission.BatchLineRow
	sources map[string]qadmission.Source
}

// admissionVersion changes whenever an import completes: a shipped data set's (its import id)
// or an operator's (zhiyuan import: how many, and the newest one's log position).
const admissionVersion = `SELECT COALESCE((SELECT string_agg(dataset || ':' || import, ',' ORDER BY dataset) FROM rm_admission.datasets), '')
	|| COALESCE((SELECT ',imports:' || count(*) || '@' || max(position) FROM rm_admission.imports HAVING count(*) > 0), '')`

func NewAdmissionReadModel(db *DB) *AdmissionReadModel {
	return &AdmissionReadModel{db: db, cache: &snapshotCache[*admissionSnapshot]{version: admissionVersion,
		recheck: 100 * time.Millisecond, load: loadAdmission}}
}

func (r *AdmissionReadModel) Table(ctx context.Context, provinceID, year int, track string) (*admission.Table, error) {
	s, err := r.cache.get(ctx, r.db)
	if err != nil {
		return nil, err
	}
	return s.tables[admissionKey{provinceID, year, track}], nil
}

func (r *AdmissionReadModel) TableYears(ctx context.Context, provinceID int) ([]qadmission.YearTrack, error) {
	s, err := r.cache.get(ctx, r.db)
	if err != nil {
		return nil, err
	}
	return s.years[provinceID], nil
}

func (r *AdmissionReadModel) NewestTableYear(ctx context.Context) (int, error) {
	s, err := r.cache.get(ctx, r.db)
	if err != nil {
		return 0, err
	}
	return s.newest, nil
}

func (r *AdmissionReadModel) BatchLines(ctx context.Context, provinceID int) ([]qadmission.BatchLineRow, error) {
	s, err := r.cache.get(ctx, r.db)
	if err != nil {
		return nil, err
	}
	return s.lines[provinceID], nil
}

func (r *AdmissionReadModel) Source(ctx context.Context, id string) (qadmission.Source, bool, error) {
	s, err := r.cache.get(ctx, r.db)
	if err != nil {
		return qadmission.Source{}, false, err
	}
	src, ok := s.sources[id]
	return src, ok, nil
}

func loadAdmission(ctx context.Context, tx pgx.Tx) (*admissionSnapshot, error) {
	s := &admissionSnapshot{tables: map[admissionKey]*admission.Table{}, years: map[int][]qadmission.YearTrack{},
		lines: map[int][]qadmission.BatchLineRow{}, sources: map[string]qadmission.Source{}}
	rows, err := tx.Query(ctx, `SELECT province_id, year, track, source_id, bands FROM rm_admission.rank_tables
		ORDER BY province_id, year DESC, track`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var k admissionKey
		var source string
		var raw []byte
		if err := rows.Scan(&k.province, &k.year, &k.track, &source, &raw); err != nil {
			rows.Close()
			return nil, err
		}
		var bands [][4]int
		if err := json.Unmarshal(raw, &bands); err != nil {
			rows.Close()
			return nil, err
		}
		bs := make([]admission.Band, len(bands))
		for i, b := range bands {
			bs[i] = admission.Band{High: b[0], Low: b[1], Count: b[2], Cumulative: b[3]}
		}
		s.tables[k] = admission.NewTable(k.province, k.year, k.track, source, bs)
		s.years[k.province] = append(s.years[k.province], qadmission.YearTrack{Year: k.year, Track: k.track})
		s.newest = max(s.newest, k.year)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = tx.Query(ctx, `SELECT ordinal, province_id, year, track, batch, line_kind, category, score, source_id
		FROM rm_admission.batch_lines ORDER BY ordinal`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var l qadmission.BatchLineRow
		var province int
		if err := rows.Scan(&l.Ordinal, &province, &l.Year, &l.Track, &l.Batch, &l.LineKind, &l.Category, &l.Score, &l.SourceID); err != nil {
			rows.Close()
			return nil, err
		}
		s.lines[province] = append(s.lines[province], l)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = tx.Query(ctx, `SELECT id, authority, title, url, quality, via, caveat FROM rm_admission.sources`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var src qadmission.Source
		if err := rows.Scan(&src.Id, &src.Authority, &src.Title, &src.Url, &src.Quality, &src.Via, &src.Caveat); err != nil {
			return nil, err
		}
		src.Official = qadmission.Official(src.Quality)
		s.sources[src.Id] = src
	}
	for _, yts := range s.years {
		sort.SliceStable(yts, func(i, j int) bool { return yts[i].Year > yts[j].Year })
	}
	return s, rows.Err()
}
