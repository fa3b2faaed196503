package httpapi

// majorRoutes are the major, specialty, profession and industry endpoints (docs/API-CATALOG.md).
var majorRoutes = []Route{}
