package httpapi

// careerRoutes are the student's own career management: the 生涯规划书, targets and the daily
// tasks of the learning plan (docs/API-CAREER.md).
var careerRoutes = []Route{
	{"/api/Career/GetDailyTaskList", QuerySide, true, dailyTaskList},
	{"/api/Career/AddDailyTask", CommandSide, true, addDailyTask},
	{"/api/Career/UpdateDailyTask", CommandSide, true, updateDailyTask},
	{"/api/Career/DelDailyTask", CommandSide, true, delDailyTask},
	{"/api/Career/ComplateDailyTask", CommandSide, true, completeDailyTask},
	{"/api/Career/SetTarget", CommandSide, true, setTarget},
	{"/api/Career/GetTargetDetail", QuerySide, true, targetDetail},
	{"/api/Career/GetCareerPlan", QuerySide, true, careerPlan},
	{"/api/Career/SaveCareerPlan", CommandSide, true, saveCareerPlan},
}
