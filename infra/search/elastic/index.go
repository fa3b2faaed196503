// Package elastic implements port.Index on Elasticsearch 8.
//
// Generations: documents live in an index <alias>-<n> that the alias points
// at; all reads and live writes go through the alias. BeginRebuild creates
// <alias>-<n+1>; Commit refreshes it, moves the alias in one atomic _aliases
// request (which fails if someone else moved it meanwhile) and deletes the
// old index. Pinyin and names are expanded on our side (search.Expand), so
// no ES plugin is needed; the analyzers are built-in ones (standard
// tokenizer, cjk_width, lowercase, cjk_bigram, edge_ngram).
package elastic

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"zhiyuan/query/search/port"

	elasticsearch "github.com/elastic/go-elasticsearch/v8"
	"github.com/elastic/go-elasticsearch/v8/esapi"

	"zhiyuan/infra/search"
)

// bulkChunk is the number of documents sent per _bulk request.
const bulkChunk = 500

// Config configures an Index.
type Config struct {
	Client *elasticsearch.Client // required
	// Alias is the name searched and written through, e.g. "zhiyuan-search";
	// generations are named Alias-1, Alias-2, ... It must be lowercase.
	Alias string
	// Refresh is the refresh parameter of live writes: "wait_for" (the
	// default: Upsert returns once the change is searchable), "true"
	// (forces a refresh; for tests) or "false" (returns at once).
	Refresh string
	// Replicas sets number_of_replicas of new generations; nil keeps the
	// cluster default.
	Replicas *int
}

// Index is a port.Index on Elasticsearch.
type Index struct {
	es       *elasticsearch.Client
	alias    string
	refresh  string
	replicas *int

	mu         sync.Mutex // guards the fields below
	rebuilding *rebuild
	closed     bool
}

var _ port.Index = (*Index)(nil)

var errNoAlias = errors.New("search/elastic: alias missing")

// Open connects to the index behind cfg.Alias, creating generation 1 and
// the alias if the alias does not exist yet.
func Open(ctx context.Context, cfg Config) (*Index, error) {
	if cfg.Client == nil || cfg.Alias == "" || cfg.Alias != strings.ToLower(cfg.Alias) {
		return nil, errors.New("search/elastic: Config needs a Client and a lowercase Alias")
	}
	if cfg.Refresh == "" {
		cfg.Refresh = "wait_for"
	}
	x := &Index{es: cfg.Client, alias: cfg.Alias, refresh: cfg.Refresh, replicas: cfg.Replicas}
	_, _, err := x.current(ctx)
	if errors.Is(err, errNoAlias) {
		err = x.createIndex(ctx, generationIndex(x.alias, 1), x.alias)
		if err != nil { // maybe another process created it first
			if _, _, again := x.current(ctx); again == nil {
				err = nil
			}
		}
	}
	if err != nil {
		return nil, err
	}
	return x, nil
}

// current returns the index the alias points at and its generation.
func (x *Index) current(ctx context.Context) (string, int, error) {
	res, err := x.es.Indices.GetAlias(x.es.Indices.GetAlias.WithContext(ctx),
		x.es.Indices.GetAlias.WithName(x.alias))
	if err != nil {
		return "", 0, fmt.Errorf("search/elastic: get alias: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode == http.StatusNotFound {
		return "", 0, errNoAlias
	}
	if res.IsError() {
		return "", 0, parseError("get alias", res.StatusCode, res.Body)
	}
	return parseAlias(res.Body, x.alias)
}

// createIndex creates a generation; alias, if not empty, is added atomically.
func (x *Index) createIndex(ctx context.Context, name, alias string) error {
	body, err := indexBody(alias, x.replicas)
	if err != nil {
		return err
	}
	res, err := x.es.Indices.Create(name, x.es.Indices.Create.WithContext(ctx),
		x.es.Indices.Create.WithBody(bytes.NewReader(body)))
	return check("create index "+name, res, err, nil)
}

func (x *Index) isClosed() bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.closed
}

// Upsert indexes docs through the alias, bulkChunk documents per request.
func (x *Index) Upsert(ctx context.Context, docs ...port.Document) error {
	if x.isClosed() {
		return port.ErrClosed
	}
	return x.bulkUpsert(ctx, x.alias, x.refresh, docs)
}

// Delete removes documents through the alias.
func (x *Index) Delete(ctx context.Context, ids ...string) error {
	if x.isClosed() {
		return port.ErrClosed
	}
	return x.bulkDelete(ctx, x.alias, x.refresh, ids)
}

func (x *Index) bulkUpsert(ctx context.Context, index, refresh string, docs []port.Document) error {
	for _, d := range docs { // validate all before sending any
		if err := d.Validate(); err != nil {
			return err
		}
	}
	for start := 0; start < len(docs); start += bulkChunk {
		body, err := bulkUpsertBody(docs[start:min(start+bulkChunk, len(docs))])
		if err != nil {
			return err
		}
		if err := x.bulk(ctx, index, refresh, body); err != nil {
			return err
		}
	}
	return nil
}

func (x *Index) bulkDelete(ctx context.Context, index, refresh string, ids []string) error {
	for start := 0; start < len(ids); start += bulkChunk {
		body, err := bulkDeleteBody(ids[start:min(start+bulkChunk, len(ids))])
		if err != nil {
			return err
		}
		if len(body) == 0 {
			continue
		}
		if err := x.bulk(ctx, index, refresh, body); err != nil {
			return err
		}
	}
	return nil
}

func (x *Index) bulk(ctx context.Context, index, refresh string, body []byte) error {
	opts := []func(*esapi.BulkRequest){x.es.Bulk.WithContext(ctx), x.es.Bulk.WithIndex(index)}
	if refresh != "" {
		opts = append(opts, x.es.Bulk.WithRefresh(refresh))
	}
	res, err := x.es.Bulk(bytes.NewReader(body), opts...)
	return check("bulk", res, err, parseBulk)
}

// Search runs q through the alias.
func (x *Index) Search(ctx context.Context, q port.Query) (port.Result, error) {
	if x.isClosed() {
		return port.Result{}, port.ErrClosed
	}
	p := search.NewPlan(q)
	if p.Empty() {
		return search.EmptyResult(), nil
	}
	res, err := x.search(ctx, p)
	if err != nil || len(res.CountsByKind) > 0 {
		return res, err
	}
	if fallback, ok := p.Fallback(); ok { // nothing of any kind matched: tolerate a typo
		return x.search(ctx, fallback)
	}
	return res, nil
}

// search runs one plan.
func (x *Index) search(ctx context.Context, p search.Plan) (port.Result, error) {
	body, err := searchBody(p)
	if err != nil {
		return port.Result{}, err
	}
	var out port.Result
	err = x.read(ctx, "search", func() (*esapi.Response, error) {
		return x.es.Search(x.es.Search.WithContext(ctx), x.es.Search.WithIndex(x.alias),
			x.es.Search.WithBody(bytes.NewReader(body)))
	}, func(r io.Reader) (err error) {
		out, err = parseSearch(r, p)
		return err
	})
	return out, err
}

// Count returns the number of documents behind the alias.
func (x *Index) Count(ctx context.Context) (int, error) {
	if x.isClosed() {
		return 0, port.ErrClosed
	}
	var n struct {
		Count int `json:"count"`
	}
	err := x.read(ctx, "count", func() (*esapi.Response, error) {
		return x.es.Count(x.es.Count.WithContext(ctx), x.es.Count.WithIndex(x.alias))
	}, func(r io.Reader) error { return decode(r, &n) })
	return n.Count, err
}

// read performs a read through the alias. A read that races with a Commit
// can reach the old generation just as it is deleted and fail with 404 or
// 503 (all shards failed); it is retried once, and then reaches the new one.
func (x *Index) read(ctx context.Context, op string, send func() (*esapi.Response, error), ok func(io.Reader) error) error {
	res, err := send()
	if err == nil && (res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusServiceUnavailable) &&
		ctx.Err() == nil {
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		res, err = send()
	}
	return check(op, res, err, ok)
}

// Close aborts an open rebuild; the client itself belongs to the caller.
func (x *Index) Close() error {
	x.mu.Lock()
	r := x.rebuilding
	x.rebuilding, x.closed = nil, true
	x.mu.Unlock()
	if r != nil {
		return r.discard(context.Background())
	}
	return nil
}

// check turns a transport error or an error status into an error, and
// otherwise hands the body to ok (if not nil). It always closes the body.
func check(op string, res *esapi.Response, err error, ok func(io.Reader) error) error {
	if err != nil {
		return fmt.Errorf("search/elastic: %s: %w", op, err)
	}
	defer res.Body.Close()
	if res.IsError() {
		return parseError(op, res.StatusCode, res.Body)
	}
	if ok != nil {
		return ok(res.Body)
	}
	return nil
}
