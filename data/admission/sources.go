package admission

import (
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// Source is the provenance of a rank table, a batch line, an admission result or a plan.
type Source struct {
	ID        string
	Kind      string // rank_table, batch_line, admission_result or admission_plan
	Authority string // issuing authority as the source names it (third parties say so)
	Title     string
	URL       string
	Quality   string // the compiler's quality label, e.g. official-…-validated, third-party-…
	Via       string // public repository@commit the data was copied from
	Caveat    string // what a reader should watch for (tools/curate-admission/manual/source_caveats.csv); "" none
}

// Kinds of Source.Kind.
const (
	KindRankTable       = "rank_table"
	KindBatchLine       = "batch_line"
	KindAdmissionResult = "admission_result"
	KindAdmissionPlan   = "admission_plan"
)

var (
	sourcesOnce sync.Once
	sources     map[string]Source
	sourceList  []Source
)

func loadSources() {
	sourcesOnce.Do(func() {
		sources = map[string]Source{}
		csvrows.Read("sources.csv", sourcesCSV, func(r csvrows.Row) {
			s := Source{ID: r.Str("source_id"), Kind: r.Str("kind"), Authority: r.Str("authority"),
				Title: r.Str("title"), URL: r.Str("url"), Quality: r.Str("quality"), Via: r.Str("via"),
				Caveat: r.Str("caveat")}
			sources[s.ID] = s
			sourceList = append(sourceList, s)
		})
	})
}

// SourceOf returns the source with that id.
func SourceOf(id string) (Source, bool) {
	loadSources()
	s, ok := sources[id]
	return s, ok
}

// Sources lists every source by id.
func Sources() []Source {
	loadSources()
	return sourceList
}
