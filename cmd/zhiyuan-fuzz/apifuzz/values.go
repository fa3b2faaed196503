package apifuzz

import (
	"encoding/json"
	"fmt"
	"strings"
)

// raw is a JSON fragment spliced into a body as is: numbers json.Marshal cannot
// write, invalid UTF-8 inside a string, deep nesting.
type raw string

// provinces are the real province ids (GB/T 2260 prefixes).
var provinces = []int{11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46,
	50, 51, 52, 53, 54, 61, 62, 63, 64, 65}

// field makes a real-looking value of one request field. Together the fields
// cover every body the API reads (docs/API-*.md and the handlers); a handler
// ignores the fields it does not know, so a body may carry many at once.
type field struct {
	name string
	gen  func(g *gen) any
}

func pick[T any](g *gen, xs ...T) T { return xs[g.r.IntN(len(xs))] }

var fields = []field{
	{"Phone", func(g *gen) any { return pick(g, g.phone(), "13800138000", "1380013800") }},
	{"Code", func(g *gen) any {
		return pick[any](g, fmt.Sprintf("%06d", g.r.IntN(1e6)), g.pooled("Code", "080901"), "01", "0809")
	}},
	{"CaptchaId", func(g *gen) any { return g.pooled("CaptchaId", "c0ffee00-0000-4000-8000-000000000000") }},
	{"CaptchaCode", func(g *gen) any { return fmt.Sprintf("%04d", g.r.IntN(1e4)) }},
	{"LoginName", func(g *gen) any { return pick(g, "fuzzuser", "Admin", "a_b_c_d", g.actors.loginName) }},
	{"Password", func(g *gen) any { return pick(g, "abc12345", "password1", "") }},
	{"OldPassword", func(g *gen) any { return pick(g, "abc12345", "wrongpass9") }},
	{"NewPassword", func(g *gen) any { return pick(g, "newpass123", "short1", "abcdefgh") }},
	{"Token", func(g *gen) any { return g.forgedToken() }},
	{"NickName", func(g *gen) any { return pick(g, "小明", "考生2025", "") }},
	{"StudentName", func(g *gen) any { return pick(g, "王小明", "李华", "") }},
	{"Sex", func(g *gen) any { return pick(g, 0, 1, 2) }},
	{"Version", func(g *gen) any { return pick(g, 0, 1, 2, 3) }},
	{"ExamProvinceId", func(g *gen) any { return pick(g, provinces...) }},
	{"ProvinceId", func(g *gen) any { return pick(g, append(provinces, 0)...) }},
	{"CollegeProvinceId", func(g *gen) any { return pick(g, append(provinces, 0)...) }},
	{"ExamYear", func(g *gen) any { return 2020 + g.r.IntN(7) }},
	{"Year", func(g *gen) any { return 2019 + g.r.IntN(8) }},
	{"SubjectType", func(g *gen) any { return g.r.IntN(4) }},
	{"SelectSubject", func(g *gen) any { return pick(g, "物理", "历史", "") }},
	{"SelectSubjects", func(g *gen) any {
		return pick(g, []string{"物理", "化学", "生物"}, []string{"历史", "政治", "地理"}, []string{})
	}},
	{"Score", func(g *gen) any { return pick[any](g, g.r.IntN(751), fmt.Sprint(g.r.IntN(751)), 600.5) }},
	{"IsFinal", func(g *gen) any { return g.r.IntN(2) == 1 }},
	{"PageIndex", func(g *gen) any { return 1 + g.r.IntN(3) }},
	{"PageSize", func(g *gen) any { return pick(g, 10, 20, 50, 100) }},
	{"AdPositionId", func(g *gen) any { return g.r.IntN(6) }},
	{"CollegeId", func(g *gen) any { return pick[any](g, g.pooled("CollegeId", "10001"), 10003) }},
	{"Id", func(g *gen) any { return g.pooled("Id", "10001") }},
	{"ID", func(g *gen) any { return g.pooled("ID", "A") }},
	{"Ids", func(g *gen) any { return []any{g.pooled("Id", "10001"), g.pooled("CollegeId", "10003")} }},
	{"UserId", func(g *gen) any { return pick(g, g.actors.foreignID, g.actors.ownID) }},
	{"Batch", func(g *gen) any { return g.pooled("Batch", "本科批") }},
	{"BatchId", func(g *gen) any { return g.pooled("BatchId", "1") }},
	{"Name", func(g *gen) any { return pick(g, "计算机", "医", "北京", "工程") }},
	{"CollegeName", func(g *gen) any { return pick(g, "北京大学", "大学", "清华", "") }},
	{"MajorName", func(g *gen) any { return pick(g, "计算机科学与技术", "法学", "") }},
	{"Keyword", func(g *gen) any { return pick(g, "北京", "计算机", "医生", "大学") }},
	{"Kind", func(g *gen) any { return pick(g, "college", "major", "profession", "news", "") }},
	{"Count", func(g *gen) any { return 1 + g.r.IntN(50) }},
	{"CategoryId", func(g *gen) any { return pick[any](g, "majors", "tags", "admission", 1+g.r.IntN(12), "A") }},
	{"CategoryCode", func(g *gen) any { return g.pooled("CategoryCode", "08") }},
	{"ClassCode", func(g *gen) any { return g.pooled("ClassCode", "0809") }},
	{"InterestCode", func(g *gen) any { return pick(g, "R", "RIA", "SEC", "AI") }},
	{"SchoolNature", func(g *gen) any { return pick(g, "1", "2", "3", "") }},
	{"EducationLevel", func(g *gen) any { return pick[any](g, "1", "0", "", 1) }},
	{"Tag", func(g *gen) any { return pick(g, "985", "211", "双一流", "") }},
	{"SchoolHisotyScore", func(g *gen) any {
		return map[string]any{"ProvinceId": pick(g, provinces...), "Year": 2024, "Score": 600, "SubjectType": 1}
	}},
	{"Track", func(g *gen) any { return pick(g, "物理类", "历史类", "理科", "文科") }},
	{"ScoreMin", func(g *gen) any { return g.r.IntN(500) }},
	{"ScoreMax", func(g *gen) any { return 500 + g.r.IntN(251) }},
	{"RankMin", func(g *gen) any { return g.r.IntN(1000) }},
	{"RankMax", func(g *gen) any { return 1000 + g.r.IntN(100000) }},
	{"Reachable", func(g *gen) any { return g.r.IntN(2) == 1 }},
}

// Hostile values: what a careless or malicious client sends in place of a field.
var (
	hostileNumbers = []any{raw("-1"), raw("-2147483649"), raw("2147483648"), raw("9223372036854775807"),
		raw("9223372036854775808"), raw("-9223372036854775809"), raw("1e308"), raw("-1e308"), raw("1e400"),
		raw("0.5"), raw("-0"), raw("1e-400"), raw("123456789012345678901234567890"), raw("99999999999"),
		raw("1E+2"), raw("-999999999")}
	hostileTypes = []any{[]any{}, map[string]any{}, []any{1, "a", nil}, map[string]any{"a": []any{1}}, true,
		false, nil, "", "text", 0, 1.5, []any{[]any{[]any{}}}}
	hostileStrings = []string{" ", "\u0000", "a\u0000b", "\u0001\u0002\u001f", "\t\r\n", "\u202e\u202d",
		"\ufeff", "\u200b\u200d", "😀👨‍👩‍👧", "'; DROP TABLE events;--", "%", "_", "%_%", "\\",
		"\\u0000", "<script>alert(1)</script>", "../../etc/passwd", "NaN", "-0", "0x1F", " 123 ", "１２３",
		"1e3", "null", "true", "{}", "[]", "${jndi:ldap://x}", "{{7*7}}", "ａｄｍｉｎ", "İ", "ß", "\u00a0",
		"\u3000北京\u3000", "北京%00", "13800138000\u0000"}
	invalidUTF8 = []raw{"\"\xff\xfe\"", "\"a\xc0\xafb\"", "\"\xed\xa0\x80\"", "\"\xf4\x90\x80\x80\"",
		"\"北\xe4\xba\"", "\"\x80\"", "\"\xfe\xff\x00\"", `"\ud800x"`, `"\udc00\ud800"`, `"\u0000"`}
)

// longString makes a string of n copies of a piece.
func longString(g *gen) any {
	piece := pick(g, "a", "长", "😀", "\u0000", "\\", " ")
	n := pick(g, 65, 257, 4097, 20000)
	return strings.Repeat(piece, n)
}

// hostile picks one hostile value of the given family.
func (g *gen) hostile(family string) any {
	switch family {
	case "number":
		return pick(g, hostileNumbers...)
	case "type":
		return pick(g, hostileTypes...)
	case "long":
		return longString(g)
	case "control":
		return pick(g, hostileStrings...)
	case "utf8":
		return pick(g, invalidUTF8...)
	case "foreign":
		return pick[any](g, g.actors.foreignID, g.actors.foreignPhone, g.actors.revoked)
	}
	return nil
}

// encode marshals a body, splicing raw fragments in place of placeholders.
func encode(body map[string]any) []byte {
	var raws []raw
	var walk func(v any) any
	walk = func(v any) any {
		switch x := v.(type) {
		case raw:
			raws = append(raws, x)
			return fmt.Sprintf("@@raw%d@@", len(raws)-1)
		case map[string]any:
			out := make(map[string]any, len(x))
			for k, e := range x {
				out[k] = walk(e)
			}
			return out
		case []any:
			out := make([]any, len(x))
			for i, e := range x {
				out[i] = walk(e)
			}
			return out
		}
		return v
	}
	b, err := json.Marshal(walk(body))
	if err != nil {
		panic(err) // only our own values reach here
	}
	s := string(b)
	for i, r := range raws {
		s = strings.Replace(s, fmt.Sprintf(`"@@raw%d@@"`, i), string(r), 1)
	}
	return []byte(s)
}
