// Package catalog imports the catalogue shipped with the product (data/catalog)
// into the event log. Each data set is imported when its stream has never seen
// the same records: a changed data file means a new import, an unchanged one
// means nothing is written.
package catalog

import (
	"context"
	"encoding/json"

	"zhiyuan/command"
	"zhiyuan/command/dataimport"
	"zhiyuan/events"
)

// chunk is how many records one event carries: small enough for a modest event,
// large enough that the import is a few dozen events.
const chunk = 200

// Provenance of each data set, carried by its marker event.
var provenance = map[string][2]string{
	events.DatasetColleges:         {"全国普通高等学校名单（截至2026年6月17日）", "中华人民共和国教育部；985/211/双一流 名单：教育部公布名单；简称由本站整理"},
	events.DatasetMajors:           {"普通高等学校本科专业目录（2026年）", "中华人民共和国教育部；就业方向、考研方向、毕业生规模、男女比例、开设院校：阳光高考平台；专业介绍由本站撰写"},
	events.DatasetProfessions:      {"O*NET 30.x", "O*NET Database, U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), CC BY 4.0；中文名称与介绍由本站撰写"},
	events.DatasetOccupations:      occupationsProvenance,
	events.DatasetOccupationGuide:  guideProvenance,
	events.DatasetVocationalMajors: vocationalProvenance,
}

type Service struct {
	store command.EventStore
}

func NewService(store command.EventStore) *Service { return &Service{store: store} }

// Imported says what an import run did per data set.
type Imported = dataimport.Imported

// ImportAll imports every data set whose records changed since the last import.
func (s *Service) ImportAll(ctx context.Context, meta events.Metadata) ([]Imported, error) {
	var out []Imported
	colleges := collegeRecords()
	r, err := s.importSet(ctx, meta, events.DatasetColleges, events.CatalogCollegesStream, colleges, len(colleges),
		func(id string, from, to int) events.Event {
			return events.CatalogCollegesImported{Import: id, Colleges: colleges[from:to]}
		})
	if err != nil {
		return out, err
	}
	out = append(out, r)
	majors := majorRecords()
	if r, err = s.importSet(ctx, meta, events.DatasetMajors, events.CatalogMajorsStream, majors, len(majors),
		func(id string, from, to int) events.Event {
			return events.CatalogMajorsImported{Import: id, Majors: majors[from:to]}
		}); err != nil {
		return out, err
	}
	out = append(out, r)
	industries, professions := industryRecords(), professionRecords()
	if r, err = s.importSet(ctx, meta, events.DatasetProfessions, events.CatalogProfessionsStream,
		[]any{industries, professions}, len(professions),
		func(id string, from, to int) events.Event {
			e := events.CatalogProfessionsImported{Import: id, Professions: professions[from:to]}
			if from == 0 {
				e.Industries = industries
			}
			return e
		}); err != nil {
		return out, err
	}
	out = append(out, r)
	more, err := s.importChinese(ctx, meta)
	return append(out, more...), err
}

func (s *Service) importSet(ctx context.Context, meta events.Metadata, dataset, stream string, records any, n int,
	chunkEvent func(id string, from, to int) events.Event) (Imported, error) {
	p := provenance[dataset]
	set, err := dataimport.Records(dataset, stream, records, n, chunk, chunkEvent,
		func(id string) events.Event {
			return events.CatalogDatasetImported{Dataset: dataset, Import: id, Count: n, Edition: p[0], Source: p[1]}
		},
		func(data json.RawMessage) (string, error) {
			var m events.CatalogDatasetImported
			err := json.Unmarshal(data, &m)
			return m.Import, err
		})
	if err != nil {
		return Imported{}, err
	}
	return dataimport.Import(ctx, s.store, meta, set)
}
