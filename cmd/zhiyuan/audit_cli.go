package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/platform"
	"zhiyuan/query/wishtable"
)

const auditUsage = "用法: zhiyuan audit table TABLE_ID [-from TIME] [-to TIME] | audit user USER_ID [-from TIME] [-to TIME]" +
	"（TIME 如 2026-06-28 或 2026-06-28T21:00，北京时间；-to 给日期时含当天整天）"

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
		if _, err := parseAuditTime(args[i+1], false); err != nil {
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
	from, err := parseAuditTime(q.Get("from"), false)
	if err != nil {
		return nil, err
	}
	to, err := parseAuditTime(q.Get("to"), true)
	if err != nil {
		return nil, err
	}
	if q.Get("kind") == "user" {
		return p.App.Wishes.AuditUser(ctx, q.Get("id"), from, to)
	}
	return p.App.Wishes.AuditTable(ctx, q.Get("id"), from, to)
}

// parseAuditTime reads a Beijing time. An end given as a date includes that whole day (what
// people mean by "-to 2026-12-07"); an end given as a time is the moment itself.
func parseAuditTime(s string, end bool) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	for _, layout := range []string{"2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04", "2006-01-02"} {
		if t, err := time.ParseInLocation(layout, s, beijing.Zone); err == nil {
			if end && layout == "2006-01-02" {
				t = t.AddDate(0, 0, 1)
			}
			return t, nil
		}
	}
	return time.Time{}, apperr.Invalid(fmt.Sprintf("时间 %q 无效：%s", s, auditUsage))
}

func printAudit(a *wishtable.Audit, err error) error {
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(os.Stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(w, "TIME\tTABLE\tVERSION\tACTOR\tROLE\tTERMINAL\tIP\tCHANGE\tSUBJECT")
	for _, c := range a.List {
		fmt.Fprintf(w, "%s\t%s %s\tv%d\t%s\t%s\t%s\t%s\t%s\t%s\n", c.Time.In(beijing.Zone).Format("2006-01-02 15:04:05"),
			c.TableId, c.TableName, c.Version, person(&c.Actor), c.RoleName, c.TerminalType, c.ClientIP, c.Summary, person(c.Subject))
	}
	fmt.Fprintf(w, "共 %d 条（最多列出 %d 条，最新在前）\n", a.Total, wishtable.AuditLimit)
	return w.Flush()
}

// person names a user in an audit row: the id with the nickname and masked phone; the subject
// of a sharing change is who was given (or lost) access, "-" on other rows.
func person(p *wishtable.Person) string {
	if p == nil || p.UserId == "" {
		return "-"
	}
	return strings.TrimSpace(strings.Join([]string{p.UserId, p.NickName, p.Phone}, " "))
}
