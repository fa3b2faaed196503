package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"text/tabwriter"
	"time"

	"zhiyuan/infra/platform"
	"zhiyuan/query/wishtable"
)

const auditUsage = "用法: zhiyuan audit table TABLE_ID [-from TIME] [-to TIME] | audit user USER_ID [-from TIME] [-to TIME]" +
	"（TIME 如 2026-06-28 或 2026-06-28T21:00，北京时间）"

// runAudit answers the operator's two audit questions from the audit projection: who changed
// a wish table between two times, and every table a user touched.
func runAudit(log *slog.Logger, args []string) error {
	if len(args) < 2 || (args[0] != "table" && args[0] != "user") {
		return errors.New(auditUsage)
	}
	q := url.Values{"kind": {args[0]}, "id": {args[1]}}
	for i := 2; i < len(args); i++ {
		if (args[i] != "-from" && args[i] != "-to") || i+1 >= len(args) {
			return errors.New(auditUsage)
		}
		if _, err := parseAuditTime(args[i+1]); err != nil {
			return err
		}
		q.Set(args[i][1:], args[i+1])
		i++
	}
	var out wishtable.Audit
	if done, err := callRunningServer("/admin/audit", q, &out); done || err != nil {
		return printAudit(&out, err)
	}
	return withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
		a, err := auditQuery(ctx, p, q)
		return printAudit(a, err)
	})
}

// auditQuery runs one audit question (the CLI and the admin listener share it).
func auditQuery(ctx context.Context, p *platform.Platform, q url.Values) (*wishtable.Audit, error) {
	from, err := parseAuditTime(q.Get("from"))
	if err != nil {
		return nil, err
	}
	to, err := parseAuditTime(q.Get("to"))
	if err != nil {
		return nil, err
	}
	if q.Get("kind") == "user" {
		return p.App.Wishes.AuditUser(ctx, q.Get("id"), from, to)
	}
	return p.App.Wishes.AuditTable(ctx, q.Get("id"), from, to)
}

var beijing = time.FixedZone("CST", 8*3600)

func parseAuditTime(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	for _, layout := range []string{"2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04", "2006-01-02"} {
		if t, err := time.ParseInLocation(layout, s, beijing); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("时间 %q 无效：%s", s, auditUsage)
}

func printAudit(a *wishtable.Audit, err error) error {
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(os.Stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(w, "TIME\tTABLE\tVERSION\tACTOR\tROLE\tTERMINAL\tIP\tCHANGE")
	for _, c := range a.List {
		fmt.Fprintf(w, "%s\t%s %s\tv%d\t%s %s\t%s\t%s\t%s\t%s\n", c.Time.In(beijing).Format("2006-01-02 15:04:05"),
			c.TableId, c.TableName, c.Version, c.Actor.UserId, c.Actor.NickName, c.RoleName, c.TerminalType, c.ClientIP, c.Summary)
	}
	fmt.Fprintf(w, "共 %d 条（最多列出 %d 条，最新在前）\n", a.Total, wishtable.AuditLimit)
	return w.Flush()
}
