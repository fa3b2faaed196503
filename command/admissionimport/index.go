package admissionimport

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command"
	"zhiyuan/data"
	"zhiyuan/data/admission"
	"zhiyuan/events"
)

// scopeKey is one scope of one kind in one province and year.
type scopeKey struct {
	kind           string
	province, year int
	scope          events.ImportScope
}

type recorded struct {
	rec events.AdmissionImportRecorded
	at  time.Time
}

// index is the fold of the index stream: every operator import and, per scope, the import
// that holds it now.
type index struct {
	version int
	imports []*recorded
	current map[scopeKey]*recorded
}

func (s *Service) index(ctx context.Context) (*index, error) {
	envs, err := s.store.Load(ctx, events.AdmissionImportsStream)
	if err != nil {
		return nil, err
	}
	idx := &index{current: map[scopeKey]*recorded{}}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		idx.version = env.Version
		if e, ok := ev.(events.AdmissionImportRecorded); ok {
			r := &recorded{rec: e, at: env.RecordedAt}
			idx.imports = append(idx.imports, r)
			for _, sc := range e.Scopes {
				idx.current[scopeKey{e.Kind, e.ProvinceID, e.Year, sc}] = r
			}
		}
	})
	return idx, err
}

// same finds an import of the same file with the same parameters that still holds every
// scope it imported: importing it again would change nothing.
func (idx *index) same(kind string, province, year int, track, sha string) *recorded {
	for i := len(idx.imports) - 1; i >= 0; i-- {
		r := idx.imports[i]
		if r.rec.Kind != kind || r.rec.ProvinceID != province || r.rec.Year != year || r.rec.Track != track || r.rec.SHA256 != sha {
			continue
		}
		for _, sc := range r.rec.Scopes {
			if idx.current[scopeKey{kind, province, year, sc}] != r {
				return nil
			}
		}
		return r
	}
	return nil
}

// covered says which of the scopes already hold data: what an import would replace (内置数据
// or earlier import ids) and, for the refusal without --replace, each scope in words.
func (idx *index) covered(kind string, p data.Province, year int, scopes []events.ImportScope) (replaced, words []string) {
	seen := map[string]bool{}
	add := func(what string) {
		if !seen[what] {
			seen[what] = true
			replaced = append(replaced, what)
		}
	}
	for _, sc := range scopes {
		where := fmt.Sprintf("%s %d年 %s", p.Name, year, scopeWords(sc))
		if r := idx.current[scopeKey{kind, p.ID, year, sc}]; r != nil {
			add(r.rec.Import)
			words = append(words, fmt.Sprintf("%s已有%s（%s 由%s导入的 %s）", where, kindNames[kind],
				r.at.In(beijing.Zone).Format("2006-01-02 15:04"), r.rec.By, r.rec.File))
			continue
		}
		if shippedCovers(kind, p.ID, year, sc) {
			add(events.ReplacedShipped)
			words = append(words, fmt.Sprintf("%s已有%s（%s）", where, kindNames[kind], events.ReplacedShipped))
		}
	}
	return replaced, words
}

func scopeWords(sc events.ImportScope) string {
	parts := []string{sc.Track}
	if sc.Batch != "" {
		parts = append(parts, sc.Batch)
	}
	if sc.Level != "" {
		parts = append(parts, map[string]string{"major": "专业", "group": "院校专业组", "school": "院校"}[sc.Level]+"层级")
	}
	return strings.Join(parts, " ")
}

// shipped holds the scopes of the shipped results and plans (read once: half a million rows).
var shipped struct {
	once   sync.Once
	scopes map[scopeKey]bool
	err    error
}

// shippedCovers reports whether the data shipped with this binary holds the scope.
func shippedCovers(kind string, province, year int, sc events.ImportScope) bool {
	switch kind {
	case events.ImportRankTable:
		return len(admission.Bands(province, year, sc.Track)) > 0
	case events.ImportBatchLines:
		return len(admission.BatchLines(province, year, sc.Track)) > 0
	}
	shipped.once.Do(func() {
		m := map[scopeKey]bool{}
		shipped.err = admission.EachResult(func(r admission.AdmissionResult) error {
			m[scopeKey{events.ImportResults, r.ProvinceID, r.Year, events.ImportScope{Track: r.Track, Batch: r.Batch, Level: r.Level}}] = true
			return nil
		})
		if shipped.err == nil {
			shipped.err = admission.EachPlan(func(p admission.Plan) error {
				m[scopeKey{events.ImportPlans, p.ProvinceID, p.Year, events.ImportScope{Track: p.Track, Batch: p.Batch}}] = true
				return nil
			})
		}
		shipped.scopes = m
	})
	return shipped.scopes[scopeKey{kind, province, year, sc}]
}

// table is the rank table a result's score is converted through: the operator's current
// import of the province, year and track, else the shipped one (nil: none).
func (s *Service) table(ctx context.Context, idx *index, province, year int, track string) *admission.Table {
	if r := idx.current[scopeKey{events.ImportRankTable, province, year, events.ImportScope{Track: track}}]; r != nil {
		if t, err := s.importedTable(ctx, r.rec.Import); err == nil && t != nil {
			return t
		}
	}
	bands := admission.Bands(province, year, track)
	if len(bands) == 0 {
		return nil
	}
	return admission.NewTable(province, year, track, "", bands)
}

func (s *Service) importedTable(ctx context.Context, id string) (*admission.Table, error) {
	envs, err := s.store.Load(ctx, events.AdmissionImportStream(id))
	if err != nil {
		return nil, err
	}
	var t *admission.Table
	err = command.Replay(s.registry, envs, func(_ events.Envelope, ev events.Event) {
		e, ok := ev.(events.AdmissionImportRows)
		if !ok || t != nil {
			return
		}
		raw, err := events.UnpackRows(e.Rows)
		var recs []events.RankTableRecord
		if err == nil && json.Unmarshal(raw, &recs) == nil && len(recs) == 1 {
			r := recs[0]
			bands := make([]admission.Band, len(r.Bands))
			for i, b := range r.Bands {
				bands[i] = admission.Band{High: b[0], Low: b[1], Count: b[2], Cumulative: b[3]}
			}
			t = admission.NewTable(r.ProvinceID, r.Year, r.Track, r.SourceID, bands)
		}
	})
	return t, err
}
