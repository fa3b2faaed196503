package httpapi

import "encoding/json"

// filterAds keeps the ads of one position (0 = every position).
func filterAds(raw json.RawMessage, position int) ([]map[string]any, error) {
	var all []map[string]any
	if err := json.Unmarshal(raw, &all); err != nil {
		return nil, err
	}
	out := []map[string]any{}
	for _, ad := range all {
		if p, _ := ad["AdPositionId"].(float64); position == 0 || int(p) == position {
			out = append(out, ad)
		}
	}
	return out, nil
}
