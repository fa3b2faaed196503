package elastic

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"zhiyuan/query/search/port"

	"zhiyuan/infra/search"
)

// searchResponse is the part of an ES 8 _search response we read.
type searchResponse struct {
	Shards struct {
		Total      int `json:"total"`
		Successful int `json:"successful"`
		Failed     int `json:"failed"`
	} `json:"_shards"`
	Hits struct {
		Total struct {
			Value int `json:"value"`
		} `json:"total"`
		Hits []struct {
			ID     string   `json:"_id"`
			Score  *float64 `json:"_score"`
			Source struct {
				Kind   string            `json:"kind"`
				Title  string            `json:"title"`
				Fields map[string]string `json:"fields"`
			} `json:"_source"`
		} `json:"hits"`
	} `json:"hits"`
	Aggregations struct {
		Kinds struct {
			Buckets []struct {
				Key      string `json:"key"`
				DocCount int    `json:"doc_count"`
			} `json:"buckets"`
		} `json:"kinds"`
	} `json:"aggregations"`
}

// parseSearch decodes a _search response; highlight segments are computed
// here from the titles and the plan's text, not by ES.
func parseSearch(r io.Reader, p search.Plan) (port.Result, error) {
	var sr searchResponse
	if err := json.NewDecoder(r).Decode(&sr); err != nil {
		return port.Result{}, fmt.Errorf("search/elastic: decode search response: %w", err)
	}
	if sr.Shards.Failed > 0 { // one shard per generation: no partial results to show
		return port.Result{}, fmt.Errorf("search/elastic: search: %d of %d shards failed", sr.Shards.Failed, sr.Shards.Total)
	}
	out := port.Result{
		Total:        sr.Hits.Total.Value,
		Hits:         make([]port.Hit, 0, len(sr.Hits.Hits)),
		CountsByKind: make(map[string]int, len(sr.Aggregations.Kinds.Buckets)),
	}
	for _, b := range sr.Aggregations.Kinds.Buckets {
		out.CountsByKind[b.Key] = b.DocCount
	}
	for _, h := range sr.Hits.Hits {
		hit := port.Hit{
			ID:     h.ID,
			Kind:   h.Source.Kind,
			Title:  h.Source.Title,
			Fields: h.Source.Fields,
		}
		if h.Score != nil {
			hit.Score = *h.Score
		}
		hit.TitleSegments = search.Highlight(hit.Title, p.Text)
		out.Hits = append(out.Hits, hit)
	}
	return out, nil
}

// bulkResponse is the part of a _bulk response we read.
type bulkResponse struct {
	Errors bool                          `json:"errors"`
	Items  []map[string]bulkItemResponse `json:"items"`
}

type bulkItemResponse struct {
	ID     string   `json:"_id"`
	Status int      `json:"status"`
	Error  *esCause `json:"error"`
}

type esCause struct {
	Type   string `json:"type"`
	Reason string `json:"reason"`
}

// parseBulk returns an error naming the first failed items, if any.
// Deleting a missing document (404 without an error object) is no failure.
func parseBulk(r io.Reader) error {
	var br bulkResponse
	if err := json.NewDecoder(r).Decode(&br); err != nil {
		return fmt.Errorf("search/elastic: decode bulk response: %w", err)
	}
	if !br.Errors {
		return nil
	}
	var failed []string
	for _, item := range br.Items {
		for op, res := range item {
			if res.Error != nil {
				failed = append(failed, fmt.Sprintf("%s %s: %d %s: %s", op, res.ID, res.Status, res.Error.Type, res.Error.Reason))
			}
		}
	}
	n := len(failed)
	if n > 3 {
		failed = failed[:3]
	}
	return fmt.Errorf("search/elastic: bulk: %d items failed: %s", n, strings.Join(failed, "; "))
}

// parseAlias reads a GET /_alias/<alias> response and returns the index the
// alias points at and its generation number. The alias must point at
// exactly one index named <alias>-<n>.
func parseAlias(r io.Reader, alias string) (string, int, error) {
	var m map[string]json.RawMessage
	if err := json.NewDecoder(r).Decode(&m); err != nil {
		return "", 0, fmt.Errorf("search/elastic: decode alias response: %w", err)
	}
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	sort.Strings(names)
	if len(names) != 1 {
		return "", 0, fmt.Errorf("search/elastic: alias %q points at %d indices %v, want 1", alias, len(names), names)
	}
	gen, ok := generation(alias, names[0])
	if !ok {
		return "", 0, fmt.Errorf("search/elastic: alias %q points at %q, not at %s-<n>", alias, names[0], alias)
	}
	return names[0], gen, nil
}

// generationIndex names generation gen of alias.
func generationIndex(alias string, gen int) string { return alias + "-" + strconv.Itoa(gen) }

func generation(alias, index string) (int, bool) {
	rest, ok := strings.CutPrefix(index, alias+"-")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	return n, err == nil && n > 0
}

// errorResponse is the body ES sends with an error status.
type errorResponse struct {
	Error  json.RawMessage `json:"error"`
	Status int             `json:"status"`
}

// parseError turns an error response into an error: "<op>: <status> <type>: <reason>".
func parseError(op string, status int, r io.Reader) error {
	raw, _ := io.ReadAll(io.LimitReader(r, 64<<10))
	var er errorResponse
	if json.Unmarshal(raw, &er) == nil && len(er.Error) > 0 {
		var cause esCause
		if json.Unmarshal(er.Error, &cause) == nil && cause.Type != "" {
			return fmt.Errorf("search/elastic: %s: %d %s: %s", op, status, cause.Type, cause.Reason)
		}
		var s string
		if json.Unmarshal(er.Error, &s) == nil {
			return fmt.Errorf("search/elastic: %s: %d %s", op, status, s)
		}
	}
	return fmt.Errorf("search/elastic: %s: %d %s", op, status, strings.TrimSpace(string(raw)))
}
