package httpapi

// recommendRoutes are the recommendation calls (docs/API-RECOMMEND.md); each has a
// ByPredictScore variant for a score predicted before the exam. Free to everyone: the
// probabilities are among the honest basics (README).
var recommendRoutes = func() []Route {
	calls := []struct {
		name   string
		handle func(predicted bool) func(a *App, c *Call) (any, error)
	}{
		{"GetRecommend", recommendOverview},
		{"GetRecommendStat", recommendStat(groupFirst)},
		{"GetRecommendCollegeGroupStat", recommendStat(collegeLevels)},
		{"GetRecommendCollegeList", recommendList(collegeLevels, false)},
		{"GetRecommendMajorAndCollegeGroupStat", recommendStat(majorLevels)},
		{"GetRecommendMajorAndCollegeList", recommendList(majorLevels, false)},
		{"SearchRecommendCollege", recommendList(groupFirst, true)},
		{"GetRecommendMajorList", recommendGroupMajors},
	}
	var out []Route
	for _, c := range calls {
		out = append(out, Route{"/api/Recommend/" + c.name, QuerySide, false, c.handle(false)},
			Route{"/api/Recommend/" + c.name + "ByPredictScore", QuerySide, false, c.handle(true)})
	}
	return append(out, Route{"/api/Recommend/GetBacktest", QuerySide, false, recommendBacktest})
}()
