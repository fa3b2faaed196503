package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	qcatalog "zhiyuan/query/catalog"
)

// The vocational majors (高职专科, 职教本科) of rm_catalog.

const vocationalItemCols = `v.code, v.name, v.category_code, v.category, v.class_code, v.class_name, v.level, v.note`

func scanVocationalItem(row pgx.Row, it *qcatalog.MajorItem, extra ...any) error {
	dest := []any{&it.Code, &it.Name, &it.CategoryCode, &it.CategoryName, &it.ClassCode, &it.ClassName, &it.Level, &it.Flag}
	if err := row.Scan(append(dest, extra...)...); err != nil {
		return err
	}
	it.Id = it.Code
	return nil
}

func vocationalQuery(f qcatalog.MajorFilter) *listSQL {
	q := &listSQL{}
	if f.Level != "" {
		q.cond("v.level = " + q.arg(f.Level))
	}
	if f.CategoryCode != "" {
		q.cond("v.category_code = " + q.arg(f.CategoryCode))
	}
	if f.ClassCode != "" {
		q.cond("v.class_code = " + q.arg(f.ClassCode))
	}
	return q
}

// VocationalMajors lists one page of the vocational majors matching f (Level, CategoryCode,
// ClassCode), in catalogue order.
func (r *CatalogReadModel) VocationalMajors(ctx context.Context, f qcatalog.MajorFilter, offset, limit int) ([]qcatalog.MajorItem, int, error) {
	q := vocationalQuery(f)
	rows, err := r.db.Pool.Query(ctx, `SELECT `+vocationalItemCols+`, count(*) OVER () FROM rm_catalog.vocational_majors v`+
		q.whereClause()+` ORDER BY v.ordinal`+q.page(offset, limit), q.args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []qcatalog.MajorItem
	total := 0
	for rows.Next() {
		var it qcatalog.MajorItem
		if err := scanVocationalItem(rows, &it, &total); err != nil {
			return nil, 0, err
		}
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(out) == 0 && offset > 0 {
		cq := vocationalQuery(f)
		err = r.db.Pool.QueryRow(ctx, `SELECT count(*) FROM rm_catalog.vocational_majors v`+cq.whereClause(), cq.args...).Scan(&total)
	}
	return out, total, err
}

// VocationalMajor reads one vocational major; nil when there is none.
func (r *CatalogReadModel) VocationalMajor(ctx context.Context, code string) (*qcatalog.MajorDetail, error) {
	d := &qcatalog.MajorDetail{}
	err := scanVocationalItem(r.db.Pool.QueryRow(ctx, `SELECT `+vocationalItemCols+` FROM rm_catalog.vocational_majors v
		WHERE v.code = $1`, code), &d.MajorItem)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	d.BaseCode = d.Code
	return d, nil
}

// VocationalMissing lists the majors of a level known to be missing from the copy.
func (r *CatalogReadModel) VocationalMissing(ctx context.Context, level string) ([]qcatalog.MissingMajor, error) {
	rows, err := r.db.Pool.Query(ctx, `SELECT level, code, name, reason FROM rm_catalog.vocational_missing
		WHERE level = $1 ORDER BY ordinal`, level)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []qcatalog.MissingMajor
	for rows.Next() {
		var m qcatalog.MissingMajor
		if err := rows.Scan(&m.Level, &m.Code, &m.Name, &m.Reason); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}
