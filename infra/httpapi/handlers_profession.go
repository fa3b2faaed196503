package httpapi

import qcatalog "zhiyuan/query/catalog"

func industryList(a *App, c *Call) (any, error) {
	if err := c.Bind(&struct{}{}); err != nil {
		return nil, err
	}
	return a.Professions.Industries(c.Ctx)
}

func industryInfo(a *App, c *Call) (any, error) {
	var in majorIDRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Professions.IndustryInfo(c.Ctx, in.ID)
}

func professionList(a *App, c *Call) (any, error) {
	var in qcatalog.ProfessionListRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Professions.List(c.Ctx, in)
}

func professionSearchByName(a *App, c *Call) (any, error) {
	var in qcatalog.ProfessionNameRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Professions.SearchByName(c.Ctx, in)
}

func professionSearchByInterest(a *App, c *Call) (any, error) {
	var in qcatalog.InterestCodeRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Professions.SearchByInterestCode(c.Ctx, in)
}

func professionInfo(a *App, c *Call) (any, error) {
	var in majorIDRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Professions.Info(c.Ctx, in.ID)
}

func professionHot(a *App, c *Call) (any, error) {
	n, err := bindMajorCount(c)
	if err != nil {
		return nil, err
	}
	return a.Professions.HotList(c.Ctx, n)
}

func professionRecommend(a *App, c *Call) (any, error) {
	var in qcatalog.RecommendRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Professions.RecommendList(c.Ctx, in)
}

func occupationClassTree(a *App, c *Call) (any, error) {
	if err := c.Bind(&struct{}{}); err != nil {
		return nil, err
	}
	return a.Professions.OccupationTree(c.Ctx)
}

func occupationList(a *App, c *Call) (any, error) {
	var in qcatalog.OccupationListRequest
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Professions.OccupationList(c.Ctx, in)
}
