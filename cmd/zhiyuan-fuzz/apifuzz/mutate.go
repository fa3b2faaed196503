package apifuzz

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// request is one generated request.
type request struct {
	route  Route
	family string
	method string
	path   string // with the query string
	header http.Header
	body   []byte
}

// families are the kinds of abuse, with their weights.
var families = []struct {
	name   string
	weight int
}{
	{"valid", 8}, {"wrong-type", 10}, {"missing", 6}, {"extra-field", 6}, {"foreign-id", 6}, {"huge-number", 10},
	{"long-string", 6}, {"control-char", 10}, {"invalid-utf8", 6}, {"bad-json", 10}, {"method", 4},
	{"content-type", 6}, {"token", 8}, {"header", 6},
}

func (g *gen) family() string {
	total := 0
	for _, f := range families {
		total += f.weight
	}
	n := g.r.IntN(total)
	for _, f := range families {
		if n -= f.weight; n < 0 {
			return f.name
		}
	}
	return "valid"
}

// next makes a request of one family to one route.
func (g *gen) next(rt Route, family string) request {
	q := request{route: rt, family: family, method: http.MethodPost, path: rt.Path, header: http.Header{}}
	if rt.Prefix {
		q.path = g.subPath(rt)
	}
	q.header.Set("Content-Type", "application/json")
	q.header.Set("terminalType", pick(g, "0", "1", "2"))
	if rt.Login || g.r.IntN(4) == 0 {
		q.header.Set("token", g.actors.own)
	}
	if rt.Path == "/api/Auth/Loginout" {
		q.header.Set("token", g.spareToken()) // a logout ends the session it names
	}
	b := g.body()
	switch family {
	case "wrong-type":
		for i := 0; i <= g.r.IntN(3); i++ {
			b[g.fieldName(rt)] = g.hostile("type")
		}
	case "missing":
		for k := range b {
			if g.r.IntN(2) == 0 {
				delete(b, k)
			}
		}
		if g.r.IntN(3) == 0 {
			b = map[string]any{}
		}
	case "extra-field":
		for i := 0; i <= g.r.IntN(20); i++ {
			b[fmt.Sprintf("x%d_%s", i, g.fieldName(rt))] = g.hostile(pick(g, "type", "number", "control"))
		}
	case "foreign-id":
		q.header.Set("token", g.actors.own)
		if rt.Path == "/api/Auth/Loginout" {
			q.header.Set("token", g.spareToken())
		}
		for _, k := range []string{"UserId", "userId", "userid", "Id", "ID", "CollegeId", "Phone", "LoginName"} {
			if g.r.IntN(2) == 0 {
				b[k] = g.hostile("foreign")
			}
		}
	case "huge-number":
		for i := 0; i <= g.r.IntN(3); i++ {
			b[g.fieldName(rt)] = g.hostile("number")
		}
	case "long-string":
		b[g.fieldName(rt)] = longString(g)
	case "control-char":
		for i := 0; i <= g.r.IntN(3); i++ {
			b[g.fieldName(rt)] = pick(g, hostileStrings...)
		}
	case "invalid-utf8":
		for i := 0; i <= g.r.IntN(2); i++ {
			b[g.fieldName(rt)] = g.hostile("utf8")
		}
	case "bad-json":
		q.body = g.badJSON(b)
	case "method":
		q.method = pick(g, "GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND", "get")
	case "content-type":
		q.body = g.contentType(rt, q.header, b)
	case "token":
		if rt.Path != "/api/Auth/Loginout" || g.r.IntN(2) == 0 {
			q.header.Set("token", g.forgedToken())
		}
		if g.r.IntN(3) == 0 {
			q.header.Del("token")
		}
		b["Token"] = g.forgedToken()
	case "header":
		g.headers(&q)
	}
	if q.body == nil {
		q.body = encode(b)
	}
	return q
}

// spareToken spends one of A's spare sessions, or sends a forged token when none is left.
func (g *gen) spareToken() string {
	if n := len(g.actors.spare); n > 0 && g.r.IntN(8) == 0 {
		t := g.actors.spare[n-1]
		g.actors.spare = g.actors.spare[:n-1]
		return t
	}
	return g.forgedToken()
}

// subPath makes a path below a catch-all prefix.
func (g *gen) subPath(rt Route) string {
	if rt.Class == ClassUnknownAPI {
		return pick(g, "/api/Nope/Nothing", "/api/", "/api/Config", "/api/config/webconfig", "/api/Config/WebConfig/x",
			"/api/Auth/Login%00", "/api/%E5%8C%97%E4%BA%AC", "/api/"+strings.Repeat("a", 2000), "/api/User/UpdateUserStudent.json",
			"/api/Admin/Users", "/api/Auth/Login;jsessionid=1", "/api/Auth/Login%2F..%2FLogout")
	}
	return pick(g, "/", "/index.html", "/assets/app.js", "/favicon.ico", "/.env", "/dev/smsx", "/admin/projections/status",
		"/%E5%8C%97", "/"+strings.Repeat("x", 3000), "/healthz/x", "/metricsx", "/static/../../etc/passwd")
}

// badJSON breaks the body's syntax.
func (g *gen) badJSON(b map[string]any) []byte {
	valid := encode(b)
	switch g.r.IntN(22) {
	case 0:
		return valid[:g.r.IntN(len(valid))]
	case 1:
		return append(valid, []byte(" garbage")...)
	case 2:
		return append(valid, valid...)
	case 3:
		return append([]byte("\xef\xbb\xbf"), valid...)
	case 4:
		return []byte(strings.Repeat("[", 20000+g.r.IntN(100000)))
	case 5:
		return []byte(strings.Repeat(`{"a":`, 50000) + "1" + strings.Repeat("}", 50000))
	case 6:
		return []byte(pick(g, `"string"`, `123`, `null`, `true`, `[]`, `[{}]`, `-1`, `1e999`, `""`))
	case 7:
		return []byte(`{"Phone":"13800138000","Phone":2,"Phone":[1]}`)
	case 8:
		return []byte(pick(g, `{"a":1,}`, `{'a':1}`, `{"a":NaN}`, `{"a":Infinity}`, `{a:1}`, `{"a":01}`, `{"a":.5}`))
	case 9:
		return []byte(pick(g, `{/*c*/}`, "\x00{}", `{"a":"\u00"}`, "{\"a\":\"\x01\"}", `{"a":"\x"}`, `{"a" 1}`))
	case 10:
		return []byte(`{"Score":` + strings.Repeat("9", 5000) + `}`)
	case 11:
		return append([]byte(`{"NickName":"`), append([]byte(strings.Repeat("长", 360000)), '"', '}')...) // over 1 MiB
	case 12:
		return []byte(strings.Repeat(" ", 1<<20+10)) // over 1 MiB of nothing
	case 13:
		return []byte("\xff\xfe{\x00}")
	}
	return valid[:len(valid)/2]
}

// contentType sends the body under another media type.
func (g *gen) contentType(rt Route, h http.Header, b map[string]any) []byte {
	switch g.r.IntN(8) {
	case 0, 1:
		h.Set("Content-Type", "application/x-www-form-urlencoded")
		form := url.Values{}
		for k, v := range b {
			form.Set(k, fmt.Sprint(v))
		}
		if g.r.IntN(3) == 0 {
			form.Set(g.fieldName(rt), pick(g, hostileStrings...))
		}
		if g.r.IntN(5) == 0 {
			return []byte(pick(g, "a=%zz&b", "=&=&", "Score=1e400", "Score=NaN", "Phone=%00", strings.Repeat("a=1&", 5000)))
		}
		return []byte(form.Encode())
	case 2:
		h.Set("Content-Type", "multipart/form-data; boundary=x")
		return []byte("--x\r\nContent-Disposition: form-data; name=\"Phone\"\r\n\r\n13800138000\r\n--x--\r\n")
	case 3:
		h.Set("Content-Type", "application/xml")
		return []byte(`<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>`)
	case 4:
		h.Del("Content-Type")
	default:
		h.Set("Content-Type", pick(g, "text/plain", "application/json; charset=gbk", "application/x-www-form-urlencoded; charset=utf-8",
			"*/*", "application/json\u00e9", ""))
	}
	return nil
}

// headers breaks the headers the API reads.
func (g *gen) headers(q *request) {
	h := q.header
	switch g.r.IntN(9) {
	case 0:
		wait := pick(g, "-1", "abc", "99999999999999999999", "1e5", " 5", "0", "9223372036854775807", "0x10")
		if g.r.IntN(20) == 0 {
			wait = "900000000" // a position far ahead: the bounded wait runs out (3 s)
		}
		h.Set("waitPosition", wait)
	case 1:
		h.Set("terminalType", pick(g, strings.Repeat("9", 5000), "终端类型超长超长超长超长超长", "\xff", "-1"))
	case 2:
		h.Set("orgCode", pick(g, strings.Repeat("机构", 3000), "../", "\xff\xfe", "' OR 1=1"))
	case 3:
		h.Set("X-Request-Id", pick(g, strings.Repeat("r", 65), "\xff\xfe", "a b", "<script>"))
	case 4:
		h.Set("X-Forwarded-For", pick(g, "not-an-ip", "1.1.1.1, 2.2.2.2", "999.999.999.999", "::1", "\xff",
			strings.Repeat("1.2.3.4,", 2000), "", "127.0.0.1", "10.9.8.7:80", "[::1]:80", "fe80::1%eth0",
			"fe80::1%\xff\xfe", "::ffff:10.1.2.3", "2001:db8::1%25"+strings.Repeat("z", 300), "10.1.2.3, fe80::2%lo"))
	case 5:
		h.Set("User-Agent", pick(g, strings.Repeat("UA", 5000), "\xff\xfe", ""))
	case 6:
		h.Set("Accept-Encoding", pick(g, "gzip", "gzip;q=0", "br", "*", "identity;q=0, *;q=0"))
	case 7:
		q.path += pick(g, "?count=abc", "?count=99999999999999999999", "?count=-5", "?count=7", "?token="+g.actors.own,
			"?a=%zz", "?"+strings.Repeat("k=v&", 2000), "?Count=1e3")
	default:
		h.Set("Content-Length-Extra", "1")
		h.Set("Cookie", "token="+g.forgedToken())
	}
}
