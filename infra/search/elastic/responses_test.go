package elastic

import (
	"os"
	"reflect"
	"strings"
	"testing"
	"zhiyuan/query/search/port"

	"zhiyuan/infra/search"
)

func seg(text string, match bool) port.Segment { return port.Segment{Text: text, Match: match} }

func TestParseSearch(t *testing.T) {
	f, err := os.Open("testdata/search_response.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := parseSearch(f, search.NewPlan(port.Query{Text: "北大"}))
	if err != nil {
		t.Fatal(err)
	}
	want := port.Result{
		Total: 3,
		Hits: []port.Hit{
			{ID: "college:10001", Kind: "college", Score: 118.42, Title: "北京大学",
				TitleSegments: []port.Segment{seg("北", true), seg("京", false), seg("大", true), seg("学", false)},
				Fields:        map[string]string{"code": "10001", "province": "北京"}},
			{ID: "news:1002", Kind: "news", Score: 3.5, Title: "<b>北大</b>开放日<script>alert(1)</script>",
				TitleSegments: []port.Segment{seg("<b>", false), seg("北大", true), seg("</b>开放日<script>alert(1)</script>", false)}},
		},
		CountsByKind: map[string]int{"college": 2, "news": 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("parseSearch:\n got %+v\nwant %+v", got, want)
	}
}

func TestParseSearchEmpty(t *testing.T) {
	body := `{"took":1,"timed_out":false,"hits":{"total":{"value":0,"relation":"eq"},"max_score":null,"hits":[]},
	  "aggregations":{"kinds":{"doc_count_error_upper_bound":0,"sum_other_doc_count":0,"buckets":[]}}}`
	got, err := parseSearch(strings.NewReader(body), search.NewPlan(port.Query{Text: "麻省理工"}))
	if err != nil {
		t.Fatal(err)
	}
	if got.Total != 0 || got.Hits == nil || len(got.Hits) != 0 || got.CountsByKind == nil || len(got.CountsByKind) != 0 {
		t.Errorf("got %+v, want an empty, non-nil result", got)
	}
	failed := `{"_shards":{"total":1,"successful":0,"failed":1},"hits":{"total":{"value":0,"relation":"eq"},"hits":[]}}`
	if _, err := parseSearch(strings.NewReader(failed), search.Plan{}); err == nil {
		t.Errorf("failed shard accepted")
	}
	if _, err := parseSearch(strings.NewReader("{"), search.Plan{}); err == nil {
		t.Errorf("truncated JSON accepted")
	}
}

func TestParseBulk(t *testing.T) {
	ok := `{"took":3,"errors":false,"items":[
	  {"index":{"_index":"zy-1","_id":"a","_version":1,"result":"created","status":201}},
	  {"delete":{"_index":"zy-1","_id":"gone","_version":1,"result":"not_found","status":404}}]}`
	if err := parseBulk(strings.NewReader(ok)); err != nil {
		t.Errorf("successful bulk: %v", err)
	}
	failed := `{"took":3,"errors":true,"items":[
	  {"index":{"_index":"zy-1","_id":"a","status":201,"result":"created"}},
	  {"index":{"_index":"zy-1","_id":"b","status":400,"error":{"type":"strict_dynamic_mapping_exception","reason":"mapping set to strict"}}}]}`
	err := parseBulk(strings.NewReader(failed))
	if err == nil || !strings.Contains(err.Error(), "1 items failed: index b: 400 strict_dynamic_mapping_exception: mapping set to strict") {
		t.Errorf("failed bulk: %v", err)
	}
}

func TestParseAlias(t *testing.T) {
	index, gen, err := parseAlias(strings.NewReader(`{"zy-12":{"aliases":{"zy":{}}}}`), "zy")
	if err != nil || index != "zy-12" || gen != 12 {
		t.Errorf("got %q %d %v, want zy-12 12", index, gen, err)
	}
	for _, body := range []string{
		`{"zy-1":{"aliases":{"zy":{}}},"zy-2":{"aliases":{"zy":{}}}}`, // two indices
		`{"other":{"aliases":{"zy":{}}}}`,                             // not a generation
		`{"zy-x":{"aliases":{"zy":{}}}}`,
		`{}`,
	} {
		if _, _, err := parseAlias(strings.NewReader(body), "zy"); err == nil {
			t.Errorf("parseAlias(%s): no error", body)
		}
	}
}

func TestParseError(t *testing.T) {
	for body, want := range map[string]string{
		`{"error":{"root_cause":[],"type":"index_not_found_exception","reason":"no such index [zy]"},"status":404}`: "search/elastic: search: 404 index_not_found_exception: no such index [zy]",
		`{"error":"alias [zy] missing","status":404}`:                                                               "search/elastic: search: 404 alias [zy] missing",
		`<html>bad gateway</html>`: "search/elastic: search: 404 <html>bad gateway</html>",
	} {
		if got := parseError("search", 404, strings.NewReader(body)).Error(); got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}
