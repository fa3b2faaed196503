package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	qcatalog "zhiyuan/query/catalog"
)

// The Chinese occupations (职业分类大典) of rm_catalog: classes, lists, the detail.

// occupationItemCols are the columns of a 大典 ProfessionItem, in the order scanOccupationItem reads them.
const occupationItemCols = `o.id, o.name, o.code, o.green, o.digital,
	COALESCE(NULLIF(o.small_class_name, ''), NULLIF(o.mid_class_name, ''), o.major_class_name), o.origin <> 'draft2022',
	o.major_count`

func scanOccupationItem(row pgx.Row, it *qcatalog.ProfessionItem, extra ...any) error {
	dest := []any{&it.ID, &it.ProfessionName, &it.Code, &it.Green, &it.Digital, &it.ClassName, &it.IsNew, &it.MajorCount}
	if err := row.Scan(append(dest, extra...)...); err != nil {
		return err
	}
	it.System = qcatalog.SystemDadian
	return nil
}

// OccupationClasses lists every class, 大类 then 中类 then 小类 in code order, with the
// number of occupations under it. The answer is shared: callers copy before changing it.
//
// Why a cache: counting every class's occupations costs Postgres a fifth of a second or more
// (0.42 s a call measured on a busy 2-core machine), on an anonymous call (the class tree,
// and every class filter of the list); the classes and their counts change only when an
// import completes, which changes collegeVersion (snapshotCache).
func (r *CatalogReadModel) OccupationClasses(ctx context.Context) ([]qcatalog.OccupationClassNode, error) {
	return r.classCache.get(ctx, r.db)
}

func newOccupationClassCache() *snapshotCache[[]qcatalog.OccupationClassNode] {
	return &snapshotCache[[]qcatalog.OccupationClassNode]{version: collegeVersion, recheck: collegeRecheck, load: loadOccupationClasses}
}

// loadOccupationClasses reads the classes with their counts.
func loadOccupationClasses(ctx context.Context, tx pgx.Tx) ([]qcatalog.OccupationClassNode, error) {
	// Class codes of different levels differ in length, so one count per code serves all three.
	rows, err := tx.Query(ctx, `WITH n AS (
			SELECT major_class AS code, count(*) AS n FROM rm_catalog.occupations GROUP BY 1
			UNION ALL SELECT mid_class, count(*) FROM rm_catalog.occupations GROUP BY 1
			UNION ALL SELECT small_class, count(*) FROM rm_catalog.occupations GROUP BY 1)
		SELECT c.level, c.code, c.gbm_code, c.name, COALESCE((SELECT sum(n.n) FROM n WHERE n.code = c.code), 0)::int
		FROM rm_catalog.occupation_classes c
		ORDER BY CASE c.level WHEN '大类' THEN 0 WHEN '中类' THEN 1 ELSE 2 END, c.code`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []qcatalog.OccupationClassNode
	for rows.Next() {
		var c qcatalog.OccupationClassNode
		if err := rows.Scan(&c.Level, &c.Code, &c.GBMCode, &c.Name, &c.Count); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

func occupationQuery(f qcatalog.OccupationFilter) *listSQL {
	q := &listSQL{}
	if f.ClassCode != "" {
		c := q.arg(f.ClassCode)
		q.cond(`(o.major_class = ` + c + ` OR o.mid_class = ` + c + ` OR o.small_class = ` + c + `)`)
	}
	switch f.Mark {
	case "green":
		q.cond("o.green")
	case "digital":
		q.cond("o.digital")
	}
	if f.New {
		q.cond("o.origin <> 'draft2022'")
	}
	return q
}

// Occupations lists one page of the Chinese occupations matching f, in library order.
func (r *CatalogReadModel) Occupations(ctx context.Context, f qcatalog.OccupationFilter, offset, limit int) ([]qcatalog.ProfessionItem, int, error) {
	q := occupationQuery(f)
	rows, err := r.db.Pool.Query(ctx, `SELECT `+occupationItemCols+`, count(*) OVER () FROM rm_catalog.occupations o`+
		q.whereClause()+` ORDER BY o.ordinal`+q.page(offset, limit), q.args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []qcatalog.ProfessionItem
	total := 0
	for rows.Next() {
		var it qcatalog.ProfessionItem
		if err := scanOccupationItem(rows, &it, &total); err != nil {
			return nil, 0, err
		}
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(out) == 0 && offset > 0 {
		cq := occupationQuery(f)
		err = r.db.Pool.QueryRow(ctx, `SELECT count(*) FROM rm_catalog.occupations o`+cq.whereClause(), cq.args...).Scan(&total)
	}
	return out, total, err
}

// Occupation reads one occupation with its place in the hierarchy; nil when there is none.
func (r *CatalogReadModel) Occupation(ctx context.Context, id string) (*qcatalog.OccupationDetail, error) {
	d := &qcatalog.OccupationDetail{}
	var classes [3][2]string // code, name of 大类, 中类, 小类
	err := scanOccupationItem(r.db.Pool.QueryRow(ctx, `SELECT `+occupationItemCols+`, o.origin, o.release, o.release_code,
		o.major_class, o.major_class_name, o.mid_class, o.mid_class_name, o.small_class, o.small_class_name
		FROM rm_catalog.occupations o WHERE o.id = $1`, id), &d.ProfessionItem, &d.Origin, &d.Release, &d.ReleaseCode,
		&classes[0][0], &classes[0][1], &classes[1][0], &classes[1][1], &classes[2][0], &classes[2][1])
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	gbm := map[string]string{}
	rows, err := r.db.Pool.Query(ctx, `SELECT code, gbm_code FROM rm_catalog.occupation_classes
		WHERE code = ANY($1::text[])`, []string{classes[0][0], classes[1][0], classes[2][0]})
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var code, g string
		if err := rows.Scan(&code, &g); err != nil {
			return nil, err
		}
		gbm[code] = g
	}
	d.Classes = []qcatalog.OccupationClassRef{}
	for i, level := range []string{"大类", "中类", "小类"} {
		if c := classes[i]; c[0] != "" {
			d.Classes = append(d.Classes, qcatalog.OccupationClassRef{Level: level, Code: c[0], GBMCode: gbm[c[0]], Name: c[1]})
		}
	}
	return d, rows.Err()
}
