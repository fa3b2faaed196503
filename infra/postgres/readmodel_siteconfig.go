package postgres

import (
	"context"
	"encoding/json"
)

// SiteConfigReadModel reads rm_siteconfig.
type SiteConfigReadModel struct{ db *DB }

func NewSiteConfigReadModel(db *DB) *SiteConfigReadModel { return &SiteConfigReadModel{db: db} }

func (r *SiteConfigReadModel) Params(ctx context.Context) (map[string]string, error) {
	rows, err := r.db.Pool.Query(ctx, `SELECT key, value FROM rm_siteconfig.params`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, rows.Err()
}

func (r *SiteConfigReadModel) Sections(ctx context.Context) (map[string]json.RawMessage, error) {
	return r.sections(ctx, `SELECT name, value::text FROM rm_siteconfig.sections`)
}

func (r *SiteConfigReadModel) SectionsNamed(ctx context.Context, names ...string) (map[string]json.RawMessage, error) {
	return r.sections(ctx, `SELECT name, value::text FROM rm_siteconfig.sections WHERE name = ANY($1)`, names)
}

func (r *SiteConfigReadModel) sections(ctx context.Context, sql string, args ...any) (map[string]json.RawMessage, error) {
	rows, err := r.db.Pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]json.RawMessage{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return nil, err
		}
		out[k] = json.RawMessage(v)
	}
	return out, rows.Err()
}
