package httpapi

import "strings"

// Side says which half of the system owns an endpoint. The web gateway of the
// distributed mode forwards each request by this table.
type Side string

const (
	CommandSide Side = "command"
	QuerySide   Side = "query"
)

// Route is one API endpoint.
type Route struct {
	Path   string
	Side   Side
	Login  bool // requires a valid token (else Code 112)
	Handle func(a *App, c *Call) (any, error)
}

// Routes is the route table of the whole API.
var Routes = joinRoutes(accountRoutes, collegeRoutes, majorRoutes, searchRoutes, admissionRoutes, admissionResultRoutes,
	recommendRoutes, wishRoutes, wishMetaRoutes, assessmentRoutes, membershipRoutes, contentRoutes, expertRoutes, careerRoutes, courseRoutes, chatRoutes)

// accountRoutes are the site, account and profile endpoints.
var accountRoutes = []Route{
	{"/api/Config/WebConfig", QuerySide, false, webConfig},
	{"/api/Web/GetAdList", QuerySide, false, adList},
	{"/api/Web/GetScriptInjectList", QuerySide, false, scriptInjectList},
	{"/api/Web/GetToolBoxList", QuerySide, false, toolBoxList},

	{"/api/Auth/GetCaptcha", CommandSide, false, getCaptcha},
	{"/api/Auth/SendValidateCode", CommandSide, false, sendValidateCode},
	{"/api/Auth/ValidateCodeLoginOrRegister", CommandSide, false, codeLogin},
	{"/api/Auth/Login", CommandSide, false, passwordLogin},
	{"/api/Auth/Loginout", CommandSide, true, logout},
	{"/api/Auth/SetInitialLoginName", CommandSide, true, setInitialLoginName},
	{"/api/Auth/UpdatePassword", CommandSide, true, updatePassword},
	{"/api/Auth/ResetPassword", CommandSide, false, resetPassword},
	{"/api/Auth/CreateLoginLink", CommandSide, true, createLoginLink},
	{"/api/Auth/LoginByLink", CommandSide, false, loginByLink},
	{"/api/Auth/LoginStatus", QuerySide, false, loginStatus},
	{"/api/Auth/CheckLoginNameExists", QuerySide, false, checkLoginNameExists},

	{"/api/User/GetUserStudent", QuerySide, true, getUserStudent},
	{"/api/User/CheckUserStudentComplate", QuerySide, true, checkComplete},
	{"/api/User/GetUserProducts", QuerySide, true, getUserProducts},
	{"/api/User/UpdateUserStudent", CommandSide, true, updateUserStudent},
	{"/api/User/UpdateUserExam", CommandSide, true, updateUserExam},
	{"/api/User/UpdateUserScore", CommandSide, true, updateUserScore},

	{"/api/Audit/MyHistory", QuerySide, true, myHistory},
}

// SideOf finds the side of an API path.
func SideOf(path string) (Side, bool) {
	if path == NotifyPath || strings.HasPrefix(path, UploadsPrefix) || strings.HasPrefix(path, MediaPrefix) {
		return CommandSide, true // the uploaded files live with the command processes
	}
	for _, r := range Routes {
		if r.Path == path {
			return r.Side, true
		}
	}
	return "", false
}

func joinRoutes(tables ...[]Route) []Route {
	var out []Route
	for _, t := range tables {
		out = append(out, t...)
	}
	return out
}
