package httpapi

// catalogRoutes are the catalogue's query endpoints (docs/API-CATALOG.md).
var catalogRoutes = []Route{}
