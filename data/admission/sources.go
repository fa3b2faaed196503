package admission

import "sync"

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
		readCSV("sources.csv", sourcesCSV, func(r record) {
			s := Source{ID: r.str("source_id"), Kind: r.str("kind"), Authority: r.str("authority"),
				Title: r.str("title"), URL: r.str("url"), Quality: r.str("quality"), Via: r.str("via")}
			sources[s.ID] = s
		})
	})
	s, ok := sources[id]
	return s, ok
}
