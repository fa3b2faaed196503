// Package admission imports the admission reference data shipped with the
// product (data/admission: 一分一段 rank tables, batch lines and their sources)
// into the event log. Each data set is imported when its stream has not seen
// the same records (command/dataimport).
package admission

import (
	"context"
	"encoding/json"

	"zhiyuan/command"
	"zhiyuan/command/dataimport"
	"zhiyuan/events"
)

// tablesPerEvent keeps a rank-table event near 100 KB (a table has up to 700 bands);
// linesPerEvent and sourcesPerEvent are whole small data sets in a few events.
const (
	tablesPerEvent  = 8
	linesPerEvent   = 500
	sourcesPerEvent = 500
)

// Provenance of each data set, carried by its marker event.
var provenance = map[string][2]string{
	events.DatasetAdmissionSources: {"招生数据来源清单", "各省级教育考试院公布的原始文件；第三方汇编在来源中注明"},
	events.DatasetRankTables:       {"一分一段表（28省2021–2026年，广东2011–2025年）", "各省级教育考试院；本站整理"},
	events.DatasetBatchLines:       {"批次线（30省2026年及往年，广东2017–2025年）", "各省级教育考试院；本站整理"},
}

type Service struct {
	store command.EventStore
}

func NewService(store command.EventStore) *Service { return &Service{store: store} }

// ImportAll imports every admission data set whose records changed since the
// last import: sources first, so every figure's source is known when it lands.
func (s *Service) ImportAll(ctx context.Context, meta events.Metadata) ([]dataimport.Imported, error) {
	tables, lines, sources := rankTableRecords(), batchLineRecords(), sourceRecords()
	steps := []func() (dataimport.Imported, error){
		func() (dataimport.Imported, error) {
			return s.importSet(ctx, meta, events.DatasetAdmissionSources, events.AdmissionSourcesStream, sources, len(sources), sourcesPerEvent,
				func(id string, from, to int) events.Event {
					return events.AdmissionSourcesImported{Import: id, Sources: sources[from:to]}
				})
		},
		func() (dataimport.Imported, error) {
			return s.importSet(ctx, meta, events.DatasetRankTables, events.AdmissionRankTablesStream, tables, len(tables), tablesPerEvent,
				func(id string, from, to int) events.Event {
					return events.RankTablesImported{Import: id, Tables: tables[from:to]}
				})
		},
		func() (dataimport.Imported, error) {
			return s.importSet(ctx, meta, events.DatasetBatchLines, events.AdmissionBatchLinesStream, lines, len(lines), linesPerEvent,
				func(id string, from, to int) events.Event {
					return events.BatchLinesImported{Import: id, Lines: lines[from:to]}
				})
		},
		func() (dataimport.Imported, error) { return s.importResults(ctx, meta) },
		func() (dataimport.Imported, error) { return s.importPlans(ctx, meta) },
	}
	var out []dataimport.Imported
	for _, step := range steps {
		r, err := step()
		if err != nil {
			return out, err
		}
		out = append(out, r)
	}
	return out, nil
}

// importSet imports small data sets in one transaction, identified by the
// SHA-256 of their records.
func (s *Service) importSet(ctx context.Context, meta events.Metadata, dataset, stream string, records any, n, per int,
	chunkEvent func(id string, from, to int) events.Event) (dataimport.Imported, error) {
	p := provenance[dataset]
	set, err := dataimport.Records(dataset, stream, records, n, per, chunkEvent,
		func(id string) events.Event {
			return events.AdmissionDatasetImported{Dataset: dataset, Import: id, Count: n, Edition: p[0], Source: p[1]}
		}, markerImport)
	if err != nil {
		return dataimport.Imported{}, err
	}
	return dataimport.Import(ctx, s.store, meta, set)
}

func markerImport(data json.RawMessage) (string, error) {
	var m events.AdmissionDatasetImported
	err := json.Unmarshal(data, &m)
	return m.Import, err
}
