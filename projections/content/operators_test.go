package content_test

import (
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
)

func granted(user, role string) events.OperatorRoleGranted {
	return events.OperatorRoleGranted{UserID: user, Role: role}
}

func revoked(user, role string) events.OperatorRoleRevoked {
	return events.OperatorRoleRevoked{UserID: user, Role: role}
}

// Given grants and revocations, then each operator's roles, in the console's order.
func TestOperators(t *testing.T) {
	t.Parallel()
	admin := events.Metadata{ActorUserID: "u-admin", ClientIP: "10.0.0.9"}
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  [][]string
	}{
		{name: "roles in the console's order, whatever the grants'", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, admin, events.OperatorStream("u-1"), granted("u-1", events.RoleAdmin), granted("u-1", events.RoleEditor))
			e.Given(t, admin, events.OperatorStream("u-1"), granted("u-1", events.RoleReviewer))
		}, want: [][]string{{"u-1", "{editor,reviewer,admin}"}}},
		{name: "a role granted twice is held once", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, admin, events.OperatorStream("u-1"), granted("u-1", events.RoleEditor), granted("u-1", events.RoleEditor))
		}, want: [][]string{{"u-1", "{editor}"}}},
		{name: "a revocation takes the role back", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, admin, events.OperatorStream("u-1"), granted("u-1", events.RoleEditor), granted("u-1", events.RoleReviewer))
			e.Given(t, admin, events.OperatorStream("u-1"), revoked("u-1", events.RoleEditor))
		}, want: [][]string{{"u-1", "{reviewer}"}}},
		{name: "the last role revoked leaves the operator with none", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, admin, events.OperatorStream("u-1"), granted("u-1", events.RoleEditor), revoked("u-1", events.RoleEditor))
		}, want: [][]string{{"u-1", "{}"}}},
		{name: "a revocation of a user never granted", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, admin, events.OperatorStream("u-9"), revoked("u-9", events.RoleAdmin))
		}, want: [][]string{{"u-9", "{}"}}},
		{name: "two operators in one batch", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, admin, events.OperatorStream("u-2"), granted("u-2", events.RoleReviewer))...)
			batch = append(batch, e.Append(t, admin, events.OperatorStream("u-1"), granted("u-1", events.RoleEditor))...)
			batch = append(batch, e.Append(t, admin, events.OperatorStream("u-2"), granted("u-2", events.RoleEditor),
				revoked("u-2", events.RoleReviewer))...)
			e.Batch(t, batch)
		}, want: [][]string{{"u-1", "{editor}"}, {"u-2", "{editor}"}}},
		{name: "a grant delivered again after a revocation does not restore the role", given: func(t *testing.T, e *projectortest.Env) {
			grant := e.Append(t, admin, events.OperatorStream("u-1"), granted("u-1", events.RoleEditor))
			e.Batch(t, grant)
			e.Given(t, admin, events.OperatorStream("u-1"), revoked("u-1", events.RoleEditor))
			e.Batch(t, grant)
		}, want: [][]string{{"u-1", "{}"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			c.given(t, e)
			same(t, "operators", e.Rows(t, `SELECT user_id, roles FROM operators ORDER BY user_id`), c.want)
		})
	}
}

// Streams the projection does not read leave it alone.
func TestOtherStreams(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.Given(t, byEditor, events.ProfileStream("u-1"), events.ScoreUpdated{UserID: "u-1", Score: 600})
	for _, table := range []string{"items", "live", "views", "history", "operators"} {
		same(t, table, e.Rows(t, `SELECT * FROM `+table), nil)
	}
}
