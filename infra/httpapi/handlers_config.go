package httpapi

func webConfig(a *App, c *Call) (any, error) {
	waitFor(a, c, "siteconfig")
	a.Waiter.WaitFor(c.Ctx, "siteconfig", a.ConfigPosition)
	return a.SiteConfig.WebConfig(c.Ctx)
}

func adList(a *App, c *Call) (any, error) {
	var in struct{ AdPositionId int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	raw, err := a.SiteConfig.Section(c.Ctx, "AdList")
	if err != nil {
		return nil, err
	}
	return filterAds(raw, in.AdPositionId)
}

func scriptInjectList(a *App, c *Call) (any, error) {
	return a.SiteConfig.Section(c.Ctx, "ScriptInjectList")
}

func toolBoxList(a *App, c *Call) (any, error) { return a.SiteConfig.Section(c.Ctx, "ToolBox") }
