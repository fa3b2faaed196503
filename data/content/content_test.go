package content_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"zhiyuan/data/content"
	"zhiyuan/richtext"
)

// kinds are the shipped directories with the id prefix each item is seeded under
// (infra/platform/content.go) and the id's limit there (command/content: 64 characters).
// strict marks the kinds that must not even quote a promise of admission (the older kinds
// quote 包录取 and the like to warn against them).
var kinds = []struct {
	name, prefix string
	read         func() ([]content.Item, error)
	strict       bool
}{
	{"articles", "news-", content.Articles, false},
	{"help", "help-", content.Help, false},
	{"pages", "page-", content.Pages, false},
	{"rise", "rise-", content.Rise, true},
	{"teaching", "teaching-", content.Teaching, true},
}

var (
	seedID       = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{1,63}$`)
	periods      = regexp.MustCompile(`\*\*课时\*\*：(\d+) 课时`)
	stepMinutes  = regexp.MustCompile(`(?m)^#+ .*（(\d+) 分钟）$`)
	inAppLink    = regexp.MustCompile(`\]\(#(/[^)]*)\)`)
	inAppPath    = regexp.MustCompile(`^/[A-Za-z][A-Za-z0-9/-]*(\?[A-Za-z]+=[A-Za-z0-9-]+)?$`)
	promiseWords = []string{"包录取", "保录取", "保证录取", "确保录取", "百分百录取", "100%录取", "包过",
		"稳上", "一定能录取", "一定录取", "录取率100%"}
)

// Every shipped file parses, with a slug that makes a valid seeded id, a title and summary the
// console would accept, and in-app links of the web app's form, and renders every bold; the
// 升学资讯 and 生涯教案 never word a promise of admission, not even to quote it.
func TestShippedFilesParse(t *testing.T) {
	for _, k := range kinds {
		items, err := k.read()
		if err != nil {
			t.Fatalf("%s: %v", k.name, err)
		}
		if len(items) == 0 {
			t.Fatalf("%s: nothing shipped", k.name)
		}
		for _, it := range items {
			if !seedID.MatchString(k.prefix + it.Slug) {
				t.Errorf("%s/%s: slug %q makes no valid id", k.name, it.File, it.Slug)
			}
			if n := utf8.RuneCountInString(it.Title); n > 80 {
				t.Errorf("%s/%s: title of %d characters", k.name, it.File, n)
			}
			if n := utf8.RuneCountInString(it.Summary); n > 200 {
				t.Errorf("%s/%s: summary of %d characters", k.name, it.File, n)
			}
			if k.name != "pages" && (it.Category == "" || utf8.RuneCountInString(it.Category) > 20) {
				t.Errorf("%s/%s: category %q", k.name, it.File, it.Category)
			}
			for _, m := range inAppLink.FindAllStringSubmatch(it.Body, -1) {
				if !inAppPath.MatchString(m[1]) {
					t.Errorf("%s/%s: in-app link %q", k.name, it.File, m[1])
				}
			}
			// CommonMark closes no bold between a full-width mark and a character ("**吗？**户"):
			// the asterisks would show.
			if html := richtext.HTML(it.Body); strings.Contains(html, "**") {
				t.Errorf("%s/%s: bold left as asterisks: %.80s", k.name, it.File, html[strings.Index(html, "**"):])
			}
			for _, w := range promiseWords {
				if k.strict && strings.Contains(it.Title+it.Summary+it.Body, w) {
					t.Errorf("%s/%s: promises an outcome (%q)", k.name, it.File, w)
				}
			}
		}
	}
}

// The 升学资讯: at least ten articles on paths besides the ordinary batch, in four to six
// categories, each of a readable length, with a summary, pointing to the official sources and
// signed by the editors.
func TestShippedRise(t *testing.T) {
	items, err := content.Rise()
	if err != nil {
		t.Fatal(err)
	}
	if len(items) < 10 {
		t.Fatalf("%d 升学资讯", len(items))
	}
	cats := map[string]int{}
	for _, it := range items {
		cats[it.Category]++
		if it.Summary == "" {
			t.Errorf("%s: no summary", it.File)
		}
		if n := han(it.Body); n < 800 || n > 2000 {
			t.Errorf("%s: %d Chinese characters, want 800–2000", it.File, n)
		}
		if !strings.Contains(it.Body, "阳光高考") && !strings.Contains(it.Body, "教育考试院") {
			t.Errorf("%s: names no official source (阳光高考, the province's 教育考试院)", it.File)
		}
		if !strings.Contains(it.Body, "本文由志愿编辑部撰写") {
			t.Errorf("%s: not signed by the editors", it.File)
		}
	}
	if len(cats) < 4 || len(cats) > 6 {
		t.Errorf("categories %v, want 4–6", cats)
	}
}

// The 生涯教案: at least six lesson plans, each with its periods, goals, preparation, a timed
// procedure whose steps fill its 45-minute periods, discussion questions and homework, and a
// pointer to one of the portal's tools.
func TestShippedTeaching(t *testing.T) {
	items, err := content.Teaching()
	if err != nil {
		t.Fatal(err)
	}
	if len(items) < 6 {
		t.Fatalf("%d 生涯教案", len(items))
	}
	cats := map[string]bool{}
	for _, it := range items {
		cats[it.Category] = true
		if it.Summary == "" {
			t.Errorf("%s: no summary", it.File)
		}
		if n := han(it.Body); n < 800 || n > 2500 {
			t.Errorf("%s: %d Chinese characters, want 800–2500", it.File, n)
		}
		for _, part := range []string{"课时", "教学目标", "课前准备", "教学流程", "分钟", "讨论题", "课后任务"} {
			if !strings.Contains(it.Body, part) {
				t.Errorf("%s: no %s", it.File, part)
			}
		}
		if m := periods.FindStringSubmatch(it.Body); m == nil {
			t.Errorf("%s: no **课时**：N 课时", it.File)
		} else {
			n, _ := strconv.Atoi(m[1])
			sum := 0
			for _, step := range stepMinutes.FindAllStringSubmatch(it.Body, -1) {
				minutes, _ := strconv.Atoi(step[1])
				sum += minutes
			}
			if sum != 45*n {
				t.Errorf("%s: steps of %d minutes in all for %d periods of 45", it.File, sum, n)
			}
		}
		if !inAppLink.MatchString(it.Body) {
			t.Errorf("%s: points to none of the portal's tools", it.File)
		}
	}
	if len(cats) < 4 {
		t.Errorf("categories %v, want at least 4", cats)
	}
}

// The 升学资讯 and 生涯教案 repeat no sentence of some length from another shipped file: each
// is written for itself.
func TestShippedSentencesNotRepeated(t *testing.T) {
	seen := map[string]string{}
	strict := map[string]bool{}
	for _, k := range kinds {
		strict[k.name] = k.strict
		items, err := k.read()
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range items {
			where := k.name + "/" + it.File
			for _, s := range strings.FieldsFunc(it.Body, func(r rune) bool { return strings.ContainsRune("。！？\n", r) }) {
				s = strings.TrimSpace(s)
				if han(s) < 30 {
					continue
				}
				if other, dup := seen[s]; dup && other != where && (k.strict || strict[strings.Split(other, "/")[0]]) {
					t.Errorf("%s repeats a sentence of %s: %q", where, other, s)
				}
				seen[s] = where
			}
		}
	}
}

func han(s string) int {
	n := 0
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			n++
		}
	}
	return n
}
