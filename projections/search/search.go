// Package search projects searchable documents into the search index (Bleve
// embedded, Elasticsearch distributed): the site's own pages from the
// navigation menus, the catalogue's colleges, majors and professions, and the news.
package search

import (
	"context"
	"encoding/json"
	"strings"
	"zhiyuan/query/search/port"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// KindPage is a page of the portal itself (from the navigation menus).
const KindPage = "page"

type Projection struct {
	index  port.Index
	target writer
}

type writer interface {
	Upsert(ctx context.Context, docs ...port.Document) error
	Delete(ctx context.Context, ids ...string) error
}

func New(index port.Index) *Projection { return &Projection{index: index, target: index} }

func (p *Projection) Name() string { return "search" }

// Version is the index's shape (port.SchemaVersion): an index built at another one is
// rebuilt at start.
func (p *Projection) Version() int { return port.SchemaVersion }

// Tables: the search projection keeps in Postgres only what it needs to remove
// stale documents (the pages of the menus, the catalogue documents per import)
// and the industry names its profession documents show.
func (p *Projection) Tables() []string {
	return []string{`CREATE TABLE IF NOT EXISTS indexed (id TEXT PRIMARY KEY, section TEXT NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS catalog_docs (id TEXT PRIMARY KEY, dataset TEXT NOT NULL, import TEXT NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS industry_names (code TEXT PRIMARY KEY, name TEXT NOT NULL)`}
}

type menu struct {
	Id       int
	MenuName string
	MenuPath string
	MenuList []menu
}

func (p *Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	if strings.HasPrefix(env.StreamID, "content-") {
		return p.handleContent(ctx, tx, ev)
	}
	e, ok := ev.(events.SiteSectionReplaced)
	if !ok {
		return p.handleCatalog(ctx, tx, ev)
	}
	if e.Section != "HeadMenuList" && e.Section != "BottomMenuList" {
		return nil
	}
	var menus []menu
	if err := json.Unmarshal(e.Value, &menus); err != nil {
		return nil // a malformed menu is the config's problem, not the index's
	}
	var docs []port.Document
	var walk func(parent string, ms []menu)
	walk = func(parent string, ms []menu) {
		for _, m := range ms {
			if m.MenuPath != "" && strings.HasPrefix(m.MenuPath, "/") {
				docs = append(docs, port.Document{ID: "page:" + m.MenuPath, Kind: KindPage, Title: m.MenuName,
					Body: parent, Fields: map[string]string{"Path": m.MenuPath}})
			}
			walk(m.MenuName, m.MenuList)
		}
	}
	walk("", menus)
	for _, d := range docs {
		if err := tx.Exec(ctx, `INSERT INTO indexed (id, section) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, d.ID, e.Section); err != nil {
			return err
		}
	}
	// Upserts are idempotent, so a redelivered event re-indexes the same documents harmlessly.
	return p.target.Upsert(ctx, docs...)
}

// StartRebuild writes into a fresh index generation that Commit swaps in.
func (p *Projection) StartRebuild(ctx context.Context) (projections.Projection, func(context.Context) error, func(context.Context) error, error) {
	rb, err := p.index.BeginRebuild(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	fresh := &Projection{index: p.index, target: rb}
	return fresh, rb.Commit, rb.Abort, nil
}

// Reads: the index holds the menus' pages, the catalogue and the published news (not their
// read counts).
func (p *Projection) Reads(streamID string) bool {
	return streamID == events.SiteConfigStream || events.IsCatalogStream(streamID) ||
		strings.HasPrefix(streamID, "content-")
}
