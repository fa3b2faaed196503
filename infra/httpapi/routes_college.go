package httpapi

// collegeRoutes are the college, school, Data and Options endpoints (docs/API-CATALOG.md).
var collegeRoutes = []Route{}
