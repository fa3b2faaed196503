package main

import (
	"embed"
	"encoding/csv"
	"strings"
)

// loadCaveats reads manual/source_caveats.csv: per source, what a reader should watch for
// (Chinese, shown beside the figure) and the review that found it (for maintainers). A
// caveat naming a source the curated data does not use is an error.
func loadCaveats(fs embed.FS) map[string]string {
	b, err := fs.ReadFile("manual/source_caveats.csv")
	if err != nil {
		fatalf("%v", err)
	}
	recs, err := csv.NewReader(strings.NewReader(string(b))).ReadAll()
	if err != nil {
		fatalf("source_caveats.csv: %v", err)
	}
	if len(recs) == 0 || strings.Join(recs[0], ",") != "source_id,caveat,basis" {
		fatalf("source_caveats.csv: header must be source_id,caveat,basis")
	}
	out := map[string]string{}
	for _, r := range recs[1:] {
		id, caveat := strings.TrimSpace(r[0]), strings.TrimSpace(r[1])
		if id == "" || caveat == "" {
			fatalf("source_caveats.csv: empty source id or caveat in %q", r)
		}
		if _, dup := out[id]; dup {
			fatalf("source_caveats.csv: %s twice", id)
		}
		out[id] = caveat
	}
	return out
}

// withCaveats appends the caveat column to the source rows. A row built with its caveat (the
// per-province sources of one compilation, which share one) keeps it unless the file names one.
func withCaveats(sources [][]string, caveats map[string]string) [][]string {
	seen := map[string]bool{}
	for i, s := range sources {
		switch c, ok := caveats[s[0]]; {
		case len(s) == len(sourceHeader) && !ok:
		case len(s) == len(sourceHeader):
			s[len(s)-1] = c
		default:
			sources[i] = append(s, c)
		}
		seen[s[0]] = true
	}
	for id := range caveats {
		if !seen[id] {
			fatalf("source_caveats.csv: %s is not a source of the curated data", id)
		}
	}
	return sources
}
