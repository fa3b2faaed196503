package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"reflect"
	"strconv"
	"strings"

	"zhiyuan/events"
)

// Call is one API request as a handler sees it.
type Call struct {
	Ctx    context.Context
	R      *http.Request
	Meta   events.Metadata
	UserID string // set on routes that require login
	Token  string
	body   []byte
	// stream is the unread body of the routes that take large files (uploads): it is streamed
	// to disk, never buffered; body is then empty.
	stream io.Reader
	// cookies go out with a successful answer (SetCookie): handlers never see the ResponseWriter.
	cookies []*http.Cookie
}

// SetCookie asks for a cookie on the answer; the dispatcher writes it before the envelope, and
// only when the call succeeds.
func (c *Call) SetCookie(k *http.Cookie) { c.cookies = append(c.cookies, k) }

// Bind decodes the body into v. An empty body is {}. Unknown fields are
// ignored; wrong types and malformed JSON are clear errors. Form-encoded bodies
// (some SPEC calls use them) are read as strings and numbers.
func (c *Call) Bind(v any) error {
	body := c.body
	if len(strings.TrimSpace(string(body))) == 0 {
		body = []byte("{}")
	}
	trimmed := strings.TrimSpace(string(body))
	isForm := strings.HasPrefix(c.R.Header.Get("Content-Type"), "application/x-www-form-urlencoded")
	if isForm && !strings.HasPrefix(trimmed, "{") {
		converted, err := formToJSON(body, v)
		if err != nil {
			return badRequest("请求内容格式不正确")
		}
		body = converted
	}
	if err := json.Unmarshal(body, v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && typeErr.Field == "" {
			return badRequest("请求内容须为 JSON 对象")
		}
		if errors.As(err, &typeErr) {
			return badRequest(fmt.Sprintf("参数 %s 的类型不正确", typeErr.Field))
		}
		return badRequest("请求内容不是有效的 JSON")
	}
	if name, ok := nulField(reflect.ValueOf(v), ""); ok {
		return badRequest(fmt.Sprintf("参数 %s 含有无效字符", name))
	}
	return nil
}

// nulField finds a decoded string holding a NUL character (JSON "\u0000"):
// PostgreSQL stores no NUL in text or jsonb, so such a value would fail in the
// database instead of being refused here. It answers the field's name.
func nulField(v reflect.Value, name string) (string, bool) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return nulField(v.Elem(), name)
		}
	case reflect.String:
		return name, strings.IndexByte(v.String(), 0) >= 0
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			if !t.Field(i).IsExported() && !t.Field(i).Anonymous {
				continue
			}
			n := t.Field(i).Name
			if t.Field(i).Anonymous {
				n = name // embedded: its fields are the body's own
			}
			if f, ok := nulField(v.Field(i), n); ok {
				return f, true
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			if f, ok := nulField(v.Index(i), name); ok {
				return f, true
			}
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			if f, ok := nulField(it.Key(), name); ok {
				return f, true
			}
			if f, ok := nulField(it.Value(), name); ok {
				return f, true
			}
		}
	}
	return "", false
}

// formToJSON turns a=1&b=x into JSON, making a value a number only where the
// target field is numeric, so a phone number stays a string.
func formToJSON(body []byte, target any) ([]byte, error) {
	vals, err := url.ParseQuery(string(body))
	if err != nil {
		return nil, err
	}
	m := map[string]any{}
	for k, vs := range vals {
		if len(vs) == 0 {
			continue
		}
		m[k] = vs[0]
		if numericField(target, k) {
			if n, err := strconv.ParseFloat(vs[0], 64); err == nil {
				m[k] = n
			}
		}
	}
	return json.Marshal(m)
}

// numericField reports whether the struct behind target has a numeric field
// named name (case-insensitively, as encoding/json matches).
func numericField(target any, name string) bool {
	t := reflect.TypeOf(target)
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return false
	}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !strings.EqualFold(f.Name, name) {
			continue
		}
		ft := f.Type
		for ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		switch ft.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Float32, reflect.Float64:
			return true
		}
	}
	return false
}

func readBody(r *http.Request, limit int64) ([]byte, error) {
	b, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, limit))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return nil, &tooLarge{}
	}
	return b, err
}

type tooLarge struct{}

func (*tooLarge) Error() string { return "body too large" }
