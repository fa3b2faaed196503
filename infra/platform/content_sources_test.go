package platform

import (
	"strings"
	"testing"
	"unicode/utf8"

	ccontent "zhiyuan/command/content"
	"zhiyuan/data/admission"
)

// The sources pages fit the content limit however many sources the data holds, and every source
// is listed on one of them.
func TestSourcesPagesFitAndListEverySource(t *testing.T) {
	pages := sourcesPages()
	var all strings.Builder
	for _, p := range pages {
		if n := utf8.RuneCountInString(p.Body); n > ccontent.MaxBody {
			t.Errorf("%s: %d characters, the limit is %d", p.Slug, n, ccontent.MaxBody)
		}
		all.WriteString(p.Body)
	}
	if len(pages) != 2 || pages[0].Slug != "data-sources" || !strings.Contains(pages[0].Body, "#/content?code=data-sources-results") {
		t.Fatalf("pages %v", pages)
	}
	for _, s := range admission.Sources() {
		if !strings.Contains(all.String(), markdownText(s.Title)) {
			t.Errorf("source %s (%s) is on no page", s.ID, s.Title)
		}
	}
}
