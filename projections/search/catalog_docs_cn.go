package search

import (
	"strings"
	"zhiyuan/query/search/port"

	"zhiyuan/events"
)

// Documents of the Chinese occupations and the vocational majors, each a kind of its own
// (the search page lists them after the O*NET occupations and the undergraduate majors of
// the same tab). Their ids share the profession: and major: prefixes: the codes never clash.

// SystemDadian marks a document of 职业分类大典 (Fields["System"]).
const SystemDadian = "dadian"

// occupationMarks names the marks an occupation carries.
func occupationMarks(green, digital bool) []string {
	var out []string
	if green {
		out = append(out, "绿色职业")
	}
	if digital {
		out = append(out, "数字职业")
	}
	return out
}

func occupationDoc(o events.OccupationRecord) port.Document {
	var aliases []string
	for _, c := range []string{o.Code, o.ReleaseCode} {
		if c != "" {
			aliases = append(aliases, c)
		}
	}
	marks := occupationMarks(o.Green, o.Digital)
	class := o.SmallClassName
	if class == "" {
		class = o.MidClassName
	}
	if class == "" {
		class = o.MajorClassName
	}
	tags := append([]string{"职业分类大典"}, marks...)
	if o.Origin != "draft2022" {
		tags = append(tags, "新职业")
	}
	return port.Document{ID: "profession:" + o.ID, Kind: port.KindOccupation, Title: o.Name, Aliases: aliases,
		Body: strings.Join([]string{o.MajorClassName, o.MidClassName, o.SmallClassName}, " "), Tags: tags,
		Fields: map[string]string{"Code": o.ID, "GBM": o.Code, "System": SystemDadian, "Class": class,
			"Marks": strings.Join(marks, " ")}}
}

func vocationalMajorDoc(m events.VocationalMajorRecord) port.Document {
	return port.Document{ID: "major:" + m.Code, Kind: port.KindVocationalMajor, Title: m.Name, Aliases: []string{m.Code},
		Body: m.ClassName + " " + m.Category + " " + m.Level, Tags: []string{m.Category, m.ClassName, m.Level},
		Fields: map[string]string{"Code": m.Code, "Category": m.Category, "Class": m.ClassName, "Level": m.Level}}
}
