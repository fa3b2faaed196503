package catalog

import (
	"context"
	"regexp"

	"zhiyuan/events"
)

// ONetAttribution is the CC BY 4.0 notice shown wherever O*NET data appears (the
// same text as data/catalog.ONetAttribution, which query code does not import).
const ONetAttribution = "This product includes information from the O*NET Database by the U.S. Department of Labor, " +
	"Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license."

// datasets is the part of both read models that knows the imported data sets.
type datasets interface {
	Dataset(ctx context.Context, name string) (Dataset, error)
}

// commitRef is the exact commit a data copy was taken from: the curators' record, not the reader's.
var commitRef = regexp.MustCompile(`（commit [0-9a-f]{7,40}）`)

// sourceLine is the Chinese provenance line of an imported data set: its edition
// and where it comes from; "" while the data set is not imported.
func sourceLine(ctx context.Context, rm datasets, dataset string) (string, error) {
	ds, err := rm.Dataset(ctx, dataset)
	if err != nil || ds.Source == "" {
		return "", err
	}
	ds.Source = commitRef.ReplaceAllString(ds.Source, "（GitHub 公开仓库）")
	if ds.Edition == "" {
		return "来源：" + ds.Source, nil
	}
	return ds.Edition + "。来源：" + ds.Source, nil
}

func majorSource(ctx context.Context, rm MajorReadModel) (string, error) {
	return sourceLine(ctx, rm, events.DatasetMajors)
}

func professionSource(ctx context.Context, rm MajorReadModel) (string, error) {
	return sourceLine(ctx, rm, events.DatasetProfessions)
}
