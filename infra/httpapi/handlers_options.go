package httpapi

// The Data and Options lists of the university filter panel and the selects.

func collegeQueryParameter(a *App, c *Call) (any, error) { return a.Colleges.QueryParameter(), nil }

func collegeTagList(a *App, c *Call) (any, error) { return a.Colleges.TagList(), nil }

func provinceOptions(a *App, c *Call) (any, error) { return a.Colleges.Provinces(), nil }

func areaTree(a *App, c *Call) (any, error) { return a.Colleges.AreaTree(c.Ctx) }

func areaOptions(a *App, c *Call) (any, error) {
	var in struct{ ProvinceId int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Colleges.AreaOptions(c.Ctx, in.ProvinceId)
}

func schoolOptions(a *App, c *Call) (any, error) {
	var in struct{ Name string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Colleges.SchoolOptions(c.Ctx, in.Name)
}
