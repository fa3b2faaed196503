package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	qcatalog "zhiyuan/query/catalog"
)

// CatalogReadModel reads rm_catalog, the catalogue read model. Its methods are
// spread by area: readmodel_catalog_college*.go for colleges, and
// readmodel_catalog_major*.go for majors, occupations and fields.
type CatalogReadModel struct {
	db           *DB
	collegeCache *snapshotCache[*collegeSnapshot]
	classCache   *snapshotCache[[]qcatalog.OccupationClassNode]
}

func NewCatalogReadModel(db *DB) *CatalogReadModel {
	return &CatalogReadModel{db: db, collegeCache: newCollegeCache(), classCache: newOccupationClassCache()}
}

// Dataset is the provenance of an imported data set ("colleges", "majors",
// "professions"); the zero value while it has not been imported yet.
func (r *CatalogReadModel) Dataset(ctx context.Context, name string) (qcatalog.Dataset, error) {
	var d qcatalog.Dataset
	err := r.db.Pool.QueryRow(ctx, `SELECT edition, source, count FROM rm_catalog.datasets WHERE dataset = $1`, name).
		Scan(&d.Edition, &d.Source, &d.Count)
	if errors.Is(err, pgx.ErrNoRows) {
		return qcatalog.Dataset{}, nil
	}
	return d, err
}
