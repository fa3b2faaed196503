package elastic

import (
	"encoding/json"
	"zhiyuan/query/search/port"

	"zhiyuan/infra/search"
)

// Analyzer names defined in every generation's settings.
const (
	cjkAnalyzer     = "zy_cjk"     // standard tokenizer + CJK bigrams
	unigramAnalyzer = "zy_unigram" // standard tokenizer: one token per Chinese character
	prefixAnalyzer  = "zy_prefix"  // edge n-grams of the whole value, for Prefix clauses
	edgeNgramFilter = "zy_edge_ngram"
)

// prefixSubfield holds the edge n-grams of a keyword field.
const prefixSubfield = "prefix"

// prefixField is the field a Prefix clause on logical runs a term query on.
func prefixField(logical string) string { return logical + "." + prefixSubfield }

// indexBody is the body of the create-index request for a generation: one
// shard (scores then use one set of term statistics, so rankings are
// stable), the analyzers, a strict mapping and, for the first generation,
// the alias.
func indexBody(alias string, replicas *int) ([]byte, error) {
	settings := map[string]any{
		"number_of_shards": 1,
		"analysis": map[string]any{
			"filter": map[string]any{
				edgeNgramFilter: map[string]any{
					"type": "edge_ngram", "min_gram": 1, "max_gram": search.MaxPrefixRunes,
				},
			},
			"analyzer": map[string]any{
				cjkAnalyzer: map[string]any{
					"type": "custom", "tokenizer": "standard",
					"filter": []string{"cjk_width", "lowercase", "cjk_bigram"},
				},
				unigramAnalyzer: map[string]any{
					"type": "custom", "tokenizer": "standard",
					"filter": []string{"cjk_width", "lowercase"},
				},
				prefixAnalyzer: map[string]any{
					"type": "custom", "tokenizer": "keyword",
					"filter": []string{edgeNgramFilter},
				},
			},
		},
	}
	if replicas != nil {
		settings["number_of_replicas"] = *replicas
	}
	body := map[string]any{"settings": settings, "mappings": mappings()}
	if alias != "" {
		body["aliases"] = map[string]any{alias: map[string]any{}}
	}
	return json.Marshal(body)
}

func mappings() map[string]any {
	keyword := map[string]any{"type": "keyword"}
	withPrefix := map[string]any{
		"type": "keyword",
		"fields": map[string]any{prefixSubfield: map[string]any{
			"type": "text", "analyzer": prefixAnalyzer, "search_analyzer": "keyword",
			"index_options": "freqs",
		}},
	}
	text := map[string]any{
		"type": "text", "analyzer": cjkAnalyzer,
		"fields": map[string]any{"uni": map[string]any{"type": "text", "analyzer": unigramAnalyzer}},
	}
	return map[string]any{
		"dynamic": "strict",
		"properties": map[string]any{
			"id":                   keyword, // for the tie-breaking sort; _id has no doc values
			search.FieldKind:       keyword,
			search.FieldNames:      withPrefix,
			search.FieldPinyin:     withPrefix,
			search.FieldPinyinAlt:  withPrefix,
			search.FieldPinyinIn:   keyword,
			search.FieldTags:       keyword,
			search.FieldProminence: map[string]any{"type": "integer"},
			search.FieldTitle:      text,
			search.FieldAliases:    text,
			search.FieldBody:       text,
			"fields":               map[string]any{"type": "object", "enabled": false},
		},
	}
}

// source is the JSON document stored for a port.Document.
type source struct {
	ID         string            `json:"id"`
	Kind       string            `json:"kind"`
	Title      string            `json:"title"`
	Aliases    []string          `json:"aliases,omitempty"`
	Body       string            `json:"body,omitempty"`
	Names      []string          `json:"names,omitempty"`
	Pinyin     []string          `json:"pinyin,omitempty"`
	PinyinAlt  []string          `json:"pinyin_alt,omitempty"`
	PinyinIn   []string          `json:"pinyin_in,omitempty"`
	Tags       []string          `json:"tags,omitempty"`
	Prominence int               `json:"prominence"`
	Fields     map[string]string `json:"fields,omitempty"`
}

func toSource(d port.Document) source {
	e := search.Expand(d)
	return source{
		ID: d.ID, Kind: d.Kind, Title: d.Title, Aliases: d.Aliases, Body: d.Body,
		Names: e.Names, Pinyin: e.Pinyin, PinyinAlt: e.PinyinAlt, PinyinIn: e.PinyinInner, Tags: e.Tags,
		Prominence: d.Prominence, Fields: d.Fields,
	}
}
