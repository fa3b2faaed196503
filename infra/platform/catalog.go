package platform

import (
	"context"

	ccatalog "zhiyuan/command/catalog"
	"zhiyuan/events"
)

// importCatalog imports the shipped catalogue where the log does not hold it yet
// and returns the position of the catalogue's newest event.
func importCatalog(ctx context.Context, p *Platform) (int64, error) {
	if _, err := ccatalog.NewService(p.Store).ImportAll(ctx, SystemMeta("catalog-import")); err != nil {
		return 0, err
	}
	var last int64
	for _, s := range []string{events.CatalogCollegesStream, events.CatalogMajorsStream, events.CatalogProfessionsStream} {
		envs, err := p.Store.Load(ctx, s)
		if err != nil {
			return 0, err
		}
		if n := len(envs); n > 0 && envs[n-1].Position > last {
			last = envs[n-1].Position
		}
	}
	return last, nil
}
