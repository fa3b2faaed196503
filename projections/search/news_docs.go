package search

import (
	"context"
	"strings"
	"zhiyuan/beijing"
	"zhiyuan/query/search/port"

	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/projections"
	"zhiyuan/richtext"
)

// newsBody is how much of an article's text is searched (its start holds what it is about).
const newsBody = 2000

func newsDocID(id string) string { return "news:" + id }

// handleContent indexes a published news item (a later revision replaces it) and removes a
// withdrawn one. Notices, help answers and pages have their own lists, not the search page.
func (p *Projection) handleContent(ctx context.Context, _ projections.Tx, ev events.Event) error {
	switch e := ev.(type) {
	case events.ContentPublished:
		if e.Kind != events.ContentNews {
			return nil
		}
		return p.target.Upsert(ctx, newsDoc(e))
	case events.ContentWithdrawn:
		return p.target.Delete(ctx, newsDocID(e.ID))
	}
	return nil
}

func newsDoc(e events.ContentPublished) port.Document {
	summary := richtext.Summary(e.Summary, e.Body)
	tags := []string{e.Category}
	for _, id := range e.Provinces {
		if p, ok := data.ProvinceByID(id); ok {
			tags = append(tags, p.Name)
		}
	}
	source := e.Source
	if source == "" {
		source = "志愿编辑部"
	}
	released := e.At.In(beijing.Zone)
	return port.Document{ID: newsDocID(e.ID), Kind: port.KindNews, Title: e.Title,
		Body: summary + " " + richtext.Excerpt(e.Body, newsBody), Tags: tags,
		Fields: map[string]string{"Id": e.ID, "Category": e.Category, "Summary": summary, "Source": source,
			"ReleaseDate": released.Format("2006-01-02"), "Provinces": strings.Join(tags[1:], ",")},
		// Equally good matches list the newer article first.
		Prominence: int(e.At.Unix() / 86400)}
}
