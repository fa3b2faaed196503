package postgres

import (
	"context"
	"strings"

	qcatalog "zhiyuan/query/catalog"
)

// The 2023 人社部 guide of rm_catalog, and the name search over both occupation libraries.

// levelOrder lists the guide's levels 普通本科, 职教本科, 高职专科, 中职.
const levelOrder = `CASE g.level WHEN '普通本科' THEN 0 WHEN '职教本科' THEN 1 WHEN '高职专科' THEN 2 ELSE 3 END`

// GuideMajors lists the majors the guide links to an occupation, by level, then as printed.
func (r *CatalogReadModel) GuideMajors(ctx context.Context, occupationID string) ([]qcatalog.GuideMajor, error) {
	rows, err := r.db.Pool.Query(ctx, `SELECT g.level, g.major_code, g.major_name, g.major_id
		FROM rm_catalog.occupation_guide g WHERE g.occupation_id = $1 ORDER BY `+levelOrder+`, g.seq`, occupationID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []qcatalog.GuideMajor
	for rows.Next() {
		var m qcatalog.GuideMajor
		if err := rows.Scan(&m.Level, &m.Code, &m.Name, &m.Id); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// GuideOccupations lists the occupations the guide gives a major (by the portal's code), as printed.
func (r *CatalogReadModel) GuideOccupations(ctx context.Context, majorID string) ([]qcatalog.GuideOccupation, error) {
	rows, err := r.db.Pool.Query(ctx, `SELECT g.occupation_id, g.occupation_code, g.occupation_name,
		COALESCE(o.code, ''), COALESCE(o.name, ''), COALESCE(o.green, false), COALESCE(o.digital, false)
		FROM rm_catalog.occupation_guide g LEFT JOIN rm_catalog.occupations o ON o.id = g.occupation_id
		WHERE g.major_id = $1 AND g.major_id <> '' ORDER BY g.seq`, majorID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []qcatalog.GuideOccupation
	for rows.Next() {
		var o qcatalog.GuideOccupation
		var code, name string
		if err := rows.Scan(&o.ID, &o.Code, &o.Name, &code, &name, &o.Green, &o.Digital); err != nil {
			return nil, err
		}
		if o.ID != "" && (code != o.Code || name != o.Name) {
			o.LibraryCode, o.LibraryName = code, name
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// GuideCodes lists the codes and names the guide prints for an occupation where they
// differ from the library's (rows matched by name).
func (r *CatalogReadModel) GuideCodes(ctx context.Context, occupationID string) ([]qcatalog.GuideOccupation, error) {
	rows, err := r.db.Pool.Query(ctx, `SELECT DISTINCT occupation_code, occupation_name FROM rm_catalog.occupation_guide
		WHERE occupation_id = $1 AND match = 'name' ORDER BY 1, 2`, occupationID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []qcatalog.GuideOccupation
	for rows.Next() {
		o := qcatalog.GuideOccupation{ID: occupationID}
		if err := rows.Scan(&o.Code, &o.Name); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// allProfessionsSQL unites both libraries in one shape: the columns of a ProfessionItem
// with the system, then the match quality (0 exact, 1 prefix, 2 contained) and the order.
const allProfessionsSQL = `
	SELECT 'onet' AS system, p.code AS id, p.name, p.title_en, p.description, p.top3, p.industry_code,
		COALESCE(i.name, '') AS industry, p.major_count, p.code AS code, false AS green, false AS digital,
		'' AS class_name, false AS is_new,
		CASE WHEN lower(p.name) = $1 OR lower(p.title_en) = $1 THEN 0
			WHEN strpos(lower(p.name), $1) = 1 OR strpos(lower(p.title_en), $1) = 1 THEN 1 ELSE 2 END AS quality,
		0 AS sys_order, p.code AS sort
	FROM rm_catalog.professions p LEFT JOIN rm_catalog.industries i ON i.code = p.industry_code
	WHERE ($2 = '' OR $2 = 'onet') AND (strpos(lower(p.name), $1) > 0 OR strpos(lower(p.title_en), $1) > 0)
	UNION ALL
	SELECT 'dadian', o.id, o.name, '', '', '', '', '', o.major_count, o.code, o.green, o.digital,
		COALESCE(NULLIF(o.small_class_name, ''), NULLIF(o.mid_class_name, ''), o.major_class_name), o.origin <> 'draft2022',
		CASE WHEN lower(o.name) = $1 OR o.code = $1 THEN 0 WHEN strpos(lower(o.name), $1) = 1 OR starts_with(o.code, $1)
			THEN 1 ELSE 2 END,
		1, lpad(o.ordinal::text, 6, '0')
	FROM rm_catalog.occupations o
	WHERE ($2 = '' OR $2 = 'dadian') AND (strpos(lower(o.name), $1) > 0 OR (o.code <> '' AND starts_with(o.code, $1)))`

// SearchAllProfessions lists the occupations of both libraries whose name contains name
// (or whose code starts with it): exact matches, then prefixes, then the rest; O*NET before
// 大典 among equals, each in its own order.
func (r *CatalogReadModel) SearchAllProfessions(ctx context.Context, name, system string, offset, limit int) ([]qcatalog.ProfessionItem, int, error) {
	q := &listSQL{args: []any{strings.ToLower(name), system}}
	rows, err := r.db.Pool.Query(ctx, `SELECT system, id, name, title_en, description, top3, industry_code, industry,
		major_count, code, green, digital, class_name, is_new, count(*) OVER () FROM (`+allProfessionsSQL+`) h
		ORDER BY quality, sys_order, sort`+q.page(offset, limit), q.args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []qcatalog.ProfessionItem
	total := 0
	for rows.Next() {
		var it qcatalog.ProfessionItem
		if err := rows.Scan(&it.System, &it.ID, &it.ProfessionName, &it.ProfessionNameEn, &it.ProfessionDesc,
			&it.InterestCode, &it.IndustryId, &it.IndustryName, &it.MajorCount, &it.Code, &it.Green, &it.Digital,
			&it.ClassName, &it.IsNew, &total); err != nil {
			return nil, 0, err
		}
		out = append(out, it)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(out) == 0 && offset > 0 {
		err = r.db.Pool.QueryRow(ctx, `SELECT count(*) FROM (`+allProfessionsSQL+`) h`, q.args[:2]...).Scan(&total)
	}
	return out, total, err
}
