package httpapi

import (
	"zhiyuan/events"
	qcontent "zhiyuan/query/content"
)

func newsCategoryList(a *App, c *Call) (any, error) {
	var in struct{ ExamProvinceId int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Content.Categories(c.Ctx, events.ContentNews, in.ExamProvinceId)
}

func newsList(a *App, c *Call) (any, error)   { return liveList(a, c, events.ContentNews) }
func noticeList(a *App, c *Call) (any, error) { return liveList(a, c, events.ContentNotice) }

func liveList(a *App, c *Call, kind string) (any, error) {
	var in qcontent.NewsQuery
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Content.List(c.Ctx, kind, in)
}

func newsDetail(a *App, c *Call) (any, error)   { return liveDetail(a, c, events.ContentNews) }
func noticeDetail(a *App, c *Call) (any, error) { return liveDetail(a, c, events.ContentNotice) }

func liveDetail(a *App, c *Call, kind string) (any, error) {
	var in struct{ Id string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Content.Detail(c.Ctx, kind, in.Id)
}

func contentDetail(a *App, c *Call) (any, error) {
	var in struct{ Code string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Content.Page(c.Ctx, in.Code)
}

func helpCategoryList(a *App, c *Call) (any, error) {
	return a.Content.Categories(c.Ctx, events.ContentHelp, 0)
}

func helpList(a *App, c *Call) (any, error) {
	var in qcontent.HelpQuery
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Content.HelpList(c.Ctx, in)
}

func helpTopList(a *App, c *Call) (any, error) { return a.Content.HelpTop(c.Ctx) }

func helpDetail(a *App, c *Call) (any, error) {
	var in struct{ Id string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Content.HelpDetail(c.Ctx, in.Id)
}

// addNewsInfoCount counts one read of a news item, notice or help answer.
func addNewsInfoCount(a *App, c *Call) (any, error) {
	var in struct{ Id string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	counted, err := a.ContentCmd.View(c.Ctx, c.Meta, in.Id)
	return map[string]bool{"Counted": counted}, err
}

func friendLinkList(a *App, c *Call) (any, error) {
	return a.SiteConfig.Section(c.Ctx, "FriendLinkList")
}
