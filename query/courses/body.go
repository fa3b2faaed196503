package courses

import "zhiyuan/events"

// Body is a course's editable revision in the API's shape (Admin/SaveCourse takes it,
// Admin/CourseDetail answers it).
type Body struct {
	Title, Category, Subject, Grade, Summary, Cover, Teacher string
	Members                                                  bool
	Chapters                                                 []ChapterBody
}

type ChapterBody struct {
	Id, Title string
	Lessons   []LessonBody
}

type LessonBody struct {
	Id, Title, Kind, Media, Body string
	Minutes                      int
	Free                         bool
}

// BodyOf is a revision in the API's shape.
func BodyOf(f events.CourseFields) Body {
	b := Body{Title: f.Title, Category: f.Category, Subject: f.Subject, Grade: f.Grade, Summary: f.Summary, Cover: f.Cover,
		Teacher: f.Teacher, Members: f.Members, Chapters: []ChapterBody{}}
	for _, ch := range f.Chapters {
		c := ChapterBody{Id: ch.ID, Title: ch.Title, Lessons: []LessonBody{}}
		for _, l := range ch.Lessons {
			c.Lessons = append(c.Lessons, LessonBody{Id: l.ID, Title: l.Title, Kind: l.Kind, Media: l.Media, Body: l.Body,
				Minutes: l.Minutes, Free: l.Free})
		}
		b.Chapters = append(b.Chapters, c)
	}
	return b
}

// Fields is the API's shape as the command takes it.
func (b Body) Fields() events.CourseFields {
	f := events.CourseFields{Title: b.Title, Category: b.Category, Subject: b.Subject, Grade: b.Grade, Summary: b.Summary,
		Cover: b.Cover, Teacher: b.Teacher, Members: b.Members}
	for _, ch := range b.Chapters {
		c := events.CourseChapter{ID: ch.Id, Title: ch.Title}
		for _, l := range ch.Lessons {
			c.Lessons = append(c.Lessons, events.CourseLesson{ID: l.Id, Title: l.Title, Kind: l.Kind, Media: l.Media, Body: l.Body,
				Minutes: l.Minutes, Free: l.Free})
		}
		f.Chapters = append(f.Chapters, c)
	}
	return f
}
