package httpapi

import (
	"strings"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
	qcourses "zhiyuan/query/courses"
)

// reader is the signed-in reader of a public call, if any, and whether they hold the courses right.
func reader(a *App, c *Call) (signedIn, member bool, err error) {
	if c.Token == "" {
		return false, false, nil
	}
	s, err := a.Auth.Authenticate(c.Ctx, c.Token)
	if err != nil {
		return false, false, nil // an expired token reads as a visitor
	}
	c.UserID = s.UserID
	waitFor(a, c, "membership")
	member, err = a.Members.Has(c.Ctx, s.UserID, events.RightCourses)
	return true, member, err
}

func courseList(freeOnly bool) func(a *App, c *Call) (any, error) {
	return func(a *App, c *Call) (any, error) {
		var in qcourses.ListIn
		if err := c.Bind(&in); err != nil {
			return nil, err
		}
		if err := queryPaging(c, &in.PageIndex, &in.PageSize); err != nil {
			return nil, err
		}
		return a.Courses.List(c.Ctx, in, freeOnly)
	}
}

type facetOut struct {
	Id, CategoryName string
	Count            int
}

func facetsOf(list []qcourses.Facet) []facetOut {
	out := make([]facetOut, 0, len(list))
	for _, f := range list {
		out = append(out, facetOut{Id: f.Name, CategoryName: f.Name, Count: f.Count})
	}
	return out
}

func courseCategories(a *App, c *Call) (any, error) {
	f, err := a.Courses.Facets(c.Ctx)
	return facetsOf(f.Categories), err
}

func courseSubjects(a *App, c *Call) (any, error) {
	f, err := a.Courses.Facets(c.Ctx)
	return facetsOf(f.Subjects), err
}

func courseGrades(a *App, c *Call) (any, error) {
	f, err := a.Courses.Facets(c.Ctx)
	return facetsOf(f.Grades), err
}

func courseInfo(a *App, c *Call) (any, error) {
	var in struct{ Id string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	_, member, err := reader(a, c)
	if err != nil {
		return nil, err
	}
	return a.Courses.Detail(c.Ctx, in.Id, member)
}

func courseCatalogue(a *App, c *Call) (any, error) {
	d, err := courseInfo(a, c)
	if err != nil {
		return nil, err
	}
	return d.(qcourses.Detail).Chapters, nil
}

// lessonDetail answers a lesson open to the reader, its file at an address signed for them.
func lessonDetail(a *App, c *Call) (any, error) {
	var in struct{ CourseId, LessonId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	signedIn, member, err := reader(a, c)
	if err != nil {
		return nil, err
	}
	l, err := a.Courses.Lesson(c.Ctx, in.CourseId, in.LessonId, signedIn, member)
	if err != nil {
		return nil, err
	}
	out := struct {
		qcourses.Lesson
		MediaUrl string
	}{Lesson: l}
	if l.Media != "" && a.Media != nil {
		// The address names the signed-in reader and their browser gets the cookie that plays
		// it; a visitor gets an address for anyone, which only a lesson open to everyone has.
		if !l.Free && c.UserID == "" {
			return nil, apperr.LoginRequired()
		}
		out.MediaUrl = a.Media.URL(l.Media, c.UserID)
		if c.UserID != "" {
			c.SetCookie(a.Media.Cookie(c.UserID, a.Auth.Hash(c.Token), c.R))
		}
	}
	return out, nil
}

func addVideoCount(a *App, c *Call) (any, error) {
	var in struct{ CourseId, LessonId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	counted, err := a.CourseCmd.View(c.Ctx, c.Meta, strings.TrimSpace(in.CourseId), strings.TrimSpace(in.LessonId))
	return map[string]bool{"Counted": counted}, err
}

func adminCourseList(a *App, c *Call) (any, error) {
	var in qcourses.ConsoleIn
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "courses")
	return a.Courses.ConsoleList(c.Ctx, c.UserID, in)
}

func adminCourseDetail(a *App, c *Call) (any, error) {
	var in struct{ Id string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "courses")
	return a.Courses.ConsoleDetail(c.Ctx, c.UserID, in.Id)
}

func adminSaveCourse(a *App, c *Call) (any, error) {
	var in struct {
		Id      string
		Version int
		Course  qcourses.Body
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.CourseCmd.Save(c.Ctx, c.Meta, strings.TrimSpace(in.Id), in.Version, in.Course.Fields())
}

func adminPublishCourse(a *App, c *Call) (any, error) {
	var in struct {
		Id      string
		Version int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.CourseCmd.Publish(c.Ctx, c.Meta, strings.TrimSpace(in.Id), in.Version)
}

func adminWithdrawCourse(a *App, c *Call) (any, error) {
	var in struct {
		Id, Reason string
		Version    int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.CourseCmd.Withdraw(c.Ctx, c.Meta, strings.TrimSpace(in.Id), in.Version, in.Reason)
}
