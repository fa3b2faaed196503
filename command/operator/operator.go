// Package operator holds who may use the operators' console and in which roles. Roles are
// granted from the command line (zhiyuan admin grant PHONE ROLE) and live in the log, so
// every grant records who made it; the console's commands check them here, from the log.
package operator

import (
	"context"
	"errors"
	"slices"
	"strings"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

type Service struct {
	store    command.EventStore
	registry *events.Registry
}

func NewService(store command.EventStore, reg *events.Registry) *Service {
	return &Service{store: store, registry: reg}
}

// Roles answers the roles a user holds now, and their stream's version.
func (s *Service) Roles(ctx context.Context, userID string) (map[string]bool, int, error) {
	roles := map[string]bool{}
	version := 0
	envs, err := s.store.Load(ctx, events.OperatorStream(userID))
	if err != nil {
		return nil, 0, err
	}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		version = env.Version
		events.FoldRoles(roles, ev)
	})
	return roles, version, err
}

// Need refuses a caller who holds none of the roles (an admin holds every role).
func (s *Service) Need(ctx context.Context, userID string, roles ...string) error {
	held, _, err := s.Roles(ctx, userID)
	if err != nil {
		return err
	}
	if held[events.RoleAdmin] {
		return nil
	}
	for _, r := range roles {
		if held[r] {
			return nil
		}
	}
	return apperr.Forbidden("没有操作权限：需要" + RoleNames(roles) + "角色")
}

var roleNames = map[string]string{events.RoleEditor: "编辑", events.RoleReviewer: "审核", events.RoleAdmin: "管理员"}

// RoleNames names roles in Chinese, joined with 或.
func RoleNames(roles []string) string {
	names := make([]string, 0, len(roles))
	for _, r := range roles {
		names = append(names, roleNames[r])
	}
	return strings.Join(names, "或")
}

// UserByPhone is the account registered with a phone number.
func (s *Service) UserByPhone(ctx context.Context, phone string) (string, error) {
	env, _, _, err := s.store.LastOfType(ctx, events.PhoneStream(strings.TrimSpace(phone)), events.PhoneClaimed{}.EventType())
	if err != nil {
		return "", err
	}
	if env == nil {
		return "", apperr.NotFound("该手机号尚未注册：请先用它注册账号")
	}
	ev, err := s.registry.Decode(*env)
	if err != nil {
		return "", err
	}
	return ev.(events.PhoneClaimed).UserID, nil
}

// Grant gives a user a role; granting a role held already changes nothing.
func (s *Service) Grant(ctx context.Context, meta events.Metadata, userID, role string) (command.Result, error) {
	return s.change(ctx, meta, userID, role, true)
}

// Revoke takes a role back; revoking a role not held changes nothing.
func (s *Service) Revoke(ctx context.Context, meta events.Metadata, userID, role string) (command.Result, error) {
	return s.change(ctx, meta, userID, role, false)
}

func (s *Service) change(ctx context.Context, meta events.Metadata, userID, role string, grant bool) (command.Result, error) {
	if !slices.Contains(events.OperatorRoles, role) {
		return command.Result{}, apperr.Invalid("角色只能是 editor（编辑）、reviewer（审核）或 admin（管理员）")
	}
	held, version, err := s.Roles(ctx, userID)
	if err != nil {
		return command.Result{}, err
	}
	if held[role] == grant {
		return command.Result{Version: version}, nil
	}
	var ev events.Event = events.OperatorRoleGranted{UserID: userID, Role: role}
	if !grant {
		ev = events.OperatorRoleRevoked{UserID: userID, Role: role}
	}
	stream := events.OperatorStream(userID)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: version, Events: []events.Event{ev}})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, apperr.StaleVersion()
	}
	return command.ResultOf(res, stream), err
}
