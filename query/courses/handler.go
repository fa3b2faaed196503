// Package courses answers the online courses: the catalogue of live courses, a course's outline
// (which lessons are open to the reader), one lesson's content for a reader allowed to see it,
// and every course, drafts included, to the operators' console.
package courses

import (
	"context"
	"time"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/query/operators"
)

// Row is a live course as the read model holds it.
type Row struct {
	ID          string
	Fields      events.CourseFields
	PublishedAt time.Time
	Views       int64 // all lessons together
}

// Filter selects live courses.
type Filter struct {
	Category, Subject, Grade, Keyword string
	FreeOnly                          bool // courses with at least one free lesson
	Offset, Limit                     int
}

// Facet is a value of a field with its number of live courses.
type Facet struct {
	Name  string
	Count int
}

// Facets are the categories, subjects and grades of the live courses.
type Facets struct{ Categories, Subjects, Grades []Facet }

// ConsoleRow is a course as the console sees it.
type ConsoleRow struct {
	Id, State, Note, UpdatedBy string
	Live                       bool
	Version                    int
	UpdatedAt                  time.Time
	PublishedAt                *time.Time
	Draft                      events.CourseFields `json:"-"`
}

// ReadModel is what the handler reads.
type ReadModel interface {
	Live(ctx context.Context, f Filter) ([]Row, int, error)
	LiveOne(ctx context.Context, id string) (Row, bool, error)
	LessonViews(ctx context.Context, courseID string) (map[string]int64, error)
	Facets(ctx context.Context) (Facets, error)
	Courses(ctx context.Context, state, keyword string, offset, limit int) ([]ConsoleRow, int, error)
	Course(ctx context.Context, id string) (ConsoleRow, bool, error)
}

// Roles reads an operator's roles (the content read model holds them).
type Roles = operators.Roles

type Handler struct {
	rm    ReadModel
	roles Roles
}

func NewHandler(rm ReadModel, roles Roles) *Handler { return &Handler{rm: rm, roles: roles} }

var errNoCourse = apperr.NotFound("课程不存在或已下线")

// MembersMessage is what a locked lesson answers.
const MembersMessage = "这是会员课时：开通会员后可以学习全部课时，每门课的试看课时对所有人开放"
