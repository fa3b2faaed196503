package bleve

import (
	"strings"

	"github.com/blevesearch/bleve/v2/analysis/analyzer/custom"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/cjk"
	"github.com/blevesearch/bleve/v2/analysis/token/edgengram"
	"github.com/blevesearch/bleve/v2/analysis/token/lowercase"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/single"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/mapping"

	"zhiyuan/infra/search"
)

// unigramAnalyzer emits one token per Chinese character (the unicode
// tokenizer splits ideographs individually) and whole words for Latin text.
const unigramAnalyzer = "zy_unigram"

// prefixAnalyzer indexes the edge n-grams of whole values: 北京大学 gives
// 北, 北京, 北京大, 北京大学. A term query on it is a prefix match that
// scores like any term.
const prefixAnalyzer = "zy_prefix"

const prefixFilter = "zy_edge_ngram"

// prefixField is the bleve field holding the edge n-grams of a keyword field.
func prefixField(logical string) string { return fieldName(logical) + "_prefix" }

// fieldFields is the stored-only JSON encoding of Document.Fields.
const fieldFields = "fields"

// prefixFields are the logical fields Prefix clauses run on.
var prefixFields = []string{search.FieldNames, search.FieldPinyin, search.FieldPinyinAlt}

// fieldName maps a logical field (search.Field*) to its bleve name; bleve
// reads dots as paths into nested objects, so sub-fields use underscores.
func fieldName(logical string) string { return strings.ReplaceAll(logical, ".", "_") }

// newMapping builds the index mapping: a single document type with a fixed
// set of fields, nothing dynamic and no _all field.
func newMapping() (mapping.IndexMapping, error) {
	im := mapping.NewIndexMapping()
	err := im.AddCustomAnalyzer(unigramAnalyzer, map[string]interface{}{
		"type":          custom.Name,
		"tokenizer":     unicode.Name,
		"token_filters": []interface{}{cjk.WidthName, lowercase.Name},
	})
	if err != nil {
		return nil, err
	}
	err = im.AddCustomTokenFilter(prefixFilter, map[string]interface{}{
		"type": edgengram.Name,
		"min":  1.0,
		"max":  float64(search.MaxPrefixRunes),
	})
	if err != nil {
		return nil, err
	}
	err = im.AddCustomAnalyzer(prefixAnalyzer, map[string]interface{}{
		"type":          custom.Name,
		"tokenizer":     single.Name,
		"token_filters": []interface{}{prefixFilter},
	})
	if err != nil {
		return nil, err
	}
	im.IndexDynamic = false
	im.StoreDynamic = false
	im.DocValuesDynamic = false
	im.DefaultAnalyzer = cjk.AnalyzerName

	dm := mapping.NewDocumentStaticMapping()
	field := func(name, analyzer string, store, docValues bool) {
		fm := mapping.NewTextFieldMapping()
		fm.Analyzer = analyzer
		fm.Store = store
		fm.DocValues = docValues
		fm.IncludeInAll = false
		// Phrases on the text fields need positions.
		fm.IncludeTermVectors = analyzer != keyword.Name && analyzer != prefixAnalyzer
		dm.AddFieldMappingsAt(name, fm)
	}
	add := func(logical, analyzer string, store, docValues bool) {
		field(fieldName(logical), analyzer, store, docValues)
	}
	for _, f := range prefixFields {
		field(prefixField(f), prefixAnalyzer, false, false)
	}
	add(search.FieldKind, keyword.Name, true, true) // docValues for the facet
	add(search.FieldNames, keyword.Name, false, false)
	add(search.FieldPinyin, keyword.Name, false, false)
	add(search.FieldPinyinIn, keyword.Name, false, false)
	add(search.FieldTags, keyword.Name, false, false)
	add(search.FieldTitle, cjk.AnalyzerName, true, false)
	add(search.FieldTitleUni, unigramAnalyzer, false, false)
	add(search.FieldAliases, cjk.AnalyzerName, false, false)
	add(search.FieldAliasesUni, unigramAnalyzer, false, false)
	add(search.FieldBody, cjk.AnalyzerName, false, false)
	add(search.FieldBodyUni, unigramAnalyzer, false, false)

	// The prominence is only sorted on.
	prominence := mapping.NewNumericFieldMapping()
	prominence.Store = false
	prominence.IncludeInAll = false
	prominence.DocValues = true
	dm.AddFieldMappingsAt(fieldName(search.FieldProminence), prominence)

	stored := mapping.NewTextFieldMapping()
	stored.Index = false
	stored.Store = true
	stored.IncludeInAll = false
	stored.DocValues = false
	stored.IncludeTermVectors = false
	dm.AddFieldMappingsAt(fieldFields, stored)

	im.DefaultMapping = dm
	return im, nil
}
