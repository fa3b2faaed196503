package elastic

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	elasticsearch "github.com/elastic/go-elasticsearch/v8"
)

// fakeES plays just enough of Elasticsearch 8 for the adapter: it keeps
// which index the alias points at, records every request, and answers from
// a table. Unknown requests fail the test.
type fakeES struct {
	t     *testing.T
	alias string

	mu       sync.Mutex
	target   string   // index the alias points at; "" if none
	requests []string // "METHOD /path?query"
	bodies   map[string]string
	bulkErr  bool // answer _bulk with an item error
	down     bool // answer everything with an error status
	gone     int  // answer this many searches with 404, as during a swap
}

func newFakeES(t *testing.T, alias, target string) (*fakeES, *elasticsearch.Client) {
	f := &fakeES{t: t, alias: alias, target: target, bodies: map[string]string{}}
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	es, err := elasticsearch.NewClient(elasticsearch.Config{Addresses: []string{srv.URL}, DisableRetry: true})
	if err != nil {
		t.Fatal(err)
	}
	return f, es
}

func (f *fakeES) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	f.mu.Lock()
	defer f.mu.Unlock()
	key := r.Method + " " + r.URL.Path
	if r.URL.RawQuery != "" {
		key += "?" + r.URL.RawQuery
	}
	f.requests = append(f.requests, key)
	f.bodies[key] = string(body)
	w.Header().Set("X-Elastic-Product", "Elasticsearch") // the client checks it
	w.Header().Set("Content-Type", "application/json")
	status, answer := f.answer(r.Method, r.URL.Path, body)
	w.WriteHeader(status)
	_, _ = io.WriteString(w, answer)
}

func (f *fakeES) answer(method, path string, body []byte) (int, string) {
	a := f.alias
	if f.down {
		return 500, `{"error":{"type":"cluster_block_exception","reason":"index blocked"},"status":500}`
	}
	switch {
	case method == "GET" && path == "/_alias/"+a:
		if f.target == "" {
			return 404, fmt.Sprintf(`{"error":"alias [%s] missing","status":404}`, a)
		}
		return 200, fmt.Sprintf(`{%q:{"aliases":{%q:{}}}}`, f.target, a)
	case method == "PUT" && strings.HasPrefix(path, "/"+a+"-"):
		var b struct{ Aliases map[string]any }
		_ = json.Unmarshal(body, &b)
		if _, ok := b.Aliases[a]; ok {
			f.target = path[1:]
		}
		return 200, fmt.Sprintf(`{"acknowledged":true,"shards_acknowledged":true,"index":%q}`, path[1:])
	case method == "DELETE" && strings.HasPrefix(path, "/"+a+"-"):
		return 200, `{"acknowledged":true}`
	case method == "POST" && strings.HasSuffix(path, "/_bulk"):
		if f.bulkErr {
			return 200, `{"took":1,"errors":true,"items":[{"index":{"_id":"x","status":400,"error":{"type":"mapper_parsing_exception","reason":"bad"}}}]}`
		}
		return 200, `{"took":1,"errors":false,"items":[]}`
	case method == "POST" && path == "/"+a+"/_search" && f.gone > 0:
		f.gone--
		return 404, `{"error":{"type":"index_not_found_exception","reason":"no such index [zy-1]"},"status":404}`
	case method == "POST" && path == "/"+a+"/_search":
		b, err := os.ReadFile("testdata/search_response.json")
		if err != nil {
			f.t.Error(err)
		}
		return 200, string(b)
	case path == "/"+a+"/_count":
		return 200, `{"count":15,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0}}`
	case method == "POST" && strings.HasSuffix(path, "/_refresh"):
		return 200, `{"_shards":{"total":1,"successful":1,"failed":0}}`
	case method == "POST" && path == "/_aliases":
		var b struct {
			Actions []map[string]struct{ Index, Alias string }
		}
		_ = json.Unmarshal(body, &b)
		for _, act := range b.Actions {
			if add, ok := act["add"]; ok {
				f.target = add.Index
			}
		}
		return 200, `{"acknowledged":true}`
	}
	f.t.Errorf("fake ES: unexpected request %s %s", method, path)
	return 500, `{"error":{"type":"unexpected","reason":"not played by the fake"},"status":500}`
}

// take returns the requests recorded since the last call.
func (f *fakeES) take() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := f.requests
	f.requests = nil
	return out
}

func (f *fakeES) body(key string) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.bodies[key]
}
