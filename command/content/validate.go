package content

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Field limits, in characters.
const (
	MaxTitle    = 80
	MaxCategory = 20
	MaxSummary  = 200
	MaxSource   = 50
	MaxBody     = 50_000
	MaxURL      = 500
)

var (
	validID   = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{1,63}$`)
	pageCode  = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{1,39}$`)
	coverPath = regexp.MustCompile(`^/uploads/[A-Za-z0-9][A-Za-z0-9._-]*$`)
)

// KindNames name the kinds for messages and the console.
var KindNames = map[string]string{events.ContentNews: "资讯", events.ContentNotice: "公告", events.ContentHelp: "帮助",
	events.ContentPage: "页面", events.ContentRise: "升学资讯", events.ContentCollegeNews: "院校新闻",
	events.ContentCharter: "招生章程", events.ContentBook: "推荐书籍", events.ContentStory: "生涯故事", events.ContentCase: "生涯案例",
	events.ContentStudy: "学能课堂", events.ContentTeaching: "生涯教案", events.ContentCourseware: "生涯课件"}

// defaultCategory fills the category of a kind whose items need none chosen.
var defaultCategory = map[string]string{events.ContentCollegeNews: "院校新闻", events.ContentCharter: "招生章程"}

var collegeCode = regexp.MustCompile(`^[0-9A-Za-z]{4,10}$`)

// clean trims the fields and refuses what a reader could not be shown.
func clean(f events.ContentFields) (events.ContentFields, error) {
	f.Kind, f.Code = strings.TrimSpace(f.Kind), strings.TrimSpace(f.Code)
	f.Category, f.Title, f.Summary = strings.TrimSpace(f.Category), strings.TrimSpace(f.Title), strings.TrimSpace(f.Summary)
	f.Source, f.SourceURL, f.Cover = strings.TrimSpace(f.Source), strings.TrimSpace(f.SourceURL), strings.TrimSpace(f.Cover)
	f.Body, f.CollegeCode = strings.TrimSpace(f.Body), strings.TrimSpace(f.CollegeCode)
	if f.Category == "" {
		f.Category = defaultCategory[f.Kind]
	}
	runes := utf8.RuneCountInString
	college := slices.Contains(events.CollegeKinds, f.Kind)
	switch {
	case !slices.Contains(events.ContentKinds, f.Kind):
		return f, apperr.Invalid("内容类型不正确：只能是 " + strings.Join(events.ContentKinds, "、"))
	case college && !collegeCode.MatchString(f.CollegeCode):
		return f, apperr.Invalid("请选择所属院校")
	case !college && f.CollegeCode != "":
		return f, apperr.Invalid(KindNames[f.Kind] + "不属于某一所院校：请清空所属院校")
	case f.Kind == events.ContentCharter && (f.SourceURL == "" || f.Year == 0):
		return f, apperr.Invalid("招生章程须填写年份和官方原文链接（阳光高考平台或学校招生网）")
	case f.Title == "" || runes(f.Title) > MaxTitle:
		return f, apperr.Invalid(fmt.Sprintf("标题须为 1–%d 个字", MaxTitle))
	case f.Kind != events.ContentPage && (f.Category == "" || runes(f.Category) > MaxCategory):
		return f, apperr.Invalid(fmt.Sprintf("请选择栏目（不超过 %d 个字）", MaxCategory))
	case runes(f.Category) > MaxCategory:
		return f, apperr.Invalid(fmt.Sprintf("栏目不能超过 %d 个字", MaxCategory))
	case f.Body == "":
		return f, apperr.Invalid("正文不能为空")
	case runes(f.Body) > MaxBody:
		return f, apperr.Invalid(fmt.Sprintf("正文不能超过 %d 个字", MaxBody))
	case runes(f.Summary) > MaxSummary:
		return f, apperr.Invalid(fmt.Sprintf("摘要不能超过 %d 个字", MaxSummary))
	case runes(f.Source) > MaxSource:
		return f, apperr.Invalid(fmt.Sprintf("来源不能超过 %d 个字", MaxSource))
	case f.SourceURL != "" && !webURL(f.SourceURL):
		return f, apperr.Invalid("来源链接须为 http:// 或 https:// 开头的网址")
	case f.Cover != "" && !coverPath.MatchString(f.Cover):
		return f, apperr.Invalid("封面须为本站上传的图片")
	case f.Kind == events.ContentPage && !pageCode.MatchString(f.Code):
		return f, apperr.Invalid("页面代码须为 2–40 位小写字母、数字或连字符")
	case f.Year != 0 && (f.Year < 2000 || f.Year > 2100):
		return f, apperr.Invalid("年份不正确")
	case f.Order < 0 || f.Order > 9999:
		return f, apperr.Invalid("排序须在 0 到 9999 之间")
	case len(f.Provinces) > 34:
		return f, apperr.Invalid("省份过多")
	}
	seen := map[int]bool{}
	for _, p := range f.Provinces {
		if _, ok := data.ProvinceByID(p); !ok || seen[p] {
			return f, apperr.Invalid(fmt.Sprintf("省份代码不正确：%d", p))
		}
		seen[p] = true
	}
	slices.Sort(f.Provinces)
	if f.Kind != events.ContentPage && f.Code != "" && !validID.MatchString(f.Code) {
		return f, apperr.Invalid("代码须为小写字母、数字或连字符")
	}
	return f, nil
}

func webURL(s string) bool {
	if len(s) > MaxURL {
		return false
	}
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}
