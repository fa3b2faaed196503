package admission

import (
	"sort"

	"zhiyuan/data/admission"
	"zhiyuan/events"
)

func rankTableRecords() []events.RankTableRecord {
	var out []events.RankTableRecord
	for _, t := range admission.Tables() {
		r := events.RankTableRecord{ProvinceID: t.ProvinceID, Year: t.Year, Track: t.Track, SourceID: t.SourceID}
		for _, b := range admission.Bands(t.ProvinceID, t.Year, t.Track) {
			r.Bands = append(r.Bands, [4]int{b.High, b.Low, b.Count, b.Cumulative})
		}
		out = append(out, r)
	}
	return out
}

func batchLineRecords() []events.BatchLineRecord {
	var out []events.BatchLineRecord
	for i, l := range admission.AllBatchLines() {
		out = append(out, events.BatchLineRecord{ProvinceID: l.ProvinceID, Year: l.Year, Track: l.Track, Batch: l.Batch,
			LineKind: l.LineKind, Category: l.Category, Score: l.Score, SourceID: l.SourceID, Ordinal: i + 1})
	}
	return out
}

// sourceRecords are every source the shipped figures cite.
func sourceRecords() []events.AdmissionSourceRecord {
	var out []events.AdmissionSourceRecord
	for _, s := range admission.Sources() {
		out = append(out, events.AdmissionSourceRecord{ID: s.ID, Kind: s.Kind, Authority: s.Authority, Title: s.Title,
			URL: s.URL, Quality: s.Quality, Via: s.Via, Caveat: s.Caveat})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
