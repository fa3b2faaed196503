package events

// Operator roles: an editor writes and submits content, a reviewer approves (publishes) or
// returns it, an admin does both and edits the site's ads, links, notices, menus and scripts.
const (
	RoleEditor   = "editor"
	RoleReviewer = "reviewer"
	RoleAdmin    = "admin"
)

// OperatorRoles are the roles in the order the console lists them.
var OperatorRoles = []string{RoleEditor, RoleReviewer, RoleAdmin}

// OperatorStream holds one user's operator roles.
func OperatorStream(userID string) string { return "operator-" + userID }

// OperatorRoleGranted gives a user a role of the operators' console.
type OperatorRoleGranted struct {
	UserID string `json:"user_id"`
	Role   string `json:"role"`
}

// OperatorRoleRevoked takes it back.
type OperatorRoleRevoked struct {
	UserID string `json:"user_id"`
	Role   string `json:"role"`
}

func (OperatorRoleGranted) EventType() string { return "operator.role_granted" }
func (OperatorRoleRevoked) EventType() string { return "operator.role_revoked" }

// FoldRoles is the set of roles a user holds after their operator stream's events.
func FoldRoles(roles map[string]bool, ev Event) {
	switch e := ev.(type) {
	case OperatorRoleGranted:
		roles[e.Role] = true
	case OperatorRoleRevoked:
		delete(roles, e.Role)
	}
}

func registerOperator(r *Registry) {
	r.Register(OperatorRoleGranted{}, 1)
	r.Register(OperatorRoleRevoked{}, 1)
}
