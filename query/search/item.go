package search

import (
	"net/url"
	"strings"
	"zhiyuan/query/search/port"
)

// Item is one hit as the search page lists it.
type Item struct {
	Id       string
	Kind     string
	Title    string
	Segments []Segment // the title in plain-text pieces; Match marks the keyword
	Subtitle string    // one short plain line of facts
	Link     string    // the portal route of the hit's page
}

// Segment is a piece of the highlighted title: plain text, never markup.
type Segment struct {
	Text  string
	Match bool
}

const sep = " · "

func itemOf(h port.Hit) Item {
	f := h.Fields
	id := f["Code"]
	if id == "" {
		id = strings.TrimPrefix(h.ID, h.Kind+":")
	}
	it := Item{Id: id, Kind: h.Kind, Title: h.Title, Segments: make([]Segment, 0, len(h.TitleSegments))}
	for _, s := range h.TitleSegments {
		it.Segments = append(it.Segments, Segment{Text: s.Text, Match: s.Match})
	}
	if len(it.Segments) == 0 && h.Title != "" {
		it.Segments = append(it.Segments, Segment{Text: h.Title})
	}
	switch h.Kind {
	case port.KindCollege:
		tags := strings.ReplaceAll(f["Tags"], ",", " ")
		it.Subtitle = join(f["Province"], f["City"], f["Level"], tags)
		it.Link = "/university-detail?id=" + url.QueryEscape(id)
	case port.KindMajor, port.KindVocationalMajor:
		it.Subtitle = join(id, f["Category"], f["Class"], levelText(f["Level"]))
		it.Link = "/specialty-detail?id=" + url.QueryEscape(id)
	case port.KindProfession, port.KindOccupation:
		if h.Kind == port.KindOccupation { // 职业分类大典
			code := f["GBM"]
			if code == "" {
				code = "编码待公布"
			}
			it.Subtitle = join("职业分类大典", code, f["Class"], f["Marks"])
		} else {
			interest := ""
			if f["InterestCode"] != "" {
				interest = "兴趣代码 " + f["InterestCode"]
			}
			it.Subtitle = join(f["Industry"], interest)
		}
		it.Link = "/profession-detail?ID=" + url.QueryEscape(id)
	case port.KindNews:
		it.Subtitle = join(f["Source"], f["ReleaseDate"])
		it.Link = "/newsdetail?id=" + url.QueryEscape(id)
	}
	return it
}

// levelText names a vocational major's level as the pages do ("" for undergraduate majors).
func levelText(level string) string {
	switch level {
	case "高职专科":
		return "专科（高职）"
	case "职教本科":
		return "职业本科"
	}
	return ""
}

// join joins the non-empty parts with a middle dot.
func join(parts ...string) string {
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
