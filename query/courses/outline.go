package courses

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/richtext"
)

// LessonItem is a lesson in a course's outline: whether the reader may open it, not its content.
type LessonItem struct {
	Id, Title, Kind string
	Minutes         int
	Free            bool // open to everyone (the course's preview, or a course without members' lessons)
	Locked          bool // the reader needs membership for it
	Views           int64
}

// Chapter is a chapter of the outline.
type Chapter struct {
	Id, Title string
	Lessons   []LessonItem
}

// Detail is a course with its outline, as the reader may use it.
type Detail struct {
	Item
	Chapters   []Chapter
	HasMembers bool // the reader holds the COURSES right
}

// Detail answers a live course; member says whether the reader holds the courses right.
func (h *Handler) Detail(ctx context.Context, id string, member bool) (Detail, error) {
	r, ok, err := h.rm.LiveOne(ctx, strings.TrimSpace(id))
	if err != nil || !ok {
		return Detail{}, orNotFound(err)
	}
	views, err := h.rm.LessonViews(ctx, r.ID)
	if err != nil {
		return Detail{}, err
	}
	d := Detail{Item: item(r), Chapters: []Chapter{}, HasMembers: member}
	for _, ch := range r.Fields.Chapters {
		c := Chapter{Id: ch.ID, Title: ch.Title, Lessons: []LessonItem{}}
		for _, l := range ch.Lessons {
			free := open(r.Fields, l)
			c.Lessons = append(c.Lessons, LessonItem{Id: l.ID, Title: l.Title, Kind: l.Kind, Minutes: l.Minutes, Free: free,
				Locked: !free && !member, Views: views[l.ID]})
		}
		d.Chapters = append(d.Chapters, c)
	}
	return d, nil
}

// Lesson is one lesson's content: Html for its text or notes, Media the private file (the
// HTTP layer turns it into a signed address).
type Lesson struct {
	CourseId, CourseTitle string
	LessonItem
	Html  string
	Media string `json:"-"`
}

// Lesson answers a lesson to a reader who may see it: a free one to anyone, a members' one to
// a member (apperr.MembersOnly otherwise, and 112 to a visitor who is not signed in).
func (h *Handler) Lesson(ctx context.Context, courseID, lessonID string, signedIn, member bool) (Lesson, error) {
	r, ok, err := h.rm.LiveOne(ctx, strings.TrimSpace(courseID))
	if err != nil || !ok {
		return Lesson{}, orNotFound(err)
	}
	lessonID = strings.TrimSpace(lessonID)
	for _, ch := range r.Fields.Chapters {
		for _, l := range ch.Lessons {
			if l.ID != lessonID {
				continue
			}
			free := open(r.Fields, l)
			switch {
			case !free && !signedIn:
				return Lesson{}, apperr.LoginRequired()
			case !free && !member:
				return Lesson{}, apperr.MembersOnly(MembersMessage, events.RightCourses)
			}
			out := Lesson{CourseId: r.ID, CourseTitle: r.Fields.Title, LessonItem: LessonItem{Id: l.ID, Title: l.Title,
				Kind: l.Kind, Minutes: l.Minutes, Free: free}, Media: l.Media}
			if l.Body != "" {
				out.Html = richtext.HTML(l.Body)
			}
			return out, nil
		}
	}
	return Lesson{}, apperr.NotFound("课时不存在")
}

func orNotFound(err error) error {
	if err != nil {
		return err
	}
	return errNoCourse
}
