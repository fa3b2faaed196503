package events

import "strings"

// An operator's import of a province's official file of one year (zhiyuan import): the
// next season's rank tables, batch lines, admission results and plans arrive this way,
// beside the shipped data. One import is one append: its rows in chunk events on a stream
// of its own (AdmissionImportStream), then AdmissionImportRecorded on the index stream
// (AdmissionImportsStream), which closes it. Projections apply an import's rows only when
// its record arrives, so nothing is half-imported.

// AdmissionImportsStream is the index of every operator import, in order.
const AdmissionImportsStream = "admission-imports"

// admissionImportPrefix starts the stream of one operator import's rows.
const admissionImportPrefix = "admission-import-"

// AdmissionImportStream is the stream holding the rows of one operator import.
func AdmissionImportStream(importID string) string { return admissionImportPrefix + importID }

// Kinds of an operator import.
const (
	ImportRankTable  = "rank-table"  // 一分一段表
	ImportBatchLines = "batch-lines" // 批次线
	ImportResults    = "results"     // 投档/录取结果
	ImportPlans      = "plans"       // 招生计划
)

// ImportScope is one unit of data an import covers in its province and year: a rank table
// or batch lines cover a track, plans a track and batch, results a track, batch and level.
// An import replaces every row of the same scope (shipped or imported before it).
type ImportScope struct {
	Track string `json:"track"`
	Batch string `json:"batch,omitempty"`
	Level string `json:"level,omitempty"`
}

// AdmissionImportRows carries one chunk of an operator import's rows: the gzip of the JSON
// array of records of its kind (RankTableRecord, BatchLineRecord, AdmissionResultRecord,
// AdmissionPlanRecord), as in AdmissionResultsImported.
type AdmissionImportRows struct {
	Import string `json:"import"`
	Kind   string `json:"kind"`
	Chunk  int    `json:"chunk"` // 1, 2, … in order
	Count  int    `json:"count"`
	Rows   []byte `json:"rows"`
}

// AdmissionImportRecorded closes an operator import and records who imported which file
// from which source. Its rows are in the chunks of AdmissionImportStream(Import).
type AdmissionImportRecorded struct {
	Import     string        `json:"import"`
	Kind       string        `json:"kind"`
	ProvinceID int           `json:"province_id"`
	Year       int           `json:"year"`
	Track      string        `json:"track,omitempty"` // the rank table's; empty for files that name their tracks per row
	Scopes     []ImportScope `json:"scopes"`
	Rows       int           `json:"rows"`
	Chunks     int           `json:"chunks"`
	File       string        `json:"file"`   // the file's name as the operator gave it (no directory)
	SHA256     string        `json:"sha256"` // of the file's bytes
	// Source is the provenance every row of the import cites (its ID is the rows' source_id).
	Source AdmissionSourceRecord `json:"source"`
	By     string                `json:"by"`      // the operator (--by, else the OS user)
	OSUser string                `json:"os_user"` // the account that ran the command
	// Replace: the operator allowed replacing data of the same scope; Replaced names what was
	// there (内置数据 for the shipped data, or earlier imports' ids).
	Replace  bool     `json:"replace,omitempty"`
	Replaced []string `json:"replaced,omitempty"`
	// Unmatched lists the schools of the file no catalogue college was matched to ("代号 名称").
	Unmatched []string `json:"unmatched,omitempty"`
}

// ReplacedShipped is what AdmissionImportRecorded.Replaced says for the shipped data.
const ReplacedShipped = "内置数据"

func (AdmissionImportRows) EventType() string     { return "admission.import_rows_added" }
func (AdmissionImportRecorded) EventType() string { return "admission.import_recorded" }

func registerAdmissionImport(r *Registry) {
	r.Register(AdmissionImportRows{}, 1)
	r.Register(AdmissionImportRecorded{}, 1)
}

// IsAdmissionImportStream reports whether a stream holds an operator import (its rows or the index).
func IsAdmissionImportStream(streamID string) bool {
	return streamID == AdmissionImportsStream || strings.HasPrefix(streamID, admissionImportPrefix)
}
