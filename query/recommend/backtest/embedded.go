// Package backtest predicts every past year of the shipped admission data from the years
// before it and writes the report docs/BACKTEST.md (`zhiyuan backtest`, `make backtest`).
package backtest

import (
	"context"
	"fmt"
	"sort"
	"sync"

	"zhiyuan/data/admission"
	"zhiyuan/query/recommend"
)

// Embedded loads provinces from the data set embedded in the binary: the same rows the
// rm_admission read model is projected from.
type Embedded struct {
	once sync.Once
	err  error
	rows map[int][]recommend.Row
}

func (e *Embedded) read() {
	e.rows = map[int][]recommend.Row{}
	e.err = admission.EachResult(func(r admission.AdmissionResult) error {
		e.rows[r.ProvinceID] = append(e.rows[r.ProvinceID], recommend.Row{Year: r.Year, Track: r.Track, Batch: r.Batch,
			Level: r.Level, SchoolCode: r.SchoolCode, SchoolName: r.SchoolName, CollegeCode: r.CollegeCode,
			GroupCode: r.GroupCode, MajorCode: r.MajorCode, MajorName: r.MajorName, Requirement: r.Requirement,
			SubjectRule: r.SubjectRule, PlanType: r.PlanType, PlanCount: r.PlanCount, MinScore: r.MinScore, MinRank: r.MinRank,
			ConvRank: r.ConvertedRank, Note: r.Note, SourceID: r.SourceID})
		return nil
	})
	for id, rows := range e.rows { // the read model's order: year, then the data set's
		sort.SliceStable(rows, func(i, j int) bool { return rows[i].Year < rows[j].Year })
		e.rows[id] = rows
	}
}

func (e *Embedded) Provinces(context.Context) ([]int, error) {
	e.once.Do(e.read)
	var ids []int
	for id := range e.rows {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	return ids, e.err
}

func (e *Embedded) Province(_ context.Context, id int) (*recommend.Province, error) {
	e.once.Do(e.read)
	if e.err != nil {
		return nil, e.err
	}
	rows, ok := e.rows[id]
	if !ok {
		return nil, fmt.Errorf("no results for province %d", id)
	}
	tables := map[string]*admission.Table{}
	units, schools := recommend.BuildUnits(rows)
	return &recommend.Province{ID: id, Units: units, Schools: schools, Unranked: recommend.UnrankedYears(rows),
		Table: func(year int, track string) *admission.Table {
			key := fmt.Sprint(year, track)
			if t, ok := tables[key]; ok {
				return t
			}
			var t *admission.Table
			if bands := admission.Bands(id, year, track); len(bands) > 0 {
				t = admission.NewTable(id, year, track, "", bands)
			}
			tables[key] = t
			return t
		},
		Line: func(year int, track, class string) (int, bool) {
			var lines []recommend.LineRow
			for _, l := range admission.BatchLines(id, year, track) {
				lines = append(lines, recommend.LineRow{Year: l.Year, Track: l.Track, Batch: l.Batch, LineKind: l.LineKind,
					Category: l.Category, Score: l.Score})
			}
			return recommend.OrdinaryLine(lines, class)
		},
	}, nil
}
