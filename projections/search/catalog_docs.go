package search

import (
	"context"
	"slices"
	"strings"
	"zhiyuan/query/search/port"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// Documents of the catalogue. Aliases carry what people type instead of the
// official name (abbreviations, former names, the major code, the English
// occupation title); the body carries the words a keyword search should reach
// (a major's employment directions, an occupation's description).

func collegeDoc(c events.CollegeRecord) port.Document {
	aliases := append(append(append([]string{}, c.Abbreviations...), contractedNames(c.Name)...), c.FormerNames...)
	aliases = append(aliases, c.MergedNames...)
	level := "高职高专"
	if c.EduLevel == 1 {
		level = "本科"
	}
	tags := append(append([]string{}, c.Tags...), c.Province, c.Category, c.Nature)
	return port.Document{ID: "college:" + c.Code, Kind: port.KindCollege, Title: c.Name, Aliases: aliases,
		Body: strings.Join([]string{c.Province, c.City, c.Category, c.Authority}, " "), Tags: tags,
		Fields: map[string]string{"Code": c.Code, "Province": c.Province, "City": c.City, "Level": level,
			"Nature": c.Nature, "Tags": strings.Join(c.Tags, ",")},
		Prominence: collegeProminence(c)}
}

// collegeProminence orders colleges that match a query equally well (交通大学, 师范, 医科):
// 985 before 211 before 双一流 before the others, then the school offering more majors.
func collegeProminence(c events.CollegeRecord) int {
	tier := 0
	for t, rank := range map[string]int{"985": 3, "211": 2, "双一流": 1} {
		if slices.Contains(c.Tags, t) {
			tier = max(tier, rank)
		}
	}
	return tier*1000 + min(c.MajorCount, 999)
}

func majorDoc(m events.MajorRecord) port.Document {
	body := m.ClassName + " " + m.Category + " " + strings.Join(m.Employment, " ") + " " + m.Description
	// Among majors matching a query equally well, the one more schools offer comes first.
	schools := m.SchoolCount
	if schools == 0 {
		schools = len(m.Colleges)
	}
	return port.Document{ID: "major:" + m.Code, Kind: port.KindMajor, Title: m.Name, Aliases: []string{m.Code},
		Body: body, Tags: append([]string{m.Category, m.ClassName}, mainJobs(m.Employment)...),
		Fields:     map[string]string{"Code": m.Code, "Category": m.Category, "Class": m.ClassName},
		Prominence: schools}
}

func professionDoc(p events.ProfessionRecord, industry string) port.Document {
	aliases := []string{p.TitleEn}
	if s := singularTitle(p.TitleEn); s != "" {
		aliases = append(aliases, s)
	}
	return port.Document{ID: "profession:" + p.Code, Kind: port.KindProfession, Title: p.Name,
		Aliases: aliases, Body: industry + " " + p.Description, Tags: []string{industry},
		Fields: map[string]string{"Code": p.Code, "Industry": industry, "InterestCode": p.Top3}}
}

// handleCatalog indexes a chunk, remembering which import wrote each document, and
// on the import's marker deletes the documents the import no longer has.
func (p *Projection) handleCatalog(ctx context.Context, tx projections.Tx, ev events.Event) error {
	var docs []port.Document
	var dataset, importID string
	switch e := ev.(type) {
	case events.CatalogCollegesImported:
		dataset, importID = events.DatasetColleges, e.Import
		for _, c := range e.Colleges {
			docs = append(docs, collegeDoc(c))
		}
	case events.CatalogMajorsImported:
		dataset, importID = events.DatasetMajors, e.Import
		for _, m := range e.Majors {
			docs = append(docs, majorDoc(m))
		}
	case events.CatalogProfessionsImported:
		dataset, importID = events.DatasetProfessions, e.Import
		for _, in := range e.Industries {
			if err := tx.Exec(ctx, `INSERT INTO industry_names (code, name) VALUES ($1, $2)
				ON CONFLICT (code) DO UPDATE SET name = $2`, in.Code, in.Name); err != nil {
				return err
			}
		}
		for _, pr := range e.Professions {
			var name string
			if err := tx.QueryRow(ctx, `SELECT COALESCE((SELECT name FROM industry_names WHERE code = $1), '')`,
				pr.IndustryCode).Scan(&name); err != nil {
				return err
			}
			docs = append(docs, professionDoc(pr, name))
		}
	case events.CatalogOccupationsImported:
		dataset, importID = events.DatasetOccupations, e.Import
		for _, o := range e.Occupations {
			docs = append(docs, occupationDoc(o))
		}
	case events.CatalogVocationalMajorsImported:
		dataset, importID = events.DatasetVocationalMajors, e.Import
		for _, m := range e.Majors {
			docs = append(docs, vocationalMajorDoc(m))
		}
	case events.CatalogDatasetImported:
		return p.dropStale(ctx, tx, e)
	default:
		return nil
	}
	ids := make([]string, len(docs))
	for i, d := range docs {
		ids[i] = d.ID
	}
	if err := tx.Exec(ctx, `INSERT INTO catalog_docs (id, dataset, import) SELECT unnest($1::text[]), $2, $3
		ON CONFLICT (id) DO UPDATE SET import = EXCLUDED.import`, ids, dataset, importID); err != nil {
		return err
	}
	return p.target.Upsert(ctx, docs...)
}

func (p *Projection) dropStale(ctx context.Context, tx projections.Tx, e events.CatalogDatasetImported) error {
	var stale []string
	if err := tx.QueryRow(ctx, `SELECT COALESCE(array_agg(id), '{}') FROM catalog_docs WHERE dataset = $1 AND import <> $2`,
		e.Dataset, e.Import).Scan(&stale); err != nil {
		return err
	}
	if len(stale) == 0 {
		return nil
	}
	if err := tx.Exec(ctx, `DELETE FROM catalog_docs WHERE dataset = $1 AND import <> $2`, e.Dataset, e.Import); err != nil {
		return err
	}
	return p.target.Delete(ctx, stale...)
}
