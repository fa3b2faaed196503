package operator_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"zhiyuan/command/operator"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

const user = "u-1"

var (
	stream = events.OperatorStream(user)
	// Roles are granted from the command line by an admin, whose account the log records.
	meta = events.Metadata{ActorUserID: "u-admin", ClientIP: "10.0.0.1"}
)

func granted(role string) events.OperatorRoleGranted {
	return events.OperatorRoleGranted{UserID: user, Role: role}
}

func revoked(role string) events.OperatorRoleRevoked {
	return events.OperatorRoleRevoked{UserID: user, Role: role}
}

// Given a user's roles, when a role is granted or revoked, then these events (and the stream's
// version) or this error; granting a held role or revoking one not held changes nothing.
func TestGrantAndRevoke(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name        string
		given       []events.Event
		grant       bool
		role        string
		then        []events.Event
		wantVersion int
		wantErr     string
	}{
		{name: "a first role", grant: true, role: events.RoleEditor,
			then: []events.Event{granted(events.RoleEditor)}, wantVersion: 1},
		{name: "a second role", given: []events.Event{granted(events.RoleEditor)}, grant: true, role: events.RoleReviewer,
			then: []events.Event{granted(events.RoleReviewer)}, wantVersion: 2},
		{name: "admin", grant: true, role: events.RoleAdmin, then: []events.Event{granted(events.RoleAdmin)}, wantVersion: 1},
		{name: "a role held already changes nothing", given: []events.Event{granted(events.RoleEditor)}, grant: true,
			role: events.RoleEditor, wantVersion: 1},
		{name: "a role given back after a revocation", given: []events.Event{granted(events.RoleEditor), revoked(events.RoleEditor)},
			grant: true, role: events.RoleEditor, then: []events.Event{granted(events.RoleEditor)}, wantVersion: 3},
		{name: "an unknown role", grant: true, role: "superuser",
			wantErr: "角色只能是 editor（编辑）、reviewer（审核）或 admin（管理员）"},
		{name: "a role named in Chinese is not a role", grant: true, role: "编辑",
			wantErr: "角色只能是 editor（编辑）、reviewer（审核）或 admin（管理员）"},
		{name: "revoking a held role", given: []events.Event{granted(events.RoleEditor), granted(events.RoleReviewer)},
			role: events.RoleEditor, then: []events.Event{revoked(events.RoleEditor)}, wantVersion: 3},
		{name: "revoking a role not held changes nothing", given: []events.Event{granted(events.RoleEditor)},
			role: events.RoleReviewer, wantVersion: 1},
		{name: "revoking from a user with no stream changes nothing", role: events.RoleAdmin, wantVersion: 0},
		{name: "revoking an unknown role", given: []events.Event{granted(events.RoleEditor)}, role: "owner",
			wantErr: "角色只能是 editor（编辑）、reviewer（审核）或 admin（管理员）"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := operator.NewService(sc.Store, sc.Registry)
			sc.Given(t, stream, c.given...)
			change := svc.Revoke
			if c.grant {
				change = svc.Grant
			}
			res, err := change(context.Background(), meta, user, c.role)
			got, envs := sc.Since(t, stream, len(c.given))
			if c.wantErr != "" {
				if e, ok := apperr.As(err); !ok || e.Message != c.wantErr {
					t.Fatalf("error %v, want %q", err, c.wantErr)
				}
				if len(got) > 0 {
					t.Fatalf("a refused change appended %v", got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(c.then) || (len(c.then) > 0 && !reflect.DeepEqual(got, c.then)) {
				t.Fatalf("appended %#v, want %#v", got, c.then)
			}
			if res.Version != c.wantVersion {
				t.Fatalf("version %d, want %d", res.Version, c.wantVersion)
			}
			for _, env := range envs {
				if env.Meta.ActorUserID != meta.ActorUserID || env.Meta.ClientIP != meta.ClientIP {
					t.Fatalf("grant recorded as %+v, want who made it and from where", env.Meta)
				}
			}
		})
	}
}

// Roles folds the user's stream: what they hold now, and the version it is at.
func TestRoles(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name        string
		given       []events.Event
		want        map[string]bool
		wantVersion int
	}{
		{name: "no stream", want: map[string]bool{}},
		{name: "granted, granted, one revoked",
			given: []events.Event{granted(events.RoleEditor), granted(events.RoleReviewer), revoked(events.RoleEditor)},
			want:  map[string]bool{events.RoleReviewer: true}, wantVersion: 3},
		{name: "every role", given: []events.Event{granted(events.RoleEditor), granted(events.RoleReviewer), granted(events.RoleAdmin)},
			want: map[string]bool{events.RoleEditor: true, events.RoleReviewer: true, events.RoleAdmin: true}, wantVersion: 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			sc.Given(t, stream, c.given...)
			roles, version, err := operator.NewService(sc.Store, sc.Registry).Roles(context.Background(), user)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(roles, c.want) || version != c.wantVersion {
				t.Fatalf("roles %v at %d, want %v at %d", roles, version, c.want, c.wantVersion)
			}
		})
	}
}

// Need lets through a caller holding any of the roles, or an admin; it refuses everyone else,
// naming the roles in Chinese.
func TestNeed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name    string
		given   []events.Event
		need    []string
		wantErr string
	}{
		{name: "no role at all", need: []string{events.RoleReviewer}, wantErr: "没有操作权限：需要审核角色"},
		{name: "the role needed", given: []events.Event{granted(events.RoleReviewer)}, need: []string{events.RoleReviewer}},
		{name: "one of the roles needed", given: []events.Event{granted(events.RoleEditor)},
			need: []string{events.RoleReviewer, events.RoleEditor}},
		{name: "another role", given: []events.Event{granted(events.RoleEditor)}, need: []string{events.RoleReviewer},
			wantErr: "没有操作权限：需要审核角色"},
		{name: "an admin holds every role", given: []events.Event{granted(events.RoleAdmin)}, need: []string{events.RoleEditor}},
		{name: "a revoked role", given: []events.Event{granted(events.RoleReviewer), revoked(events.RoleReviewer)},
			need: []string{events.RoleReviewer}, wantErr: "没有操作权限：需要审核角色"},
		{name: "a revoked admin", given: []events.Event{granted(events.RoleAdmin), revoked(events.RoleAdmin)},
			need: []string{events.RoleEditor}, wantErr: "没有操作权限：需要编辑角色"},
		{name: "two roles named with 或", need: []string{events.RoleReviewer, events.RoleEditor},
			wantErr: "没有操作权限：需要审核或编辑角色"},
		{name: "admin needed, a reviewer refused", given: []events.Event{granted(events.RoleReviewer)},
			need: []string{events.RoleAdmin}, wantErr: "没有操作权限：需要管理员角色"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			sc.Given(t, stream, c.given...)
			err := operator.NewService(sc.Store, sc.Registry).Need(context.Background(), user, c.need...)
			if c.wantErr == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if e, ok := apperr.As(err); !ok || e.Message != c.wantErr || e.Code != apperr.Forbidden("").Code {
				t.Fatalf("error %v, want forbidden %q", err, c.wantErr)
			}
		})
	}
}

// A grant made from the command line names the account by its phone: the newest claim of it.
func TestUserByPhone(t *testing.T) {
	t.Parallel()
	const phone = "13900000001"
	code := events.LoginCodeIssued{Phone: phone, CodeHash: "h", ExpiresAt: time.Date(2026, 12, 7, 1, 5, 0, 0, time.UTC)}
	for _, c := range []struct {
		name    string
		given   []events.Event
		lookup  string
		want    string
		wantErr string
	}{
		{name: "a registered phone", given: []events.Event{events.PhoneClaimed{Phone: phone, UserID: "u-7"}, code},
			lookup: phone, want: "u-7"},
		{name: "spaces around it", given: []events.Event{events.PhoneClaimed{Phone: phone, UserID: "u-7"}},
			lookup: " " + phone + " ", want: "u-7"},
		{name: "the newest claim", given: []events.Event{events.PhoneClaimed{Phone: phone, UserID: "u-7"},
			events.PhoneClaimed{Phone: phone, UserID: "u-8"}}, lookup: phone, want: "u-8"},
		{name: "a code sent but no account", given: []events.Event{code}, lookup: phone,
			wantErr: "该手机号尚未注册：请先用它注册账号"},
		{name: "an unknown phone", lookup: "13900000002", wantErr: "该手机号尚未注册：请先用它注册账号"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			sc.Given(t, events.PhoneStream(phone), c.given...)
			got, err := operator.NewService(sc.Store, sc.Registry).UserByPhone(context.Background(), c.lookup)
			if c.wantErr != "" {
				if e, ok := apperr.As(err); !ok || e.Message != c.wantErr {
					t.Fatalf("error %v, want %q", err, c.wantErr)
				}
				return
			}
			if err != nil || got != c.want {
				t.Fatalf("user %q (%v), want %q", got, err, c.want)
			}
		})
	}
}

func TestRoleNames(t *testing.T) {
	t.Parallel()
	if got := operator.RoleNames([]string{events.RoleEditor, events.RoleReviewer, events.RoleAdmin}); got != "编辑或审核或管理员" {
		t.Fatalf("RoleNames = %q", got)
	}
}
