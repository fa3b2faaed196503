// Package admission answers the score-to-rank, batch-line and province calls
// (Public/*) from the rm_admission read model. docs/API-ADMISSION.md is the
// contract. The rank arithmetic is data/admission's, applied to the read
// model's tables.
package admission

import (
	"context"
	"strings"
	"time"

	"zhiyuan/data/admission"
)

// ReadModel is what the calls need of rm_admission.
type ReadModel interface {
	// Table returns the rank table of a province, year and track (nil: none).
	Table(ctx context.Context, provinceID, year int, track string) (*admission.Table, error)
	// TableYears lists the (year, track) pairs with a table, newest year first.
	TableYears(ctx context.Context, provinceID int) ([]YearTrack, error)
	// NewestTableYear is the newest year of any table.
	NewestTableYear(ctx context.Context) (int, error)
	// BatchLines lists every line of a province, in data-set order.
	BatchLines(ctx context.Context, provinceID int) ([]BatchLineRow, error)
	// Source finds a source by id.
	Source(ctx context.Context, id string) (Source, bool, error)
}

// YearTrack is one table's year and track.
type YearTrack struct {
	Year  int
	Track string
}

// BatchLineRow is one line as the read model holds it.
type BatchLineRow struct {
	Ordinal                          int
	Year                             int
	Track, Batch, LineKind, Category string
	Score                            int
	SourceID                         string
}

// Source is the provenance of a figure. Official is false for third-party
// compilations and mirrors.
type Source struct {
	Id        string
	Authority string
	Title     string
	Url       string
	Quality   string
	Official  bool
	Via       string
	Caveat    string // what a reader should watch for (a review of the source); "" none
}

// Official tells an official source from a third-party one by its quality label.
func Official(quality string) bool { return strings.HasPrefix(quality, "official") }

// TableRange is the published range of a rank table.
type TableRange struct {
	ScoreHigh  int
	ScoreLow   int
	Candidates int // the cumulative count at the published floor
	Bands      int
}

func rangeOf(t admission.TableInfo) TableRange {
	return TableRange{ScoreHigh: t.ScoreHigh, ScoreLow: t.ScoreLow, Candidates: t.Candidates, Bands: t.Bands}
}

// Handler answers the calls.
type Handler struct {
	rm  ReadModel
	now func() time.Time // the season's year; tests set it
}

func NewHandler(rm ReadModel) *Handler { return &Handler{rm: rm, now: time.Now} }

// WithClock makes the handler read the time from now (tests of a season's turn).
func (h *Handler) WithClock(now func() time.Time) *Handler { h.now = now; return h }

func (h *Handler) clock() time.Time {
	if h.now == nil {
		return time.Now()
	}
	return h.now()
}

// source resolves a source id; an unknown id gives an empty Source with the id.
func (h *Handler) source(ctx context.Context, id string) (Source, error) {
	s, ok, err := h.rm.Source(ctx, id)
	if err != nil || !ok {
		return Source{Id: id}, err
	}
	return s, nil
}
