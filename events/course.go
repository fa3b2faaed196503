package events

import "strings"

// CourseStream holds one online course: its drafts, publications and withdrawals.
func CourseStream(id string) string { return "course-" + id }

// LessonViewStream holds one view of a lesson (Web/AddVideoCount), one stream per view as
// content reads are.
func LessonViewStream(viewID string) string { return "lessonview-" + viewID }

// IsLessonViewStream tells a lesson view's stream apart.
func IsLessonViewStream(streamID string) bool { return strings.HasPrefix(streamID, "lessonview-") }

// Lesson kinds: a video, a Markdown text, or a PDF courseware file.
const (
	LessonVideo = "video"
	LessonText  = "text"
	LessonPDF   = "pdf"
)

// CourseLesson is one lesson. Media names an uploaded private file (a video or a PDF), served
// only through signed addresses; Free lessons are the course's preview, open to everyone.
type CourseLesson struct {
	ID      string `json:"id"`
	Title   string `json:"title"`
	Kind    string `json:"kind"`
	Media   string `json:"media,omitempty"`
	Body    string `json:"body,omitempty"` // Markdown: a text lesson, or notes under a video
	Minutes int    `json:"minutes,omitempty"`
	Free    bool   `json:"free,omitempty"`
}

// CourseChapter groups lessons.
type CourseChapter struct {
	ID      string         `json:"id"`
	Title   string         `json:"title"`
	Lessons []CourseLesson `json:"lessons"`
}

// CourseFields are a course's editable fields, saved whole with every revision. Members: the
// lessons that are not free need the COURSES right; otherwise every lesson is open.
type CourseFields struct {
	Title    string          `json:"title"`
	Category string          `json:"category"` // 志愿填报, 生涯规划, 学科学习 …
	Subject  string          `json:"subject,omitempty"`
	Grade    string          `json:"grade,omitempty"` // 高一, 高二, 高三, 通用
	Summary  string          `json:"summary,omitempty"`
	Cover    string          `json:"cover,omitempty"`
	Teacher  string          `json:"teacher,omitempty"` // who teaches it, as the course presents them
	Members  bool            `json:"members,omitempty"`
	Chapters []CourseChapter `json:"chapters"`
}

// CourseDrafted saves a revision; CoursePublished puts the revision live (whole, as readers
// see it); CourseWithdrawn takes the course off the site.
type CourseDrafted struct {
	ID string `json:"id"`
	CourseFields
}

type CoursePublished struct {
	ID string `json:"id"`
	CourseFields
}

type CourseWithdrawn struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

// LessonViewed counts one view of a lesson.
type LessonViewed struct {
	CourseID string `json:"course_id"`
	LessonID string `json:"lesson_id"`
}

func (CourseDrafted) EventType() string   { return "course.drafted" }
func (CoursePublished) EventType() string { return "course.published" }
func (CourseWithdrawn) EventType() string { return "course.withdrawn" }
func (LessonViewed) EventType() string    { return "course.lesson_viewed" }

func registerCourse(r *Registry) {
	r.Register(CourseDrafted{}, 1)
	r.Register(CoursePublished{}, 1)
	r.Register(CourseWithdrawn{}, 1)
	r.Register(LessonViewed{}, 1)
}
