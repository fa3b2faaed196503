// Package operators answers who may read the operators' console. The roles live in the content
// read model (granted by `zhiyuan admin grant`); each console query asks here before answering.
package operators

import (
	"context"
	"slices"

	"zhiyuan/events/apperr"
)

// Roles reads an operator's roles.
type Roles interface {
	Roles(ctx context.Context, userID string) ([]string, error)
}

// Require answers the caller's roles when they hold one of want (any role when want is empty),
// else a 403 with refusal.
func Require(ctx context.Context, r Roles, userID, refusal string, want ...string) ([]string, error) {
	roles, err := r.Roles(ctx, userID)
	if err != nil {
		return nil, err
	}
	if len(roles) == 0 || len(want) > 0 && !slices.ContainsFunc(want, func(w string) bool { return slices.Contains(roles, w) }) {
		return nil, apperr.Forbidden(refusal)
	}
	return roles, nil
}
