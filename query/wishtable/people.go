package wishtable

import "zhiyuan/query/user"

// RoleName is a role as users read it.
func RoleName(role string) string { return roleNames[role] }

// MaskPhone shows a phone number to the others on a table as 138****0000, as a profile shows it.
func MaskPhone(p string) string { return user.MaskPhone(p) }
