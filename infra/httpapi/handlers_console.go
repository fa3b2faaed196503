package httpapi

import (
	"encoding/json"
	"slices"
	"strings"
	"time"

	"zhiyuan/command/siteconfig"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	qcontent "zhiyuan/query/content"
)

// The operators' console (/admin): every call checks the caller's roles on the server; the
// command side from the log, the query side from the read model.

func adminMe(a *App, c *Call) (any, error) {
	roles, err := a.Content.Operator(c.Ctx, c.UserID)
	if err != nil {
		return nil, err
	}
	return map[string]any{"UserId": c.UserID, "Roles": roles, "Review": a.ContentCmd.Review,
		"Kinds": events.ContentKinds, "Sections": consoleSections}, nil
}

func adminContentList(a *App, c *Call) (any, error) {
	var in qcontent.ConsoleQuery
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "content")
	return a.Content.ConsoleList(c.Ctx, c.UserID, in)
}

func adminContentDetail(a *App, c *Call) (any, error) {
	var in struct{ Id string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "content")
	return a.Content.ConsoleItem(c.Ctx, c.UserID, in.Id)
}

func adminPreview(a *App, c *Call) (any, error) {
	var in struct{ Body string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	html, err := a.Content.Preview(c.Ctx, c.UserID, in.Body)
	return map[string]string{"Html": html}, err
}

func adminOperators(a *App, c *Call) (any, error) { return a.Content.Operators(c.Ctx, c.UserID) }

type contentIn struct {
	Id        string
	Version   int
	Kind      string
	Code      string
	Category  string
	Title     string
	Summary   string
	Body      string
	Source    string
	SourceUrl string
	Cover     string
	Provinces []int
	Year      int
	Top       bool
	Order     int
	CollegeId string // a college's news or charter: the college's national code
}

func adminSaveContent(a *App, c *Call) (any, error) {
	var in contentIn
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	college := ""
	if strings.TrimSpace(in.CollegeId) != "" { // a real college, named as the catalogue names it
		d, err := a.Colleges.Info(c.Ctx, in.CollegeId)
		if err != nil {
			return nil, err
		}
		college = d.CollegeCode
	}
	return a.ContentCmd.Save(c.Ctx, c.Meta, strings.TrimSpace(in.Id), in.Version, events.ContentFields{Kind: in.Kind, Code: in.Code,
		Category: in.Category, Title: in.Title, Summary: in.Summary, Body: in.Body, Source: in.Source, SourceURL: in.SourceUrl,
		Cover: in.Cover, Provinces: in.Provinces, Year: in.Year, Top: in.Top, Order: in.Order, CollegeCode: college})
}

type stepIn struct {
	Id      string
	Version int
	Reason  string
	At      string // PublishContent: "" now, else RFC 3339 or "2006-01-02 15:04" Beijing time
}

func bindStep(c *Call) (stepIn, error) {
	var in stepIn
	err := c.Bind(&in)
	in.Id = strings.TrimSpace(in.Id)
	return in, err
}

func adminSubmitContent(a *App, c *Call) (any, error) {
	in, err := bindStep(c)
	if err != nil {
		return nil, err
	}
	return a.ContentCmd.Submit(c.Ctx, c.Meta, in.Id, in.Version)
}

func adminReturnContent(a *App, c *Call) (any, error) {
	in, err := bindStep(c)
	if err != nil {
		return nil, err
	}
	return a.ContentCmd.Return(c.Ctx, c.Meta, in.Id, in.Version, in.Reason)
}

func adminPublishContent(a *App, c *Call) (any, error) {
	in, err := bindStep(c)
	if err != nil {
		return nil, err
	}
	var at time.Time
	if s := strings.TrimSpace(in.At); s != "" {
		if at, err = parseBeijing(s); err != nil {
			return nil, err
		}
	}
	return a.ContentCmd.Publish(c.Ctx, c.Meta, in.Id, in.Version, at)
}

func adminWithdrawContent(a *App, c *Call) (any, error) {
	in, err := bindStep(c)
	if err != nil {
		return nil, err
	}
	return a.ContentCmd.Withdraw(c.Ctx, c.Meta, in.Id, in.Version, in.Reason)
}

// consoleSections are the site configuration's lists the console edits (admins only).
var consoleSections = []string{"AdList", "FriendLinkList", "ToolBox", "HeadMenuList", "BottomMenuList", "ScriptInjectList", "ModuleList"}

func adminSiteSection(a *App, c *Call) (any, error) {
	var in struct{ Name string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if _, err := a.Content.Operator(c.Ctx, c.UserID); err != nil {
		return nil, err
	}
	if !slices.Contains(consoleSections, in.Name) {
		return nil, apperr.Invalid("未知配置项：" + in.Name)
	}
	waitFor(a, c, "siteconfig")
	return a.SiteConfig.Section(c.Ctx, in.Name)
}

func adminSaveSiteSection(a *App, c *Call) (any, error) {
	var in struct {
		Name  string
		Value json.RawMessage
		// The value the operator started from (Admin/SiteSection's answer): a section changed
		// meanwhile answers a conflict instead of being overwritten.
		Base json.RawMessage
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if err := a.Operators.Need(c.Ctx, c.UserID, events.RoleAdmin); err != nil {
		return nil, err
	}
	if !slices.Contains(consoleSections, in.Name) {
		return nil, apperr.Invalid("未知配置项：" + in.Name)
	}
	return a.Site.ReplaceSectionFrom(c.Ctx, c.Meta, in.Name, in.Base, in.Value)
}

func adminSetSiteParam(a *App, c *Call) (any, error) {
	var in struct{ Key, Value string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if err := a.Operators.Need(c.Ctx, c.UserID, events.RoleAdmin); err != nil {
		return nil, err
	}
	if !slices.Contains(siteconfig.ParamKeys, in.Key) {
		return nil, apperr.Invalid("未知参数：" + in.Key)
	}
	return a.Site.SetParam(c.Ctx, c.Meta, in.Key, in.Value)
}
