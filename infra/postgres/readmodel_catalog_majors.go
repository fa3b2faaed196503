package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	qcatalog "zhiyuan/query/catalog"
)

// listSQL collects the conditions and arguments of a filtered major or occupation list.
type listSQL struct {
	where []string
	args  []any
}

func (q *listSQL) arg(v any) string {
	q.args = append(q.args, v)
	return "$" + strconv.Itoa(len(q.args))
}

func (q *listSQL) cond(c string) { q.where = append(q.where, c) }

func (q *listSQL) whereClause() string {
	if len(q.where) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(q.where, " AND ")
}

// page appends OFFSET and LIMIT; a limit of 0 or less means every row.
func (q *listSQL) page(offset, limit int) string {
	s := " OFFSET " + q.arg(offset)
	if limit > 0 {
		s += " LIMIT " + q.arg(limit)
	}
	return s
}

// majorItemCols are the columns of a MajorItem, in the order scanMajorItem reads them.
const majorItemCols = `m.code, m.name, m.category_code, m.category, m.class_code, m.class_name, m.class_synthetic,
	m.degrees, m.years_min, m.years_max, m.special, m.controlled, m.school_count, m.graduate_scale`

// majorQuery turns a filter into the FROM clause (with the link count an industry
// needs), the conditions and the order.
func majorQuery(f qcatalog.MajorFilter) (q *listSQL, from, order string) {
	q = &listSQL{}
	from = ` FROM rm_catalog.majors m`
	order = "m.ordinal"
	if f.IndustryCode != "" {
		// One grouped pass over the field's links (a hash join), not a count per major.
		from += ` JOIN (SELECT mp.major_code, count(*) AS links FROM rm_catalog.major_professions mp
			JOIN rm_catalog.professions p ON p.code = mp.profession_code
			WHERE p.industry_code = ` + q.arg(f.IndustryCode) + ` GROUP BY mp.major_code) l ON l.major_code = m.code`
	}
	if f.CategoryCode != "" {
		q.cond("m.category_code = " + q.arg(f.CategoryCode))
	}
	if f.ClassCode != "" {
		q.cond("m.class_code = " + q.arg(f.ClassCode))
	}
	if f.Codes != nil {
		q.cond("m.code = ANY(" + q.arg(f.Codes) + "::text[])")
	}
	if f.ProfessionCode != "" {
		q.cond(`EXISTS (SELECT 1 FROM rm_catalog.major_professions mp WHERE mp.major_code = m.code
			AND mp.profession_code = ` + q.arg(f.ProfessionCode) + `)`)
	}
	if f.Name != "" {
		// strpos, not LIKE: the name is the user's text and may hold % or _.
		p := q.arg(strings.ToLower(f.Name))
		q.cond(`(strpos(lower(m.name), ` + p + `) > 0 OR strpos(lower(m.code), ` + p + `) = 1)`)
		order = `lower(m.name) = ` + p + ` DESC, strpos(lower(m.name), ` + p + `) = 1 DESC, m.ordinal`
	}
	switch f.Order {
	case "schools": // 0 means "not known", not "offered nowhere": such majors are not ranked
		q.cond("m.school_count > 0")
		order = "m.school_count DESC, m.ordinal"
	case "scale":
		q.cond("m.scale_rank >= 0")
		order = "m.scale_rank DESC, m.ordinal"
	case "links":
		if f.IndustryCode != "" {
			order = "l.links DESC, m.ordinal"
		}
	}
	return q, from, order
}

// Majors lists one page of the majors matching f and their total. With Order
// "schools" each item carries its Rank by the number of offering schools,
// computed over the whole filtered list (ties share a rank across pages).
func (r *CatalogReadModel) Majors(ctx context.Context, f qcatalog.MajorFilter, offset, limit int) ([]qcatalog.MajorItem, int, error) {
	q, from, order := majorQuery(f)
	sql := `SELECT ` + majorItemCols + `, rank() OVER (ORDER BY m.school_count DESC), count(*) OVER ()` + from +
		q.whereClause() + ` ORDER BY ` + order + q.page(offset, limit)
	rows, err := r.db.Pool.Query(ctx, sql, q.args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []qcatalog.MajorItem
	total := 0
	for rows.Next() {
		var it qcatalog.MajorItem
		var rank int64
		if err := scanMajorItem(rows, &it, &rank, &total); err != nil {
			return nil, 0, err
		}
		if f.Order == "schools" {
			it.Rank = int(rank)
		}
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(out) == 0 && offset > 0 {
		// A page past the end carries no window count: count on its own.
		cq, cfrom, _ := majorQuery(f)
		err = r.db.Pool.QueryRow(ctx, `SELECT count(*)`+cfrom+cq.whereClause(), cq.args...).Scan(&total)
	}
	return out, total, err
}

// scanMajorItem reads majorItemCols followed by the extra destinations.
func scanMajorItem(rows pgx.Row, it *qcatalog.MajorItem, extra ...any) error {
	var degrees []string
	var ymin, ymax int
	dest := []any{&it.Code, &it.Name, &it.CategoryCode, &it.CategoryName, &it.ClassCode, &it.ClassName,
		&it.ClassSynthetic, &degrees, &ymin, &ymax, &it.IsSpecial, &it.IsControlled, &it.SchoolCount, &it.GraduateScale}
	if err := rows.Scan(append(dest, extra...)...); err != nil {
		return err
	}
	it.Id = it.Code
	it.Level = qcatalog.LevelUndergrad
	it.Degree = strings.Join(degrees, "或")
	it.Years = strconv.Itoa(ymin)
	if ymax != ymin {
		it.Years += "-" + strconv.Itoa(ymax)
	}
	return nil
}

// Major reads one major by its printed code (080910T) or its digits (080910); nil
// when there is none. Professions are left to the caller.
func (r *CatalogReadModel) Major(ctx context.Context, code string) (*qcatalog.MajorDetail, error) {
	d := &qcatalog.MajorDetail{}
	var postgrad []byte
	err := scanMajorItem(r.db.Pool.QueryRow(ctx, `SELECT `+majorItemCols+`, m.base_code, m.note, m.description,
		m.employment, m.postgrad, m.male_pct, m.female_pct, m.interest_code
		FROM rm_catalog.majors m WHERE m.code = $1 OR m.base_code = $1 ORDER BY m.code = $1 DESC LIMIT 1`, code),
		&d.MajorItem, &d.BaseCode, &d.Note, &d.Description, &d.Employment, &postgrad, &d.MalePct, &d.FemalePct,
		&d.InterestCode)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(postgrad, &d.Postgrad); err != nil {
		return nil, err
	}
	return d, nil
}
