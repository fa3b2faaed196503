package admission

import (
	"regexp"
	"slices"
	"strings"
)

// The province rules and the data sets' provenance are written for the people who curate them:
// file names (provinces.csv, DOMAIN.md, scores/…) and source ids (official-…-2025) say exactly
// where each value came from. PublicText turns such a text into what a family reads: the file
// names become what they are, and each source id becomes its source's title (an id no source
// names is left out).
func PublicText(s string) string {
	for _, r := range publicWords {
		s = strings.ReplaceAll(s, r[0], r[1])
	}
	s = provincesFile.ReplaceAllString(s, "$1")
	// Ids in brackets follow the title they name: the title is enough.
	s = bracketedIDs.ReplaceAllString(s, "（")
	s = idList.ReplaceAllStringFunc(s, func(ids string) string {
		var titles []string
		for _, id := range strings.FieldsFunc(ids, func(r rune) bool { return r == '、' }) {
			if src, ok := SourceOf(id); ok && src.Title != "" && !slices.Contains(titles, "《"+src.Title+"》") {
				titles = append(titles, "《"+src.Title+"》")
			}
		}
		return strings.Join(titles, "、")
	})
	// What a removed id leaves behind: "（，院校专业组级 4177 行）", "批次：；".
	for _, r := range emptied {
		s = strings.ReplaceAll(s, r[0], r[1])
	}
	s = emptyClause.ReplaceAllString(s, "")
	return strings.Trim(s, "；，、 ")
}

var publicWords = [][2]string{
	{"DOMAIN.md (portal editorial compilation)", "本站编辑整理"},
	{"DOMAIN.md 的", "本站编辑资料中的"},
	{"DOMAIN.md", "本站编辑整理"},
	{"，见 data/admission/README.md", ""},
	{"见 data/admission/README.md", ""},
}

var (
	provincesFile = regexp.MustCompile(`provinces\.csv（([^（）]*)）`)
	// A run of source ids (or the curators' folder names) joined by 、.
	idList       = regexp.MustCompile(`(?:scores/[a-z_0-9]+(?:/[a-z_]+)?|[a-z0-9][a-z0-9]*(?:-[a-z0-9]+){2,})(?:、(?:scores/[a-z_0-9]+(?:/[a-z_]+)?|[a-z0-9][a-z0-9]*(?:-[a-z0-9]+){2,}))*`)
	bracketedIDs = regexp.MustCompile(`（` + idList.String() + `[，）]`)
	emptyClause  = regexp.MustCompile(`[^；：，]{1,6}：(?:；|$)`)
	emptied      = [][2]string{{"（，", "（"}, {"（）", ""}, {"，）", "）"}}
)
