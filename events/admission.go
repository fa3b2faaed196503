package events

// The admission reference data (一分一段 rank tables, batch lines, their sources,
// admission results and plans) is imported from the data shipped with the
// product, like the catalogue: each data set is its own stream, an import is a
// run of chunk events followed by AdmissionDatasetImported. Projections keep the
// rows of the newest completed import of each data set.

// Admission streams, one per data set.
const (
	AdmissionSourcesStream    = "admission-sources"
	AdmissionRankTablesStream = "admission-ranktables"
	AdmissionBatchLinesStream = "admission-batchlines"
	AdmissionResultsStream    = "admission-results"
	AdmissionPlansStream      = "admission-plans"
)

// Data set names carried by AdmissionDatasetImported.
const (
	DatasetAdmissionSources = "admission_sources"
	DatasetRankTables       = "rank_tables"
	DatasetBatchLines       = "batch_lines"
	DatasetResults          = "admission_results"
	DatasetPlans            = "admission_plans"
)

// AdmissionSourceRecord is the provenance of published figures.
type AdmissionSourceRecord struct {
	ID        string `json:"id"`
	Kind      string `json:"kind"`
	Authority string `json:"authority"`
	Title     string `json:"title"`
	URL       string `json:"url"`
	Quality   string `json:"quality"` // official-… or third-party-…
	Via       string `json:"via"`
	Caveat    string `json:"caveat,omitempty"` // what a reader should watch for, in Chinese
}

// RankTableRecord is one 一分一段 table. Bands are [high, low, count, cumulative]
// by score, descending: compact, a table has up to 700 of them.
type RankTableRecord struct {
	ProvinceID int      `json:"province_id"`
	Year       int      `json:"year"`
	Track      string   `json:"track"`
	SourceID   string   `json:"source_id"`
	Bands      [][4]int `json:"bands"`
}

// BatchLineRecord is one published batch line.
type BatchLineRecord struct {
	ProvinceID int    `json:"province_id"`
	Year       int    `json:"year"`
	Track      string `json:"track"`
	Batch      string `json:"batch"`
	LineKind   string `json:"line_kind"`
	Category   string `json:"category"`
	Score      int    `json:"score"`
	SourceID   string `json:"source_id"`
	Ordinal    int    `json:"ordinal"` // position in the data set: a stable id
}

// AdmissionSourcesImported carries one chunk of sources of an import.
type AdmissionSourcesImported struct {
	Import  string                  `json:"import"`
	Sources []AdmissionSourceRecord `json:"sources"`
}

// RankTablesImported carries one chunk of rank tables of an import.
type RankTablesImported struct {
	Import string            `json:"import"`
	Tables []RankTableRecord `json:"tables"`
}

// BatchLinesImported carries one chunk of batch lines of an import.
type BatchLinesImported struct {
	Import string            `json:"import"`
	Lines  []BatchLineRecord `json:"lines"`
}

// AdmissionDatasetImported closes an import: the data set now holds exactly
// the rows of this import.
type AdmissionDatasetImported struct {
	Dataset string `json:"dataset"`
	Import  string `json:"import"` // sha256 of the imported records
	Count   int    `json:"count"`
	Edition string `json:"edition"`
	Source  string `json:"source"`
}

func (AdmissionSourcesImported) EventType() string { return "admission.sources_imported" }
func (RankTablesImported) EventType() string       { return "admission.rank_tables_imported" }
func (BatchLinesImported) EventType() string       { return "admission.batch_lines_imported" }
func (AdmissionDatasetImported) EventType() string { return "admission.dataset_imported" }

func registerAdmission(r *Registry) {
	r.Register(AdmissionSourcesImported{}, 1)
	r.Register(RankTablesImported{}, 1)
	r.Register(BatchLinesImported{}, 1)
	r.Register(AdmissionDatasetImported{}, 1)
}

// IsAdmissionStream reports whether a stream is one of the admission data's: shipped, or
// an operator's import.
func IsAdmissionStream(streamID string) bool {
	switch streamID {
	case AdmissionSourcesStream, AdmissionRankTablesStream, AdmissionBatchLinesStream, AdmissionResultsStream, AdmissionPlansStream:
		return true
	}
	return IsAdmissionImportStream(streamID)
}

// IsShippedDataStream reports whether a stream carries data shipped with the
// product (the catalogue or the admission data) rather than user activity.
func IsShippedDataStream(streamID string) bool {
	return IsCatalogStream(streamID) || IsAdmissionStream(streamID)
}
