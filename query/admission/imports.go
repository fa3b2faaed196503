package admission

import "time"

// ImportEntry is one operator import of official data (zhiyuan import): what, who, when,
// which file and from which source. `zhiyuan import list` shows them.
type ImportEntry struct {
	Import     string
	Position   int64
	Kind       string // rank-table, batch-lines, results, plans
	ProvinceId int
	Year       int
	Track      string
	Scopes     []struct{ Track, Batch, Level string }
	Rows       int
	File       string
	SHA256     string
	Source     Source
	By         string // the operator named by --by (else the OS user)
	OSUser     string
	Actor      string // the log's actor (system:cli)
	Replace    bool
	Replaced   []string // 内置数据 or earlier import ids
	Unmatched  []string
	RecordedAt time.Time
	// Current: the import still holds at least one of its scopes (a later import of the same
	// scope replaced it otherwise).
	Current bool
}
