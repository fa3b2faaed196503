package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/url"
	"os"

	"zhiyuan/infra/platform"
)

// runConfig changes the site configuration through commands, so it is events
// like every other write (an operator's CLI is the admin UI for now).
func runConfig(log *slog.Logger, args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("用法: zhiyuan config show | set KEY VALUE | section NAME FILE")
	}
	switch args[0] {
	case "show":
		var out any
		if done, err := callRunningServer("/admin/config/show", nil, &out); done || err != nil {
			return printJSON(out, err)
		}
		return withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
			cfg, err := p.App.SiteConfig.WebConfig(ctx)
			return printJSON(cfg, err)
		})
	case "set":
		if len(args) != 3 {
			return fmt.Errorf("用法: zhiyuan config set KEY VALUE")
		}
		var out any
		if done, err := callRunningServer("/admin/config/param", url.Values{"key": {args[1]}, "value": {args[2]}}, &out); done || err != nil {
			return printJSON(out, err)
		}
		return withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
			res, err := p.Site.SetParam(ctx, platform.SystemMeta("cli"), args[1], args[2])
			return printJSON(res, err)
		})
	case "section":
		if len(args) != 3 {
			return fmt.Errorf("用法: zhiyuan config section NAME FILE")
		}
		raw, err := os.ReadFile(args[2])
		if err != nil {
			return err
		}
		var out any
		if done, err := callRunningServer("/admin/config/section", url.Values{"name": {args[1]}, "value": {string(raw)}}, &out); done || err != nil {
			return printJSON(out, err)
		}
		return withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
			res, err := p.Site.ReplaceSection(ctx, platform.SystemMeta("cli"), args[1], json.RawMessage(raw))
			return printJSON(res, err)
		})
	}
	return fmt.Errorf("未知操作 %q", args[0])
}

func printJSON(v any, err error) error {
	if err != nil {
		return err
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
