package httpapi

import (
	"bytes"
	"encoding/json"
	"reflect"
)

// flexText is a request field the spec gives as a string ("1", "985", "10001")
// that clients also send as a number: both read as the same text, null as "".
type flexText string

func (f *flexText) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case bytes.Equal(b, []byte("null")):
		*f = ""
		return nil
	case len(b) > 0 && b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*f = flexText(s)
		return nil
	case len(b) > 0 && (b[0] == '-' || (b[0] >= '0' && b[0] <= '9')):
		var n json.Number
		if err := json.Unmarshal(b, &n); err != nil {
			return err
		}
		*f = flexText(n.String())
		return nil
	}
	// Bind turns this into "参数 X 的类型不正确".
	return &json.UnmarshalTypeError{Value: "non-text", Type: reflect.TypeOf("")}
}

func flexTexts(in []flexText) []string {
	out := make([]string, len(in))
	for i, s := range in {
		out[i] = string(s)
	}
	return out
}
