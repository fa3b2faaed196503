package assessment

import (
	_ "embed"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

//go:embed values_links.csv
var valuesLinksCSV string

// Kinds of a ValueLink.
const (
	LinkClass      = "class"      // a 专业类 of the undergraduate catalogue (0401 教育学类)
	LinkOccupation = "occupation" // a 中类 of 职业分类大典 (2-08 教学人员)
)

// ValueLink is one row of the portal's editorial rule linking a work value of the all-round
// test to a 专业类 or a 大典 中类, with the one-sentence reason the student reads. The rule is
// the portal's judgement, not a validated instrument (SOURCES.md).
type ValueLink struct {
	Value, Kind, Code, Name, Reason string
}

var valueLinks struct {
	once sync.Once
	list []ValueLink
}

// ValueLinks lists the rule's rows in the file's order (the editors' order within a value).
func ValueLinks() []ValueLink {
	valueLinks.once.Do(func() {
		csvrows.Read("values_links.csv", valuesLinksCSV, func(r csvrows.Row) {
			valueLinks.list = append(valueLinks.list, ValueLink{Value: r.Str("value"), Kind: r.Str("kind"),
				Code: r.Str("code"), Name: r.Str("name"), Reason: r.Str("reason")})
		})
	})
	return valueLinks.list
}
