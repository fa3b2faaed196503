package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	qcatalog "zhiyuan/query/catalog"
)

// professionItemCols are the columns of a ProfessionItem, in the order scanProfessionItem reads them.
const professionItemCols = `p.code, p.name, p.title_en, p.description, p.top3, p.industry_code, COALESCE(i.name, ''),
	p.major_count`

const professionFrom = ` FROM rm_catalog.professions p LEFT JOIN rm_catalog.industries i ON i.code = p.industry_code`

// professionQuery turns a filter into conditions and an order.
func professionQuery(f qcatalog.ProfessionFilter) (q *listSQL, order string) {
	q = &listSQL{}
	order = "p.code"
	if f.IndustryCode != "" {
		q.cond("p.industry_code = " + q.arg(f.IndustryCode))
	}
	if f.InterestPrefix != "" {
		q.cond("starts_with(p.top3, " + q.arg(f.InterestPrefix) + ")")
	}
	if f.Codes != nil {
		q.cond("p.code = ANY(" + q.arg(f.Codes) + "::text[])")
	}
	if f.MajorCode != "" {
		q.cond(`EXISTS (SELECT 1 FROM rm_catalog.major_professions mp WHERE mp.major_code = ` + q.arg(f.MajorCode) +
			` AND mp.profession_code = p.code)`)
	}
	if f.ExcludeCode != "" {
		q.cond("p.code <> " + q.arg(f.ExcludeCode))
	}
	if f.Name != "" {
		// strpos, not LIKE: the name is the user's text and may hold % or _.
		n := q.arg(strings.ToLower(f.Name))
		q.cond(`(strpos(lower(p.name), ` + n + `) > 0 OR strpos(lower(p.title_en), ` + n + `) > 0)`)
		order = `(lower(p.name) = ` + n + ` OR lower(p.title_en) = ` + n + `) DESC,
			(strpos(lower(p.name), ` + n + `) = 1 OR strpos(lower(p.title_en), ` + n + `) = 1) DESC, p.code`
	}
	switch f.Order {
	case "majors": // occupations no major leads to are not listed
		q.cond("p.major_count > 0")
		order = "p.major_count DESC, p.code"
	case "near":
		var d []string
		for i, v := range f.Near {
			d = append(d, fmt.Sprintf("(p.interests[%d] - %s::float8) ^ 2", i+1, q.arg(v)))
		}
		order = strings.Join(d, " + ") + ", p.code"
	}
	return q, order
}

// Professions lists one page of the occupations matching f and their total.
func (r *CatalogReadModel) Professions(ctx context.Context, f qcatalog.ProfessionFilter, offset, limit int) ([]qcatalog.ProfessionItem, int, error) {
	q, order := professionQuery(f)
	sql := `SELECT ` + professionItemCols + `, count(*) OVER ()` + professionFrom + q.whereClause() +
		` ORDER BY ` + order + q.page(offset, limit)
	rows, err := r.db.Pool.Query(ctx, sql, q.args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []qcatalog.ProfessionItem
	total := 0
	for rows.Next() {
		var it qcatalog.ProfessionItem
		if err := scanProfessionItem(rows, &it, &total); err != nil {
			return nil, 0, err
		}
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(out) == 0 && offset > 0 {
		// A page past the end carries no window count: count on its own.
		cq, _ := professionQuery(f)
		err = r.db.Pool.QueryRow(ctx, `SELECT count(*)`+professionFrom+cq.whereClause(), cq.args...).Scan(&total)
	}
	return out, total, err
}

// scanProfessionItem reads professionItemCols followed by the extra destinations.
func scanProfessionItem(rows pgx.Row, it *qcatalog.ProfessionItem, extra ...any) error {
	dest := []any{&it.ID, &it.ProfessionName, &it.ProfessionNameEn, &it.ProfessionDesc, &it.InterestCode,
		&it.IndustryId, &it.IndustryName, &it.MajorCount}
	if err := rows.Scan(append(dest, extra...)...); err != nil {
		return err
	}
	it.System, it.Code = qcatalog.SystemONet, it.ID
	return nil
}

// Profession reads one occupation and its six interest scores (RIASEC order); nil
// when there is none. Interests and Majors are left to the caller.
func (r *CatalogReadModel) Profession(ctx context.Context, code string) (*qcatalog.ProfessionDetail, [6]float64, error) {
	var scores [6]float64
	d := &qcatalog.ProfessionDetail{}
	var interests []float64
	err := scanProfessionItem(r.db.Pool.QueryRow(ctx, `SELECT `+professionItemCols+`, p.interests, p.high_point`+
		professionFrom+` WHERE p.code = $1`, code), &d.ProfessionItem, &interests, &d.HighPoint)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, scores, nil
	}
	if err != nil {
		return nil, scores, err
	}
	copy(scores[:], interests)
	return d, scores, nil
}

// Industries lists the occupational fields with the number of occupations in each.
func (r *CatalogReadModel) Industries(ctx context.Context) ([]qcatalog.Industry, error) {
	rows, err := r.db.Pool.Query(ctx, `SELECT i.code, i.name, i.description, count(p.code)
		FROM rm_catalog.industries i LEFT JOIN rm_catalog.professions p ON p.industry_code = i.code
		GROUP BY i.code, i.name, i.description ORDER BY i.code`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []qcatalog.Industry
	for rows.Next() {
		var in qcatalog.Industry
		if err := rows.Scan(&in.ID, &in.Name, &in.Description, &in.Count); err != nil {
			return nil, err
		}
		out = append(out, in)
	}
	return out, rows.Err()
}
