package wishtable

// RoleName is a role as users read it.
func RoleName(role string) string { return roleNames[role] }

// MaskPhone shows a phone number to the others on a table as 138****0000.
func MaskPhone(p string) string {
	if len(p) != 11 {
		return ""
	}
	return p[:3] + "****" + p[7:]
}
