package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	qcatalog "zhiyuan/query/catalog"
)

// College reads one college with its MOE facts; nil when there is no such code.
func (r *CatalogReadModel) College(ctx context.Context, code string) (*qcatalog.CollegeDetail, error) {
	d := &qcatalog.CollegeDetail{}
	row := r.db.Pool.QueryRow(ctx, `SELECT `+collegeItemCols+`, c.authority, c.level, c.remark, c.former_names,
		c.abbreviations, c.has_location, c.lat, c.lng FROM rm_catalog.colleges c WHERE c.code = $1`, code)
	err := scanCollegeItem(row, &d.CollegeItem, &d.Authority, &d.Level, &d.Remark, &d.Aliases, &d.Abbreviations,
		&d.HasLocation, &d.Lat, &d.Lng)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return d, nil
}

// CollegeMajors lists the undergraduate majors a college offers, in catalogue order.
func (r *CatalogReadModel) CollegeMajors(ctx context.Context, code string) ([]qcatalog.MajorRef, error) {
	rows, err := r.db.Pool.Query(ctx, `SELECT m.code, m.name, m.category_code, m.category, m.class_name
		FROM rm_catalog.major_colleges mc JOIN rm_catalog.majors m ON m.code = mc.major_code
		WHERE mc.college_code = $1 ORDER BY m.ordinal`, code)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (qcatalog.MajorRef, error) {
		var m qcatalog.MajorRef
		err := row.Scan(&m.Code, &m.Name, &m.CategoryCode, &m.CategoryName, &m.ClassName)
		return m, err
	})
}
