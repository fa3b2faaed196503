package postgres

import (
	"context"
	"slices"
	"strings"

	qcatalog "zhiyuan/query/catalog"
)

// collegeItemCols are the columns of a CollegeItem, in the order scanCollegeItem reads them.
const collegeItemCols = `c.code, c.moe_code, c.name, c.tags, c.feature_tags, c.province_id, c.province, c.city,
	c.nature, c.category, c.edu_level, c.major_count`

// Colleges lists one page of the colleges matching f and their total, from the
// snapshot of the read model. A ranking (ByMajors, ByTags) ranks the whole
// filtered list before paging, so ties share a rank across pages (1, 1, 3).
func (r *CatalogReadModel) Colleges(ctx context.Context, f qcatalog.CollegeFilter, offset, limit int) ([]qcatalog.CollegeItem, int, error) {
	s, err := r.colleges(ctx)
	if err != nil {
		return nil, 0, err
	}
	match, err := r.collegeMatcher(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	order := func(yield func(*collegeRow) bool) {
		if f.ByMajors {
			for _, i := range s.byMajors {
				if !yield(&s.rows[i]) {
					return
				}
			}
			return
		}
		for i := range s.rows {
			if !yield(&s.rows[i]) {
				return
			}
		}
	}
	var out []qcatalog.CollegeItem
	total, rank, prev := 0, 0, -1
	for row := range order {
		if !match(row) {
			continue
		}
		total++
		value := 0
		switch {
		case f.ByMajors:
			value = row.item.MajorCount
		case f.ByTags:
			value = row.tagRank + 1
		}
		if value != prev {
			rank, prev = total, value
		}
		if total <= offset || (limit > 0 && len(out) >= limit) {
			continue
		}
		it := row.item
		if f.ByMajors || f.ByTags {
			v := value
			it.Rank, it.Value = rank, &v
		}
		out = append(out, it)
	}
	return out, total, nil
}

// collegeMatcher turns a filter into a predicate on snapshot rows. The offering
// colleges of a major come from the link table (a primary-key range).
func (r *CatalogReadModel) collegeMatcher(ctx context.Context, f qcatalog.CollegeFilter) (func(*collegeRow) bool, error) {
	name := strings.ToLower(f.Name)
	var codes map[string]bool
	if f.Codes != nil {
		codes = map[string]bool{}
		for _, c := range f.Codes {
			codes[c] = true
		}
	}
	if f.MajorCode != "" {
		rows, err := r.db.Pool.Query(ctx, `SELECT college_code FROM rm_catalog.major_colleges WHERE major_code = $1`, f.MajorCode)
		if err != nil {
			return nil, err
		}
		offering := map[string]bool{}
		for rows.Next() {
			var c string
			if err := rows.Scan(&c); err != nil {
				rows.Close()
				return nil, err
			}
			offering[c] = true
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
		if codes != nil {
			for c := range codes {
				codes[c] = offering[c]
			}
		} else {
			codes = offering
		}
	}
	return func(row *collegeRow) bool {
		it := &row.item
		return (name == "" || strings.Contains(row.search, name)) &&
			(f.ProvinceID == 0 || it.ProvinceId == f.ProvinceID) &&
			(f.Category == "" || it.CategoryName == f.Category) &&
			(f.Nature == "" || it.NatureName == f.Nature) &&
			(f.EduLevel == nil || it.EducationLevel == *f.EduLevel) &&
			(f.Tag == "" || slices.Contains(row.tags, f.Tag)) &&
			(codes == nil || codes[it.CollegeCode]) &&
			(!f.ByMajors || it.MajorCount > 0) && // 0 means unknown, not "no majors": such schools are not ranked
			(!f.ByTags || row.tagRank < 3)
	}, nil
}

// Cities lists, per province id, the cities that have colleges: the city with the
// most colleges first (the capital, as a rule), then in list order.
func (r *CatalogReadModel) Cities(ctx context.Context) (map[int][]string, error) {
	s, err := r.colleges(ctx)
	if err != nil {
		return nil, err
	}
	count := map[int]map[string]int{}
	out := map[int][]string{}
	for _, row := range s.rows {
		p, c := row.item.ProvinceId, row.item.CityName
		if count[p] == nil {
			count[p] = map[string]int{}
		}
		if count[p][c] == 0 {
			out[p] = append(out[p], c)
		}
		count[p][c]++
	}
	for p, cities := range out {
		slices.SortStableFunc(cities, func(a, b string) int { return count[p][b] - count[p][a] })
	}
	return out, nil
}
