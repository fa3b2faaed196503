// Package siteconfig projects the site configuration served by Config/WebConfig.
package siteconfig

import (
	"context"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "siteconfig" }

func (Projection) Tables() []string {
	return []string{
		`CREATE TABLE IF NOT EXISTS params (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS sections (name TEXT PRIMARY KEY, value JSONB NOT NULL)`,
	}
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, _ events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.SiteParamSet:
		return tx.Exec(ctx, `INSERT INTO params (key, value) VALUES ($1, $2)
			ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, e.Key, e.Value)
	case events.SiteSectionReplaced:
		return tx.Exec(ctx, `INSERT INTO sections (name, value) VALUES ($1, $2)
			ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`, e.Section, string(e.Value))
	}
	return nil
}

// Reads: only the site configuration's stream feeds this read model.
func (Projection) Reads(streamID string) bool { return streamID == events.SiteConfigStream }
