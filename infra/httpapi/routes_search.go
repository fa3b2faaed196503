package httpapi

import qsearch "zhiyuan/query/search"

// searchRoutes are the keyword-search endpoints (docs/API-CATALOG.md, Search).
var searchRoutes = []Route{
	{"/api/Search/Query", QuerySide, false, searchQuery},
}

func searchQuery(a *App, c *Call) (any, error) {
	var req qsearch.Request
	if err := c.Bind(&req); err != nil {
		return nil, err
	}
	return a.Search.Query(c.Ctx, req)
}
