package course_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"zhiyuan/events"
)

// chapters is n chapters of per lessons each, all text lessons.
func chapters(n, per int) []events.CourseChapter {
	out := make([]events.CourseChapter, n)
	for i := range out {
		out[i] = events.CourseChapter{ID: fmt.Sprintf("c%d", i), Title: fmt.Sprintf("第%d章", i+1)}
		for j := 0; j < per; j++ {
			out[i].Lessons = append(out[i].Lessons, events.CourseLesson{ID: fmt.Sprintf("l%d-%d", i, j), Title: "课时", Kind: events.LessonText, Body: "正文"})
		}
	}
	return out
}

// When an editor saves a course, then its fields are checked: the first fault is the answer, and
// a course that passes is drafted as sent.
func TestSaveChecksFields(t *testing.T) {
	t.Parallel()
	const first = "第 1 章第 1 课时"
	lesson := func(edit func(*events.CourseLesson)) func(*events.CourseFields) {
		return func(f *events.CourseFields) { edit(&f.Chapters[0].Lessons[0]) }
	}
	for _, c := range []struct {
		name    string
		edit    func(*events.CourseFields)
		wantErr string // "" : saved
	}{
		{name: "no title", edit: func(f *events.CourseFields) { f.Title = " " }, wantErr: "课程名称须为 1–60 个字"},
		{name: "a title of 60 characters", edit: func(f *events.CourseFields) { f.Title = runes(60) }},
		{name: "a title of 61 characters", edit: func(f *events.CourseFields) { f.Title = runes(61) }, wantErr: "课程名称须为 1–60 个字"},
		{name: "no category", edit: func(f *events.CourseFields) { f.Category = "" }, wantErr: "请填写课程分类（不超过 20 个字）"},
		{name: "a category of 21 characters", edit: func(f *events.CourseFields) { f.Category = runes(21) }, wantErr: "请填写课程分类（不超过 20 个字）"},
		{name: "a subject of 21 characters", edit: func(f *events.CourseFields) { f.Subject = runes(21) }, wantErr: "学科不能超过 20 个字"},
		{name: "no grade", edit: func(f *events.CourseFields) { f.Grade = "" }},
		{name: "a grade of 初中", edit: func(f *events.CourseFields) { f.Grade = "初三" }, wantErr: "年级只能是 高一、高二、高三、通用"},
		{name: "a summary of 501 characters", edit: func(f *events.CourseFields) { f.Summary = runes(501) }, wantErr: "课程简介不能超过 500 个字"},
		{name: "a teacher of 51 characters", edit: func(f *events.CourseFields) { f.Teacher = runes(51) }, wantErr: "主讲不能超过 50 个字"},
		{name: "no cover", edit: func(f *events.CourseFields) { f.Cover = "" }},
		{name: "a cover from elsewhere", edit: func(f *events.CourseFields) { f.Cover = "https://example.com/a.png" }, wantErr: "封面须为本站上传的图片"},
		{name: "a cover that is no image", edit: func(f *events.CourseFields) { f.Cover = "/uploads/00112233445566778899aabbccddeeff.pdf" },
			wantErr: "封面须为本站上传的图片"},
		{name: "no chapter", edit: func(f *events.CourseFields) { f.Chapters = nil }, wantErr: "课程须有 1–50 章"},
		{name: "50 chapters", edit: func(f *events.CourseFields) { f.Chapters = chapters(50, 1) }},
		{name: "51 chapters", edit: func(f *events.CourseFields) { f.Chapters = chapters(51, 1) }, wantErr: "课程须有 1–50 章"},
		{name: "300 lessons", edit: func(f *events.CourseFields) { f.Chapters = chapters(50, 6) }},
		{name: "301 lessons in 43 chapters", edit: func(f *events.CourseFields) { f.Chapters = chapters(43, 7) }, wantErr: "一门课最多 300 个课时"},
		{name: "a chapter id in capitals", edit: func(f *events.CourseFields) { f.Chapters[0].ID = "C1" }, wantErr: "第 1 章的编号不正确或重复"},
		{name: "a chapter id twice", edit: func(f *events.CourseFields) {
			f.Chapters = append(f.Chapters, chapters(1, 1)...)
			f.Chapters[1].ID = "c1"
		}, wantErr: "第 2 章的编号不正确或重复"},
		{name: "a chapter without a title", edit: func(f *events.CourseFields) { f.Chapters[0].Title = "" }, wantErr: "第 1 章的标题须为 1–60 个字"},
		{name: "a chapter without lessons", edit: func(f *events.CourseFields) { f.Chapters[0].Lessons = nil }, wantErr: "第 1 章还没有课时"},
		{name: "a lesson id twice, across chapters", edit: func(f *events.CourseFields) {
			f.Chapters = append(f.Chapters, chapters(1, 1)...)
			f.Chapters[1].Lessons[0].ID = "l2"
		}, wantErr: "第 2 章第 1 课时的编号不正确或重复"},
		{name: "a lesson may share its chapter's id", edit: lesson(func(l *events.CourseLesson) { l.ID = "c1" })},
		{name: "a lesson id of 33 characters", edit: lesson(func(l *events.CourseLesson) { l.ID = strings.Repeat("a", 33) }),
			wantErr: first + "的编号不正确或重复"},
		{name: "a lesson without a title", edit: lesson(func(l *events.CourseLesson) { l.Title = "" }), wantErr: first + "的标题须为 1–60 个字"},
		{name: "an audio lesson", edit: lesson(func(l *events.CourseLesson) { l.Kind = "audio" }),
			wantErr: first + "的类型只能是 video（视频）、text（图文）或 pdf（课件）"},
		{name: "a text lesson without a body", edit: lesson(func(l *events.CourseLesson) { l.Kind, l.Media, l.Body = events.LessonText, "", " " }),
			wantErr: first + "是图文课时，正文不能为空"},
		{name: "a text lesson with a file", edit: lesson(func(l *events.CourseLesson) { l.Kind = events.LessonText }),
			wantErr: first + "是图文课时，不带文件"},
		{name: "a video lesson with a PDF", edit: lesson(func(l *events.CourseLesson) { l.Media = pdf }),
			wantErr: first + "须选择上传的视频（MP4 或 WebM）"},
		{name: "a video lesson with a WebM", edit: lesson(func(l *events.CourseLesson) { l.Media = "0123456789abcdef0123456789abcdef.webm" })},
		{name: "a video lesson without a file", edit: lesson(func(l *events.CourseLesson) { l.Media = "" }),
			wantErr: first + "须选择上传的视频（MP4 或 WebM）"},
		{name: "a PDF lesson with a video", edit: lesson(func(l *events.CourseLesson) { l.Kind = events.LessonPDF }),
			wantErr: first + "须选择上传的PDF 课件"},
		{name: "a body of 50000 characters", edit: lesson(func(l *events.CourseLesson) { l.Body = runes(50_000) })},
		{name: "a body of 50001 characters", edit: lesson(func(l *events.CourseLesson) { l.Body = runes(50_001) }),
			wantErr: first + "的正文不能超过 50000 个字"},
		{name: "600 minutes", edit: lesson(func(l *events.CourseLesson) { l.Minutes = 600 })},
		{name: "601 minutes", edit: lesson(func(l *events.CourseLesson) { l.Minutes = 601 }), wantErr: first + "的时长须在 0 到 600 分钟之间"},
		{name: "negative minutes", edit: lesson(func(l *events.CourseLesson) { l.Minutes = -1 }), wantErr: first + "的时长须在 0 到 600 分钟之间"},
		{name: "the third lesson is named in the answer", edit: func(f *events.CourseFields) { f.Chapters[0].Lessons[2].Body = "" },
			wantErr: "第 1 章第 3 课时是图文课时，正文不能为空"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := setup(t, true)
			f := fields()
			c.edit(&f)
			res, err := svc.Save(context.Background(), as(editor), id, 0, f)
			var then []events.Event
			if c.wantErr == "" {
				want := fields() // an independent copy, edited the same way
				c.edit(&want)
				then = []events.Event{events.CourseDrafted{ID: id, CourseFields: want}}
			}
			check(t, sc, id, 0, editor, res, err, c.wantErr, then)
		})
	}
}
