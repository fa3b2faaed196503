package elastic

import (
	"encoding/json"
	"reflect"
	"testing"
	"zhiyuan/query/search/port"

	"zhiyuan/infra/search"
)

// sameJSON compares two JSON texts structurally (key order and spacing
// ignored).
func sameJSON(t *testing.T, what string, got []byte, want string) {
	t.Helper()
	var g, w any
	if err := json.Unmarshal(got, &g); err != nil {
		t.Fatalf("%s: invalid JSON %s: %v", what, got, err)
	}
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatalf("%s: bad expectation: %v", what, err)
	}
	if !reflect.DeepEqual(g, w) {
		t.Errorf("%s:\n got %s\nwant %s", what, got, compact(want))
	}
}

func compact(s string) string {
	var v any
	_ = json.Unmarshal([]byte(s), &v)
	b, _ := json.Marshal(v)
	return string(b)
}

func TestIndexBody(t *testing.T) {
	prefix := `{"type":"keyword","fields":{"prefix":{"type":"text","analyzer":"zy_prefix","search_analyzer":"keyword","index_options":"freqs"}}}`
	text := `{"type":"text","analyzer":"zy_cjk","fields":{"uni":{"type":"text","analyzer":"zy_unigram"}}}`
	want := `{
	  "settings": {
	    "number_of_shards": 1,
	    "number_of_replicas": 0,
	    "analysis": {
	      "filter": {"zy_edge_ngram": {"type": "edge_ngram", "min_gram": 1, "max_gram": 32}},
	      "analyzer": {
	        "zy_cjk": {"type": "custom", "tokenizer": "standard", "filter": ["cjk_width", "lowercase", "cjk_bigram"]},
	        "zy_unigram": {"type": "custom", "tokenizer": "standard", "filter": ["cjk_width", "lowercase"]},
	        "zy_prefix": {"type": "custom", "tokenizer": "keyword", "filter": ["zy_edge_ngram"]}
	      }
	    }
	  },
	  "mappings": {
	    "dynamic": "strict",
	    "properties": {
	      "id": {"type": "keyword"},
	      "kind": {"type": "keyword"},
	      "names": ` + prefix + `,
	      "pinyin": ` + prefix + `,
	      "pinyin_alt": ` + prefix + `,
	      "pinyin_in": {"type": "keyword"},
	      "tags": {"type": "keyword"},
	      "prominence": {"type": "integer"},
	      "title": ` + text + `,
	      "aliases": ` + text + `,
	      "body": ` + text + `,
	      "fields": {"type": "object", "enabled": false}
	    }
	  },
	  "aliases": {"zy": {}}
	}`
	zero := 0
	got, err := indexBody("zy", &zero)
	if err != nil {
		t.Fatal(err)
	}
	sameJSON(t, "index body", got, want)

	got, _ = indexBody("", nil) // a rebuild generation: no alias, default replicas
	var m map[string]map[string]any
	_ = json.Unmarshal(got, &m)
	if _, ok := m["aliases"]; ok {
		t.Errorf("rebuild generation body has aliases: %s", got)
	}
	if _, ok := m["settings"]["number_of_replicas"]; ok {
		t.Errorf("replicas set without being configured: %s", got)
	}
}

func TestBulkUpsertBody(t *testing.T) {
	docs := []port.Document{
		{ID: "college:10001", Kind: "college", Title: "北京大学", Aliases: []string{"北大"},
			Body: "位于北京。", Tags: []string{"985", "Ｃ９"}, Fields: map[string]string{"code": "10001"}, Prominence: 3120},
		{ID: "news:1", Kind: "news", Title: `<script>&`},
	}
	got, err := bulkUpsertBody(docs)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"index":{"_id":"college:10001"}}
{"id":"college:10001","kind":"college","title":"北京大学","aliases":["北大"],"body":"位于北京。","names":["北京大学","北大"],"pinyin":["beijingdaxue","bjdx","beida","bd"],"pinyin_alt":["beijingdaixue","beijingtaixue","bjtx","beidai","beitai","bt"],"pinyin_in":["jingdaxue","daxue","daixue","taixue"],"tags":["985","c9"],"prominence":3120,"fields":{"code":"10001"}}
{"index":{"_id":"news:1"}}
{"id":"news:1","kind":"news","title":"<script>&","names":["<script>&"],"pinyin":["script"],"prominence":0}
`
	if string(got) != want {
		t.Errorf("bulk body:\n got %s\nwant %s", got, want)
	}
	if _, err := bulkUpsertBody([]port.Document{{Kind: "college"}}); err == nil {
		t.Errorf("document without ID accepted")
	}
}

func TestBulkDeleteBody(t *testing.T) {
	got, err := bulkDeleteBody([]string{"college:1", "", "news:2"})
	if err != nil {
		t.Fatal(err)
	}
	want := "{\"delete\":{\"_id\":\"college:1\"}}\n{\"delete\":{\"_id\":\"news:2\"}}\n"
	if string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestSearchBodySingleTerm(t *testing.T) {
	got, err := searchBody(search.NewPlan(port.Query{Text: " 北大 ", Kinds: []string{"college", "college"}, From: 10, Size: 5}))
	if err != nil {
		t.Fatal(err)
	}
	sameJSON(t, "search body", got, `{
	  "from": 10, "size": 5, "track_total_hits": true, "track_scores": true,
	  "_source": ["kind", "title", "fields"],
	  "sort": [{"_score": "desc"}, {"prominence": {"order": "desc", "unmapped_type": "integer"}}, {"id": "asc"}],
	  "aggs": {"kinds": {"terms": {"field": "kind", "size": 50}}},
	  "post_filter": {"terms": {"kind": ["college"]}},
	  "query": {"dis_max": {"queries": [
	    {"constant_score": {"boost": 100, "filter": {"term": {"names": "北大"}}}},
	    {"constant_score": {"boost": 30, "filter": {"term": {"names.prefix": "北大"}}}},
	    {"constant_score": {"boost": 10, "filter": {"match_phrase": {"title.uni": "北大"}}}},
	    {"constant_score": {"boost": 6, "filter": {"match_phrase": {"aliases.uni": "北大"}}}},
	    {"constant_score": {"boost": 5, "filter": {"match": {"title": {"query": "北大", "operator": "and"}}}}},
	    {"constant_score": {"boost": 4, "filter": {"term": {"tags": "北大"}}}},
	    {"constant_score": {"boost": 3, "filter": {"match": {"aliases": {"query": "北大", "operator": "and"}}}}},
	    {"constant_score": {"boost": 1, "filter": {"match_phrase": {"body.uni": "北大"}}}},
	    {"constant_score": {"boost": 1, "filter": {"match": {"body": {"query": "北大", "operator": "and"}}}}}
	  ]}}
	}`)
}

func TestSearchBodyPinyinTerms(t *testing.T) {
	got, err := searchBody(search.NewPlan(port.Query{Text: "ＢｅｉＪｉｎｇ daxue", Size: 500}))
	if err != nil {
		t.Fatal(err)
	}
	group := func(t string) string {
		return `{"dis_max": {"queries": [
		  {"constant_score": {"boost": 100, "filter": {"term": {"names": "` + t + `"}}}},
		  {"constant_score": {"boost": 30, "filter": {"term": {"names.prefix": "` + t + `"}}}},
		  {"constant_score": {"boost": 40, "filter": {"term": {"pinyin": "` + t + `"}}}},
		  {"constant_score": {"boost": 15, "filter": {"term": {"pinyin.prefix": "` + t + `"}}}},
		  {"constant_score": {"boost": 8, "filter": {"term": {"pinyin_alt.prefix": "` + t + `"}}}},
		  {"constant_score": {"boost": 7, "filter": {"prefix": {"pinyin_in": "` + t + `"}}}},
		  {"constant_score": {"boost": 10, "filter": {"match_phrase": {"title.uni": "` + t + `"}}}},
		  {"constant_score": {"boost": 6, "filter": {"match_phrase": {"aliases.uni": "` + t + `"}}}},
		  {"constant_score": {"boost": 5, "filter": {"match": {"title": {"query": "` + t + `", "operator": "and"}}}}},
		  {"constant_score": {"boost": 4, "filter": {"term": {"tags": "` + t + `"}}}},
		  {"constant_score": {"boost": 3, "filter": {"match": {"aliases": {"query": "` + t + `", "operator": "and"}}}}},
		  {"constant_score": {"boost": 1, "filter": {"match_phrase": {"body.uni": "` + t + `"}}}},
		  {"constant_score": {"boost": 1, "filter": {"match": {"body": {"query": "` + t + `", "operator": "and"}}}}}
		]}}`
	}
	sameJSON(t, "search body", got, `{
	  "from": 0, "size": 100, "track_total_hits": true, "track_scores": true,
	  "_source": ["kind", "title", "fields"],
	  "sort": [{"_score": "desc"}, {"prominence": {"order": "desc", "unmapped_type": "integer"}}, {"id": "asc"}],
	  "aggs": {"kinds": {"terms": {"field": "kind", "size": 50}}},
	  "query": {"dis_max": {"queries": [
	    {"constant_score": {"boost": 100, "filter": {"term": {"names": "beijing daxue"}}}},
	    {"constant_score": {"boost": 40, "filter": {"term": {"pinyin": "beijingdaxue"}}}},
	    {"constant_score": {"boost": 15, "filter": {"term": {"pinyin.prefix": "beijingdaxue"}}}},
	    {"constant_score": {"boost": 8, "filter": {"term": {"pinyin_alt.prefix": "beijingdaxue"}}}},
	    {"constant_score": {"boost": 7, "filter": {"prefix": {"pinyin_in": "beijingdaxue"}}}},
	    {"bool": {"must": [`+group("beijing")+`, `+group("daxue")+`]}}
	  ]}}
	}`)
}

func TestSwapAliasBody(t *testing.T) {
	got, err := swapAliasBody("zy", "zy-3", "zy-4")
	if err != nil {
		t.Fatal(err)
	}
	want := `{"actions":[{"remove":{"alias":"zy","index":"zy-3","must_exist":true}},{"add":{"alias":"zy","index":"zy-4"}}]}`
	if string(got) != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}

func TestSearchBodyTypoFallback(t *testing.T) {
	fb, ok := search.NewPlan(port.Query{Text: "beijingdaxe", Kinds: []string{"college"}}).Fallback()
	if !ok {
		t.Fatal("no fallback plan")
	}
	got, err := searchBody(fb)
	if err != nil {
		t.Fatal(err)
	}
	sameJSON(t, "search body", got, `{
	  "from": 0, "size": 10, "track_total_hits": true, "track_scores": true,
	  "_source": ["kind", "title", "fields"],
	  "sort": [{"_score": "desc"}, {"prominence": {"order": "desc", "unmapped_type": "integer"}}, {"id": "asc"}],
	  "aggs": {"kinds": {"terms": {"field": "kind", "size": 50}}},
	  "post_filter": {"terms": {"kind": ["college"]}},
	  "query": {"dis_max": {"queries": [
	    {"constant_score": {"boost": 100, "filter": {"fuzzy": {"names": {"value": "beijingdaxe", "fuzziness": 1, "transpositions": true}}}}},
	    {"constant_score": {"boost": 40, "filter": {"fuzzy": {"pinyin": {"value": "beijingdaxe", "fuzziness": 1, "transpositions": true}}}}}
	  ]}}
	}`)
}
