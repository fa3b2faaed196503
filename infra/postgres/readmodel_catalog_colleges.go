package postgres

import (
	"context"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"

	qcatalog "zhiyuan/query/catalog"
)

// collegeItemCols are the columns of a CollegeItem, in the order scanCollegeItem reads them.
const collegeItemCols = `c.code, c.moe_code, c.name, c.tags, c.feature_tags, c.province_id, c.province, c.city,
	c.nature, c.category, c.edu_level, c.major_count`

// collegeQuery is the SQL of a filtered college list: conditions, order and the
// rank expression (0 when the list is not a ranking).
type collegeQuery struct {
	where []string
	args  []any
}

func (q *collegeQuery) arg(v any) string {
	q.args = append(q.args, v)
	return "$" + strconv.Itoa(len(q.args))
}

func (q *collegeQuery) cond(c string) { q.where = append(q.where, c) }

// whereClause is "" or " WHERE a AND b".
func (q *collegeQuery) whereClause() string {
	if len(q.where) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(q.where, " AND ")
}

// newCollegeQuery turns a filter into conditions. Every condition is on a column
// of colleges or an indexed lookup, so the small table answers in well under a
// millisecond whatever the combination.
func newCollegeQuery(f qcatalog.CollegeFilter) *collegeQuery {
	q := &collegeQuery{}
	if f.Name != "" {
		// strpos, not LIKE: the name is the user's text and may hold % or _.
		p := q.arg(strings.ToLower(f.Name))
		q.cond(`(strpos(lower(c.name), ` + p + `) > 0 OR EXISTS (SELECT 1 FROM unnest(c.former_names || c.abbreviations) a
			WHERE strpos(lower(a), ` + p + `) > 0))`)
	}
	if f.ProvinceID != 0 {
		q.cond("c.province_id = " + q.arg(f.ProvinceID))
	}
	if f.Category != "" {
		q.cond("c.category = " + q.arg(f.Category))
	}
	if f.Nature != "" {
		q.cond("c.nature = " + q.arg(f.Nature))
	}
	if f.EduLevel != nil {
		q.cond("c.edu_level = " + q.arg(*f.EduLevel))
	}
	if f.Tag != "" {
		q.cond("c.tags @> ARRAY[" + q.arg(f.Tag) + "]::text[]") // @> uses the GIN index
	}
	if f.Codes != nil {
		q.cond("c.code = ANY(" + q.arg(f.Codes) + "::text[])")
	}
	if f.MajorCode != "" {
		q.cond(`EXISTS (SELECT 1 FROM rm_catalog.major_colleges m WHERE m.major_code = ` + q.arg(f.MajorCode) +
			` AND m.college_code = c.code)`)
	}
	if f.ByMajors {
		q.cond("c.major_count > 0") // 0 means unknown, not "no majors": such schools are not ranked
	}
	if f.ByTags {
		q.cond("c.tag_rank < 3")
	}
	return q
}

// order is the ORDER BY of the list and the rank and value columns of a ranking.
func collegeOrder(f qcatalog.CollegeFilter) (order, rank, value string) {
	const byTags = "c.tag_rank, c.edu_level DESC, c.code"
	switch {
	case f.ByMajors:
		return "c.major_count DESC, " + byTags, "rank() OVER (ORDER BY c.major_count DESC)", "c.major_count"
	case f.ByTags:
		return byTags, "rank() OVER (ORDER BY c.tag_rank)", "c.tag_rank + 1"
	}
	return byTags, "0", "0"
}

// Colleges lists one page of the colleges matching f and their total. Ranks are
// computed over the whole filtered list before paging, so ties share a rank
// across pages.
func (r *CatalogReadModel) Colleges(ctx context.Context, f qcatalog.CollegeFilter, offset, limit int) ([]qcatalog.CollegeItem, int, error) {
	q := newCollegeQuery(f)
	order, rank, value := collegeOrder(f)
	sql := `SELECT ` + collegeItemCols + `, ` + rank + `, ` + value + `, count(*) OVER ()
		FROM rm_catalog.colleges c` + q.whereClause() + ` ORDER BY ` + order +
		` LIMIT ` + q.arg(limit) + ` OFFSET ` + q.arg(offset)
	rows, err := r.db.Pool.Query(ctx, sql, q.args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []qcatalog.CollegeItem
	total := 0
	ranked := f.ByMajors || f.ByTags
	for rows.Next() {
		var it qcatalog.CollegeItem
		var rk, val int64
		if err := scanCollegeItem(rows, &it, &rk, &val, &total); err != nil {
			return nil, 0, err
		}
		if ranked {
			v := int(val)
			it.Rank, it.Value = int(rk), &v
		}
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(out) == 0 && offset > 0 {
		// A page past the end carries no window count: count on its own.
		cq := newCollegeQuery(f)
		err = r.db.Pool.QueryRow(ctx, `SELECT count(*) FROM rm_catalog.colleges c`+cq.whereClause(), cq.args...).Scan(&total)
	}
	return out, total, err
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
