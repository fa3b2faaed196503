package richtext

import (
	"html"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// Hostile inputs an editor might type (or paste): none may leave script, an event handler or
// a script-bearing URL in the HTML a reader gets.
func TestHTMLStripsScript(t *testing.T) {
	cases := []string{
		`<script>alert(1)</script>`,
		`<img src=x onerror=alert(1)>`,
		`[点我](javascript:alert(1))`,
		`[点我](JaVaScRiPt:alert(1))`,
		`[点我](  javascript:alert(1))`,
		`[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
		`<a href="javascript:alert(1)">x</a>`,
		`<div onmouseover="alert(1)">悬停</div>`,
		`<svg/onload=alert(1)>`,
		`<iframe src="https://evil.example"></iframe>`,
		`![x](https://evil.example/track.png)`,
		`![x](/uploads/a.png" onerror="alert(1))`,
		"<style>body{display:none}</style>",
		`<a href="vbscript:msgbox(1)">x</a>`,
		`<form action="https://evil.example"><input name=p></form>`,
	}
	// Markup only: the same words escaped as text (&lt;svg onload…) are harmless.
	hostile := []*regexp.Regexp{
		regexp.MustCompile(`<(script|iframe|svg|style|form|input|object|embed)\b`),
		regexp.MustCompile(`<[^>]*\son[a-z]+\s*=`),
		regexp.MustCompile(`(href|src)="\s*(javascript|vbscript|data):`),
		regexp.MustCompile(`="[^"]*evil\.example`),
	}
	for _, in := range cases {
		out := strings.ToLower(HTML(in))
		for _, bad := range hostile {
			if bad.MatchString(out) {
				t.Errorf("%q rendered as %q: matches %s", in, out, bad)
			}
		}
	}
}

func TestHTMLKeepsFormatting(t *testing.T) {
	out := HTML("## 平行志愿\n\n**分数优先**，[一分一段](#/query-rank)，[阳光高考](https://gaokao.chsi.com.cn/)\n\n- 一\n- 二\n\n![图](/uploads/ab12.png)\n\n| 省份 | 单位 |\n|---|---|\n| 广东 | 院校专业组 |\n")
	for _, want := range []string{"<h2>平行志愿</h2>", "<strong>分数优先</strong>", `href="#/query-rank"`,
		`href="https://gaokao.chsi.com.cn/"`, `target="_blank"`, "<li>一</li>", `src="/uploads/ab12.png"`, "<td>院校专业组</td>"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in %s", want, out)
		}
	}
}

func TestExcerpt(t *testing.T) {
	if got := Excerpt("## 标题\n\n正文 **加粗** <script>x</script> & 更多", 100); got != "标题 正文 加粗 x & 更多" {
		t.Fatalf("excerpt %q", got)
	}
	if got := Excerpt("可在[一分一段查询](#/query-rank)中查询，**始终免费**：换算", 100); got != "可在一分一段查询中查询，始终免费：换算" {
		t.Fatalf("inline markup left spaces: %q", got)
	}
	if got := Excerpt("一二三四五六", 3); got != "一二三…" {
		t.Fatalf("cut %q", got)
	}
}

// leavesFor is the host an href takes a browser to from a page of the portal ("" for the
// portal itself), read as a browser reads it: tabs and line breaks dropped, a backslash as a
// slash.
func leavesFor(t *testing.T, href string) string {
	href = strings.NewReplacer("\t", "", "\n", "", "\r", "", `\`, "/").Replace(html.UnescapeString(href))
	base, _ := url.Parse("https://portal.example/#/article")
	u, err := url.Parse(href)
	if err != nil {
		t.Fatalf("unparseable href %q", href)
	}
	if host := base.ResolveReference(u).Host; host != "portal.example" {
		return host
	}
	return ""
}

var hrefAttr = regexp.MustCompile(`href="([^"]*)"`)

// A protocol-relative link reaches any host without naming a scheme; browsers also read a
// backslash as a slash and drop tabs and line breaks, so no spelling of one keeps an href that
// leaves the portal, while the portal's own links, relative paths and https links keep theirs.
func TestHTMLRefusesProtocolRelativeLinks(t *testing.T) {
	for _, in := range []string{
		`[点我](//evil.example)`,
		`[点我](//evil.example/path?q=1)`,
		`[点我](<//evil.example>)`,
		`<a href="//evil.example">x</a>`,
		`[点我](/\evil.example)`,
		`[点我](\\evil.example)`,
		"[点我](</\t/evil.example>)",
		`[点我](&#47;&#47;evil.example)`,
		`[点我](/&#92;evil.example)`,
	} {
		out := HTML(in)
		for _, m := range hrefAttr.FindAllStringSubmatch(out, -1) {
			if host := leavesFor(t, m[1]); host != "" {
				t.Errorf("%q rendered as %q: a link to %s", in, out, host)
			}
		}
	}
	// The fallback path sanitises text as HTML: the policy itself refuses the shapes.
	for _, href := range []string{"//evil.example", "/\\evil.example", "\\\\evil.example", "/\t/evil.example", " //evil.example"} {
		if out := policy.Sanitize(`<a href="` + href + `">x</a>`); strings.Contains(out, "href") {
			t.Errorf("the policy keeps %q: %s", href, out)
		}
	}
	out := HTML(`[一](/query-rank) [二](query-rank?id=1) [三](#/helpcenter) [四](https://gaokao.chsi.com.cn/) [五](/) [六](mailto:a@b.cn)`)
	for _, want := range []string{`href="/query-rank"`, `href="query-rank?id=1"`, `href="#/helpcenter"`,
		`href="https://gaokao.chsi.com.cn/"`, `href="/"`, `href="mailto:a@b.cn"`} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %s in %s", want, out)
		}
	}
}
