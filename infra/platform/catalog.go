package platform

import (
	"context"
	"fmt"

	ccatalog "zhiyuan/command/catalog"
	"zhiyuan/infra/projector"
)

// importCatalog imports the shipped catalogue where the log does not hold it yet
// and returns the position of the catalogue's newest event.
func importCatalog(ctx context.Context, p *Platform) (int64, error) {
	done, err := ccatalog.NewService(p.Store).ImportAll(ctx, SystemMeta("catalog-import"))
	if err != nil {
		return 0, err
	}
	var last int64
	for _, r := range done {
		last = max(last, r.Position)
		p.imported = p.imported || r.Written
	}
	return last, nil
}

// catalogLoaded answers nil once the catalogue read model, the search index and
// the admission read model hold the imported data, so a process is not reported
// ready while the college, major and score pages would still be empty (the first
// start takes seconds).
func (p *Platform) catalogLoaded(ctx context.Context) error {
	if p.catalogReady.Load() {
		return nil
	}
	w := projector.NewWaiter(p.DB, 0)
	for _, need := range []struct {
		name     string
		position int64
	}{{"catalog", p.CatalogPosition}, {"search", p.CatalogPosition}, {"admission", p.AdmissionPosition}} {
		if need.position > 0 && !w.WaitFor(ctx, need.name, need.position) {
			return fmt.Errorf("shipped data still loading into %s", need.name)
		}
	}
	p.catalogReady.Store(true)
	return nil
}
