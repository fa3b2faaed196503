package admission

import (
	"context"

	"zhiyuan/data"
)

// decorate fills the derived fields of result rows: names, sources and the
// equivalent score of the row's rank in the newest table year of its track.
func (h *ResultsHandler) decorate(ctx context.Context, rows []ResultItem) error {
	for i := range rows {
		r := &rows[i]
		if p, ok := data.ProvinceByID(r.ProvinceId); ok {
			r.ProvinceName = p.Name
		}
		r.LevelName = levelNames[r.Level]
		src, err := h.source(ctx, r.SourceId)
		if err != nil {
			return err
		}
		r.Source = &src
		if err := h.equivalent(ctx, r); err != nil {
			return err
		}
	}
	return nil
}

// equivalent carries the row's rank (the printed one, else the converted one)
// into the newest year with a table of the same province and track, when that
// year is later than the row's (DOMAIN.md §2.2).
func (h *ResultsHandler) equivalent(ctx context.Context, r *ResultItem) error {
	rank := r.MinRank
	if rank == nil {
		rank = r.ConvertedRank
	}
	if rank == nil {
		return nil
	}
	yts, err := h.rm.TableYears(ctx, r.ProvinceId)
	if err != nil {
		return err
	}
	for _, yt := range yts { // newest first
		if yt.Track != r.Track {
			continue
		}
		if yt.Year <= r.Year {
			return nil
		}
		t, err := h.rm.Table(ctx, r.ProvinceId, yt.Year, yt.Track)
		if err != nil || t == nil {
			return err
		}
		if b, ok := t.BandOfRank(*rank); ok {
			score, year := b.Low, yt.Year
			r.EquivalentScore, r.EquivalentYear = &score, &year
		}
		return nil
	}
	return nil
}

func (h *ResultsHandler) decoratePlans(ctx context.Context, rows []PlanItem) error {
	for i := range rows {
		src, err := h.source(ctx, rows[i].SourceId)
		if err != nil {
			return err
		}
		rows[i].Source = &src
	}
	return nil
}
