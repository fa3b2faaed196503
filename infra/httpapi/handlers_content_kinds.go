package httpapi

import (
	"slices"
	"strings"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
	qcontent "zhiyuan/query/content"
)

// The content kinds beyond news and notices: 升学资讯, a college's news and charters, and
// career management's reading (docs/API-CONTENT.md).

func riseList(a *App, c *Call) (any, error)   { return liveList(a, c, events.ContentRise) }
func riseDetail(a *App, c *Call) (any, error) { return liveDetail(a, c, events.ContentRise) }

func collegeNewsList(a *App, c *Call) (any, error) {
	return collegeItems(a, c, events.ContentCollegeNews)
}
func collegeNewsDetail(a *App, c *Call) (any, error) {
	return liveDetail(a, c, events.ContentCollegeNews)
}
func charterList(a *App, c *Call) (any, error)   { return collegeItems(a, c, events.ContentCharter) }
func charterDetail(a *App, c *Call) (any, error) { return liveDetail(a, c, events.ContentCharter) }

// collegeItems answers one college's live items of a kind; the SPEC's college news call pages
// with the query string (pageIndex, pageSize).
func collegeItems(a *App, c *Call, kind string) (any, error) {
	var in struct {
		qcontent.NewsQuery
		CollegeId string
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if err := queryPaging(c, &in.PageIndex, &in.PageSize); err != nil {
		return nil, err
	}
	d, err := a.Colleges.Info(c.Ctx, in.CollegeId)
	if err != nil {
		return nil, err
	}
	in.NewsQuery.CollegeCode = d.CollegeCode
	return a.Content.List(c.Ctx, kind, in.NewsQuery)
}

func bookList(a *App, c *Call) (any, error) { return pagedKind(a, c, events.ContentBook) }
func coursewareList(a *App, c *Call) (any, error) {
	return pagedKind(a, c, events.ContentCourseware)
}
func coursewareDetail(a *App, c *Call) (any, error) {
	return liveDetail(a, c, events.ContentCourseware)
}

// pagedKind is a list call that may page with the query string as the SPEC's career calls do.
func pagedKind(a *App, c *Call, kind string) (any, error) {
	var in qcontent.NewsQuery
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if err := queryPaging(c, &in.PageIndex, &in.PageSize); err != nil {
		return nil, err
	}
	return a.Content.List(c.Ctx, kind, in)
}

// queryPaging reads the paging some SPEC list calls send in the query string (pageIndex,
// pageSize) over the body's.
func queryPaging(c *Call, index, size *int) error {
	q := c.R.URL.Query()
	if err := queryInt(q, "pageIndex", index); err != nil {
		return err
	}
	return queryInt(q, "pageSize", size)
}

// careerContentList and careerContentDetail serve every career kind by name.
func careerContentList(a *App, c *Call) (any, error) {
	var in struct {
		qcontent.NewsQuery
		Kind string
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	kind, err := careerKind(in.Kind)
	if err != nil {
		return nil, err
	}
	return a.Content.List(c.Ctx, kind, in.NewsQuery)
}

func careerContentDetail(a *App, c *Call) (any, error) {
	var in struct{ Kind, Id string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	kind, err := careerKind(in.Kind)
	if err != nil {
		return nil, err
	}
	return a.Content.Detail(c.Ctx, kind, in.Id)
}

func careerKind(k string) (string, error) {
	k = strings.TrimSpace(k)
	if !slices.Contains(events.CareerKinds, k) {
		return "", apperr.Invalid("类别只能是 " + strings.Join(events.CareerKinds, "、"))
	}
	return k, nil
}
