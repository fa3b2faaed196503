// Package search is what the two adapters of the search port (query/search/port) share: the
// searchable forms derived from a document (Expand), the query plan both translate (NewPlan),
// the highlighting of titles and the typo fallback. The adapters are infra/search/bleve
// (embedded) and infra/search/elastic (Elasticsearch); infra/search/searchtest holds them to
// one contract.
package search
