package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"zhiyuan/query/courses"
)

// CoursesReadModel reads rm_courses: the live courses, their lesson views and the console's list.
type CoursesReadModel struct{ db *DB }

func NewCoursesReadModel(db *DB) *CoursesReadModel { return &CoursesReadModel{db: db} }

const courseViews = `COALESCE((SELECT SUM(n) FROM rm_courses.lesson_views v WHERE v.course_id = c.id), 0)`

func scanCourse(r pgx.Row) (courses.Row, error) {
	var row courses.Row
	var raw []byte
	if err := r.Scan(&row.ID, &raw, &row.PublishedAt, &row.Views); err != nil {
		return row, err
	}
	return row, json.Unmarshal(raw, &row.Fields)
}

func (m *CoursesReadModel) Live(ctx context.Context, f courses.Filter) ([]courses.Row, int, error) {
	where := []string{"c.live IS NOT NULL"}
	var args []any
	add := func(cond string, v any) {
		args = append(args, v)
		where = append(where, fmt.Sprintf(cond, len(args)))
	}
	if f.Category != "" {
		add("c.category = $%d", f.Category)
	}
	if f.Subject != "" {
		add("c.subject = $%d", f.Subject)
	}
	if f.Grade != "" {
		add("c.grade = $%d", f.Grade)
	}
	if f.Keyword != "" {
		add("(c.title ILIKE $%[1]d OR c.live->>'summary' ILIKE $%[1]d OR c.live->>'teacher' ILIKE $%[1]d)", likePattern(f.Keyword))
	}
	if f.FreeOnly {
		where = append(where, `(NOT COALESCE((c.live->>'members')::boolean, false) OR jsonb_path_exists(c.live, '$.chapters[*].lessons[*] ? (@.free == true)'))`)
	}
	cond := strings.Join(where, " AND ")
	var total int
	if err := m.db.Pool.QueryRow(ctx, `SELECT COUNT(*) FROM rm_courses.courses c WHERE `+cond, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	args = append(args, f.Limit, f.Offset)
	rows, err := m.db.Pool.Query(ctx, fmt.Sprintf(`SELECT c.id, c.live, c.published_at, %s FROM rm_courses.courses c WHERE %s
		ORDER BY c.published_at DESC, c.id LIMIT $%d OFFSET $%d`, courseViews, cond, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, err
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (courses.Row, error) { return scanCourse(r) })
	return list, total, err
}

func (m *CoursesReadModel) LiveOne(ctx context.Context, id string) (courses.Row, bool, error) {
	row, err := scanCourse(m.db.Pool.QueryRow(ctx, `SELECT c.id, c.live, c.published_at, `+courseViews+`
		FROM rm_courses.courses c WHERE c.id = $1 AND c.live IS NOT NULL`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return row, false, nil
	}
	return row, err == nil, err
}

func (m *CoursesReadModel) LessonViews(ctx context.Context, courseID string) (map[string]int64, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT lesson_id, n FROM rm_courses.lesson_views WHERE course_id = $1`, courseID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var id string
		var n int64
		if err := rows.Scan(&id, &n); err != nil {
			return nil, err
		}
		out[id] = n
	}
	return out, rows.Err()
}

func (m *CoursesReadModel) Facets(ctx context.Context) (courses.Facets, error) {
	var out courses.Facets
	for _, f := range []struct {
		col  string
		into *[]courses.Facet
	}{{"category", &out.Categories}, {"subject", &out.Subjects}, {"grade", &out.Grades}} {
		rows, err := m.db.Pool.Query(ctx, `SELECT `+f.col+`, COUNT(*) FROM rm_courses.courses WHERE live IS NOT NULL AND `+f.col+` <> ''
			GROUP BY 1 ORDER BY 2 DESC, 1`)
		if err != nil {
			return out, err
		}
		list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (courses.Facet, error) {
			var x courses.Facet
			return x, r.Scan(&x.Name, &x.Count)
		})
		if err != nil {
			return out, err
		}
		*f.into = append([]courses.Facet{}, list...)
	}
	return out, nil
}

const consoleCourseColumns = `id, state, note, updated_by, live IS NOT NULL, version, updated_at, published_at, draft`

func scanConsoleCourse(r pgx.Row) (courses.ConsoleRow, error) {
	var c courses.ConsoleRow
	var raw []byte
	if err := r.Scan(&c.Id, &c.State, &c.Note, &c.UpdatedBy, &c.Live, &c.Version, &c.UpdatedAt, &c.PublishedAt, &raw); err != nil {
		return c, err
	}
	return c, json.Unmarshal(raw, &c.Draft)
}

func (m *CoursesReadModel) Courses(ctx context.Context, state, keyword string, offset, limit int) ([]courses.ConsoleRow, int, error) {
	cond := `($1 = '' OR state = $1) AND ($2 = '' OR draft->>'title' ILIKE $2 OR id ILIKE $2)`
	pattern := ""
	if keyword != "" {
		pattern = likePattern(keyword)
	}
	var total int
	if err := m.db.Pool.QueryRow(ctx, `SELECT COUNT(*) FROM rm_courses.courses WHERE `+cond, state, pattern).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := m.db.Pool.Query(ctx, `SELECT `+consoleCourseColumns+` FROM rm_courses.courses WHERE `+cond+`
		ORDER BY updated_at DESC, id LIMIT $3 OFFSET $4`, state, pattern, limit, offset)
	if err != nil {
		return nil, 0, err
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (courses.ConsoleRow, error) { return scanConsoleCourse(r) })
	return list, total, err
}

func (m *CoursesReadModel) Course(ctx context.Context, id string) (courses.ConsoleRow, bool, error) {
	c, err := scanConsoleCourse(m.db.Pool.QueryRow(ctx, `SELECT `+consoleCourseColumns+` FROM rm_courses.courses WHERE id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return c, false, nil
	}
	return c, err == nil, err
}
