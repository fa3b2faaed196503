package catalog

import (
	"strconv"

	"zhiyuan/data/catalog"
	"zhiyuan/events"
)

// Records of the Chinese occupations, the 2023 guide and the vocational majors.

func occupationClassRecords() []events.OccupationClassRecord {
	var out []events.OccupationClassRecord
	for _, c := range catalog.OccupationClasses() {
		out = append(out, events.OccupationClassRecord{Level: c.Level, Code: c.Code, GBMCode: c.GBMCode, Name: c.Name,
			Origin: c.Origin})
	}
	return out
}

// occupationRecords places each occupation in its classes: the draft's 细类 by its 小类 code
// (and the 中类 and 大类 that start it), the new occupations by the 大类 their code starts with.
func occupationRecords() []events.OccupationRecord {
	names := map[string]string{}
	for _, c := range catalog.OccupationClasses() {
		names[c.Code] = c.Name
	}
	var out []events.OccupationRecord
	for i, o := range catalog.Occupations() {
		r := events.OccupationRecord{ID: o.ID, Code: o.Code, Name: o.Name, Green: o.Green, Digital: o.Digital,
			Origin: o.Origin, Release: o.Release, ReleaseCode: o.ReleaseCode, Ordinal: i + 1}
		if o.Code != "" {
			r.MajorClass = o.Code[:1]
		}
		if o.SmallClass != "" {
			r.MidClass, r.SmallClass = o.SmallClass[:4], o.SmallClass
		}
		r.MajorClassName, r.MidClassName, r.SmallClassName = names[r.MajorClass], names[r.MidClass], names[r.SmallClass]
		out = append(out, r)
	}
	return out
}

func guideRecords() []events.GuideLinkRecord {
	var out []events.GuideLinkRecord
	for _, g := range catalog.OccupationGuide() {
		seq, err := strconv.Atoi(g.Seq)
		if err != nil {
			panic("catalog: occupation_guide.csv: seq " + g.Seq)
		}
		out = append(out, events.GuideLinkRecord{Level: g.Level, Seq: seq, MajorCode: g.MajorCode, MajorName: g.MajorName,
			MajorID: g.MajorID, OccupationCode: g.OccupationCode, OccupationName: g.OccupationName,
			OccupationID: g.OccupationID, Match: g.Match})
	}
	return out
}

func vocationalRecords() []events.VocationalMajorRecord {
	var out []events.VocationalMajorRecord
	for i, m := range catalog.VocationalMajors() {
		out = append(out, events.VocationalMajorRecord{Code: m.Code, Name: m.Name, Level: m.Level,
			CategoryCode: m.CategoryCode, Category: m.Category, ClassCode: m.ClassCode, ClassName: m.Class, Note: m.Note,
			Ordinal: i + 1})
	}
	return out
}

func missingMajorRecords() []events.MissingMajorRecord {
	var out []events.MissingMajorRecord
	for i, m := range catalog.VocationalMissing() {
		out = append(out, events.MissingMajorRecord{Level: m.Level, Code: m.Code, Name: m.Name, Reason: m.Reason,
			Ordinal: i + 1})
	}
	return out
}
