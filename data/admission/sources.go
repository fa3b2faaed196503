package admission

import (
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// Source is the provenance of a rank table or a batch line.
type Source struct {
	ID        string
	Kind      string // rank_table or batch_line
	Authority string // issuing authority as the source names it (third parties say so)
	Title     string
	URL       string
	Quality   string // the compiler's quality label, e.g. official-…-validated, third-party-…
	Via       string // public repository@commit the data was copied from
}

var (
	sourcesOnce sync.Once
	sources     map[string]Source
)

// SourceOf returns the source with that id.
func SourceOf(id string) (Source, bool) {
	sourcesOnce.Do(func() {
		sources = map[string]Source{}
		csvrows.Read("sources.csv", sourcesCSV, func(r csvrows.Row) {
			s := Source{ID: r.Str("source_id"), Kind: r.Str("kind"), Authority: r.Str("authority"),
				Title: r.Str("title"), URL: r.Str("url"), Quality: r.Str("quality"), Via: r.Str("via")}
			sources[s.ID] = s
		})
	})
	s, ok := sources[id]
	return s, ok
}
