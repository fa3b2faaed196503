package course

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Limits of a course.
const (
	MaxChapters = 50
	MaxLessons  = 300 // in the whole course
	MaxBody     = 50_000
)

var (
	validID   = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{1,63}$`)
	partID    = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,31}$`)
	coverPath = regexp.MustCompile(`^/uploads/[0-9a-f]{32}\.(png|jpg|gif|webp)$`)
	// mediaName is a private upload: a video for video lessons, a PDF for courseware.
	mediaName = map[string]*regexp.Regexp{
		events.LessonVideo: regexp.MustCompile(`^[0-9a-f]{32}\.(mp4|webm)$`),
		events.LessonPDF:   regexp.MustCompile(`^[0-9a-f]{32}\.pdf$`),
	}
)

// Grades a course may be for.
var Grades = []string{"高一", "高二", "高三", "通用"}

// clean trims a course and refuses what could not be shown.
func clean(f events.CourseFields) (events.CourseFields, error) {
	f.Title, f.Category, f.Subject = strings.TrimSpace(f.Title), strings.TrimSpace(f.Category), strings.TrimSpace(f.Subject)
	f.Grade, f.Summary, f.Cover, f.Teacher = strings.TrimSpace(f.Grade), strings.TrimSpace(f.Summary), strings.TrimSpace(f.Cover), strings.TrimSpace(f.Teacher)
	runes := utf8.RuneCountInString
	switch {
	case f.Title == "" || runes(f.Title) > 60:
		return f, apperr.Invalid("课程名称须为 1–60 个字")
	case f.Category == "" || runes(f.Category) > 20:
		return f, apperr.Invalid("请填写课程分类（不超过 20 个字）")
	case runes(f.Subject) > 20:
		return f, apperr.Invalid("学科不能超过 20 个字")
	case f.Grade != "" && !slices.Contains(Grades, f.Grade):
		return f, apperr.Invalid("年级只能是 " + strings.Join(Grades, "、"))
	case runes(f.Summary) > 500:
		return f, apperr.Invalid("课程简介不能超过 500 个字")
	case runes(f.Teacher) > 50:
		return f, apperr.Invalid("主讲不能超过 50 个字")
	case f.Cover != "" && !coverPath.MatchString(f.Cover):
		return f, apperr.Invalid("封面须为本站上传的图片")
	case len(f.Chapters) == 0 || len(f.Chapters) > MaxChapters:
		return f, apperr.Invalid(fmt.Sprintf("课程须有 1–%d 章", MaxChapters))
	}
	ids := map[string]bool{}
	lessons := 0
	for i := range f.Chapters {
		ch := &f.Chapters[i]
		ch.ID, ch.Title = strings.TrimSpace(ch.ID), strings.TrimSpace(ch.Title)
		if !partID.MatchString(ch.ID) || ids["c:"+ch.ID] {
			return f, apperr.Invalid(fmt.Sprintf("第 %d 章的编号不正确或重复", i+1))
		}
		ids["c:"+ch.ID] = true
		if ch.Title == "" || runes(ch.Title) > 60 {
			return f, apperr.Invalid(fmt.Sprintf("第 %d 章的标题须为 1–60 个字", i+1))
		}
		if len(ch.Lessons) == 0 {
			return f, apperr.Invalid(fmt.Sprintf("第 %d 章还没有课时", i+1))
		}
		for j := range ch.Lessons {
			lessons++
			if err := cleanLesson(&ch.Lessons[j], ids, fmt.Sprintf("第 %d 章第 %d 课时", i+1, j+1)); err != nil {
				return f, err
			}
		}
	}
	if lessons > MaxLessons {
		return f, apperr.Invalid(fmt.Sprintf("一门课最多 %d 个课时", MaxLessons))
	}
	return f, nil
}

func cleanLesson(l *events.CourseLesson, ids map[string]bool, where string) error {
	l.ID, l.Title, l.Kind, l.Media, l.Body = strings.TrimSpace(l.ID), strings.TrimSpace(l.Title), strings.TrimSpace(l.Kind),
		strings.TrimSpace(l.Media), strings.TrimSpace(l.Body)
	switch {
	case !partID.MatchString(l.ID) || ids["l:"+l.ID]:
		return apperr.Invalid(where + "的编号不正确或重复")
	case l.Title == "" || utf8.RuneCountInString(l.Title) > 60:
		return apperr.Invalid(where + "的标题须为 1–60 个字")
	case l.Kind != events.LessonVideo && l.Kind != events.LessonText && l.Kind != events.LessonPDF:
		return apperr.Invalid(where + "的类型只能是 video（视频）、text（图文）或 pdf（课件）")
	case l.Kind == events.LessonText && l.Body == "":
		return apperr.Invalid(where + "是图文课时，正文不能为空")
	case l.Kind == events.LessonText && l.Media != "":
		return apperr.Invalid(where + "是图文课时，不带文件")
	case l.Kind != events.LessonText && !mediaName[l.Kind].MatchString(l.Media):
		return apperr.Invalid(where + "须选择上传的" + map[string]string{events.LessonVideo: "视频（MP4 或 WebM）", events.LessonPDF: "PDF 课件"}[l.Kind])
	case utf8.RuneCountInString(l.Body) > MaxBody:
		return apperr.Invalid(where + fmt.Sprintf("的正文不能超过 %d 个字", MaxBody))
	case l.Minutes < 0 || l.Minutes > 600:
		return apperr.Invalid(where + "的时长须在 0 到 600 分钟之间")
	}
	ids["l:"+l.ID] = true
	return nil
}
