package main

import (
	"context"
	"errors"
	"log/slog"
	"net/url"

	"zhiyuan/infra/platform"
)

const operatorsUsage = `用法:
  zhiyuan admin grant PHONE ROLE    给已注册的手机号一个运营后台角色（editor 编辑 / reviewer 审核 / admin 管理员）
  zhiyuan admin revoke PHONE ROLE   收回角色
  zhiyuan admin list                列出有角色的用户`

// runOperators grants and revokes the operators' console roles. Each change is a command
// (an event with "cli" as the actor); a running embedded server is asked through its admin
// endpoint (it owns the database).
func runOperators(log *slog.Logger, args []string) error {
	q := url.Values{}
	switch {
	case len(args) == 3 && (args[0] == "grant" || args[0] == "revoke"):
		q = url.Values{"op": {args[0]}, "phone": {args[1]}, "role": {args[2]}}
	case len(args) == 1 && args[0] == "list":
		q.Set("op", "list")
	default:
		return errors.New(operatorsUsage)
	}
	var out any
	if done, err := callRunningServer("/admin/operators", q, &out); done || err != nil {
		return printJSON(out, err)
	}
	return withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
		return printJSON(operatorsOp(ctx, p, q))
	})
}

func operatorsOp(ctx context.Context, p *platform.Platform, q url.Values) (any, error) {
	if q.Get("op") == "list" {
		return p.ContentRM.Operators(ctx)
	}
	userID, err := p.Operators.UserByPhone(ctx, q.Get("phone"))
	if err != nil {
		return nil, err
	}
	meta := platform.SystemMeta("cli")
	if q.Get("op") == "grant" {
		return p.Operators.Grant(ctx, meta, userID, q.Get("role"))
	}
	return p.Operators.Revoke(ctx, meta, userID, q.Get("role"))
}
