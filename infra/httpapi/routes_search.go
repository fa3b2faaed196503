package httpapi

// searchRoutes are the keyword-search endpoints (docs/API-CATALOG.md, Search).
var searchRoutes = []Route{}
