package search

import (
	"context"
	"strings"
	"zhiyuan/query/search/port"
)

// CollegeCodes answers the college-name port of query/catalog from the index:
// college documents hold the name, abbreviations, former names and their pinyin.
type CollegeCodes struct{ Index port.Index }

// CollegeCodes returns the codes of up to limit colleges matching text, best first.
func (c CollegeCodes) CollegeCodes(ctx context.Context, text string, limit int) ([]string, error) {
	res, err := c.Index.Search(ctx, port.Query{Text: text, Kinds: []string{port.KindCollege}, Size: limit})
	if err != nil {
		return nil, err
	}
	codes := make([]string, 0, len(res.Hits))
	for _, h := range res.Hits {
		if code, ok := strings.CutPrefix(h.ID, "college:"); ok {
			codes = append(codes, code)
		}
	}
	return codes, nil
}
