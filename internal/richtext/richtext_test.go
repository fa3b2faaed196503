package richtext

import (
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
