// Package richtext turns what an editor types (Markdown) into HTML a reader's browser may
// show: goldmark renders it without raw HTML, and a bluemonday allow-list keeps only
// formatting, links to http(s), mailto and the portal's own pages, and images uploaded to the
// portal. Nothing an editor types can run script in a reader's browser.
package richtext

import (
	"bytes"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

var (
	markdown = goldmark.New(goldmark.WithExtensions(extension.Table, extension.Strikethrough))
	policy   = newPolicy()
)

// uploadPath is the only image source allowed: the portal's own uploads (no outside request).
var uploadPath = regexp.MustCompile(`^/uploads/[A-Za-z0-9][A-Za-z0-9._-]*$`)

// hrefShape is a link that cannot leave for another host without naming a scheme: one with a
// scheme (the allowed schemes are checked after), or a relative one whose start is not two
// slashes. A protocol-relative link (//evil.example) is a full link to any host that wears a
// relative one's face, and browsers also read a backslash as a slash and drop tabs and line
// breaks anywhere in a URL, so those are refused too (/\evil.example, /\t/evil.example).
var hrefShape = regexp.MustCompile(`^(?:[A-Za-z][A-Za-z0-9+.-]*:|/?[^/\\\s\x00-\x1f])[^\t\n\r\\]*$|^/$`)

func newPolicy() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote",
		"pre", "code", "em", "strong", "del", "table", "thead", "tbody", "tr", "th", "td")
	p.AllowAttrs("align").Matching(regexp.MustCompile(`^(left|right|center)$`)).OnElements("th", "td")
	p.AllowAttrs("start").Matching(bluemonday.Integer).OnElements("ol")
	p.AllowAttrs("href").Matching(hrefShape).OnElements("a")
	p.AllowAttrs("title").OnElements("a")
	p.AllowURLSchemes("http", "https", "mailto")
	p.AllowRelativeURLs(true)
	p.RequireParseableURLs(true)
	p.RequireNoReferrerOnLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	p.AllowAttrs("src").Matching(uploadPath).OnElements("img")
	p.AllowAttrs("alt", "title").OnElements("img")
	return p
}

// HTML renders Markdown to sanitised HTML.
func HTML(md string) string {
	var buf bytes.Buffer
	if err := markdown.Convert([]byte(md), &buf); err != nil {
		// goldmark fails only on a failing writer; a bytes.Buffer never fails.
		return policy.Sanitize("<p>" + md + "</p>")
	}
	return policy.Sanitize(buf.String())
}

var (
	blockEnds = regexp.MustCompile(`(?i)</(p|h[1-6]|li|td|th|blockquote|pre)>|<br\s*/?>|<hr\s*/?>`)
	tags      = regexp.MustCompile(`<[^>]*>`)
)

// Excerpt is the first runes of a text rendered and stripped of markup, for lists and search:
// blocks are separated by a space, inline markup (bold, links) leaves none behind.
func Excerpt(md string, runes int) string {
	text := blockEnds.ReplaceAllString(HTML(md), " ")
	text = strings.Join(strings.Fields(tags.ReplaceAllString(text, "")), " ")
	text = unescape.Replace(text)
	if utf8.RuneCountInString(text) <= runes {
		return text
	}
	return string([]rune(text)[:runes]) + "…"
}

var unescape = strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&#34;", `"`, "&#39;", "'", "&quot;", `"`)

// SummaryRunes is how long a summary made from the text is.
const SummaryRunes = 80

// Summary is an item's own summary, else the start of its text (lists and search show it).
func Summary(summary, md string) string {
	if summary != "" {
		return summary
	}
	return Excerpt(md, SummaryRunes)
}
