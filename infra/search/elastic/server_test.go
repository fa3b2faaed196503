package elastic

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"zhiyuan/query/search/port"

	"zhiyuan/infra/search"
)

func wantRequests(t *testing.T, f *fakeES, want ...string) {
	t.Helper()
	if got := f.take(); !reflect.DeepEqual(got, want) {
		t.Errorf("requests:\n got %q\nwant %q", got, want)
	}
}

func TestAdapterRequests(t *testing.T) {
	ctx := context.Background()
	f, es := newFakeES(t, "zy", "")
	idx, err := Open(ctx, Config{Client: es, Alias: "zy", Refresh: "true"})
	if err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "GET /_alias/zy", "PUT /zy-1")
	wantBody, _ := indexBody("zy", nil)
	sameJSON(t, "create body", []byte(f.body("PUT /zy-1")), string(wantBody))

	doc := port.Document{ID: "college:10001", Kind: "college", Title: "北京大学"}
	if err := idx.Upsert(ctx, doc); err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "POST /zy/_bulk?refresh=true")
	if want, _ := bulkUpsertBody([]port.Document{doc}); f.body("POST /zy/_bulk?refresh=true") != string(want) {
		t.Errorf("bulk body %q, want %q", f.body("POST /zy/_bulk?refresh=true"), want)
	}
	if err := idx.Delete(ctx, "college:10001"); err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "POST /zy/_bulk?refresh=true")
	if err := idx.Delete(ctx); err != nil { // nothing to delete: no request
		t.Fatal(err)
	}
	wantRequests(t, f)

	q := port.Query{Text: "北大", Kinds: []string{"college"}}
	res, err := idx.Search(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "POST /zy/_search")
	wantSearch, _ := searchBody(search.NewPlan(q))
	sameJSON(t, "search body", []byte(f.body("POST /zy/_search")), string(wantSearch))
	if res.Total != 3 || len(res.Hits) != 2 || res.Hits[0].ID != "college:10001" {
		t.Errorf("search result %+v", res)
	}
	if res, err := idx.Search(ctx, port.Query{Text: "  "}); err != nil || res.Total != 0 {
		t.Errorf("blank query: %+v %v", res, err)
	}
	wantRequests(t, f) // answered without asking ES

	if n, err := idx.Count(ctx); err != nil || n != 15 {
		t.Errorf("Count = %d, %v", n, err)
	}
	if got := f.take(); len(got) != 1 || !strings.HasSuffix(got[0], " /zy/_count") {
		t.Errorf("count requests %q", got)
	}

	// Rebuild: a new generation beside the live one, then an atomic swap.
	r, err := idx.BeginRebuild(ctx)
	if err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "GET /_alias/zy", "DELETE /zy-2?ignore_unavailable=true", "PUT /zy-2")
	wantBody, _ = indexBody("", nil)
	sameJSON(t, "rebuild create body", []byte(f.body("PUT /zy-2")), string(wantBody))
	if _, err := idx.BeginRebuild(ctx); !errors.Is(err, port.ErrRebuildInProgress) {
		t.Errorf("second BeginRebuild: %v", err)
	}
	if err := r.Upsert(ctx, doc); err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "POST /zy-2/_bulk") // no refresh while rebuilding
	if err := r.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "POST /zy-2/_refresh", "POST /_aliases", "DELETE /zy-1?ignore_unavailable=true")
	wantSwap, _ := swapAliasBody("zy", "zy-1", "zy-2")
	if got := f.body("POST /_aliases"); got != string(wantSwap) {
		t.Errorf("swap body %s, want %s", got, wantSwap)
	}

	// Abort deletes the new generation only.
	r, err = idx.BeginRebuild(ctx)
	if err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "GET /_alias/zy", "DELETE /zy-3?ignore_unavailable=true", "PUT /zy-3")
	if err := r.Abort(ctx); err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "DELETE /zy-3?ignore_unavailable=true")
	if err := r.Commit(ctx); !errors.Is(err, port.ErrRebuildFinished) {
		t.Errorf("Commit after Abort: %v", err)
	}

	if err := idx.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := idx.Search(ctx, q); !errors.Is(err, port.ErrClosed) {
		t.Errorf("Search after Close: %v", err)
	}
	wantRequests(t, f)
}

func TestAdapterOpenExisting(t *testing.T) {
	f, es := newFakeES(t, "zy", "zy-7")
	idx, err := Open(context.Background(), Config{Client: es, Alias: "zy"})
	if err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "GET /_alias/zy")
	if err := idx.Upsert(context.Background(), port.Document{ID: "a", Kind: "news", Title: "公告"}); err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "POST /zy/_bulk?refresh=wait_for") // the default
	r, err := idx.BeginRebuild(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	wantRequests(t, f, "GET /_alias/zy", "DELETE /zy-8?ignore_unavailable=true", "PUT /zy-8")
	if err := idx.Close(); err != nil { // aborts the rebuild
		t.Fatal(err)
	}
	wantRequests(t, f, "DELETE /zy-8?ignore_unavailable=true")
	if err := r.Upsert(context.Background()); !errors.Is(err, port.ErrRebuildFinished) {
		t.Errorf("Upsert into aborted rebuild: %v", err)
	}
}

func TestAdapterErrors(t *testing.T) {
	ctx := context.Background()
	f, es := newFakeES(t, "zy", "zy-1")
	idx, err := Open(ctx, Config{Client: es, Alias: "zy", Refresh: "false"})
	if err != nil {
		t.Fatal(err)
	}
	f.take()
	f.bulkErr = true
	err = idx.Upsert(ctx, port.Document{ID: "x", Kind: "news"})
	if err == nil || !strings.Contains(err.Error(), "mapper_parsing_exception") {
		t.Errorf("bulk item error: %v", err)
	}
	wantRequests(t, f, "POST /zy/_bulk?refresh=false")
	if err := idx.Upsert(ctx, port.Document{ID: "ok", Kind: "news"}, port.Document{Kind: "news"}); !errors.Is(err, port.ErrInvalidDocument) {
		t.Errorf("invalid document: %v", err)
	}
	wantRequests(t, f) // nothing sent when one document is invalid
	if _, err := Open(ctx, Config{Client: es, Alias: "Zy"}); err == nil {
		t.Errorf("uppercase alias accepted")
	}
	// A search that hits the old generation as it is deleted is retried once.
	f.gone = 1
	if _, err := idx.Search(ctx, port.Query{Text: "北大"}); err != nil {
		t.Errorf("search racing a swap: %v", err)
	}
	wantRequests(t, f, "POST /zy/_search", "POST /zy/_search")
	f.gone = 2
	if _, err := idx.Search(ctx, port.Query{Text: "北大"}); err == nil || !strings.Contains(err.Error(), "404 index_not_found_exception") {
		t.Errorf("search failing twice: %v", err)
	}
	wantRequests(t, f, "POST /zy/_search", "POST /zy/_search")
	// An error status comes back as an error with ES's type and reason.
	f.down = true
	if _, err := idx.Search(ctx, port.Query{Text: "北大"}); err == nil ||
		err.Error() != "search/elastic: search: 500 cluster_block_exception: index blocked" {
		t.Errorf("error status: %v", err)
	}
	if _, err := Open(ctx, Config{Client: es, Alias: "zy"}); err == nil {
		t.Errorf("Open with ES failing: no error")
	}
}
