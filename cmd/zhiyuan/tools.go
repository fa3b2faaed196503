package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"text/tabwriter"
	"time"

	"zhiyuan/infra/platform"
	"zhiyuan/infra/projector"
)

// withPlatform runs fn against the database, starting the private Postgres for
// the length of the call when no server is running.
func withPlatform(log *slog.Logger, fn func(ctx context.Context, p *platform.Platform) error) error {
	cfg, err := platform.FromEnv()
	if err != nil {
		return err
	}
	ctx := context.Background()
	stopDB, err := startDatabase(ctx, &cfg, log)
	if err != nil {
		return err
	}
	defer stopDB()
	p, err := platform.Open(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer p.Close()
	return fn(ctx, p)
}

// callRunningServer asks a running embedded server through its admin endpoint.
// It answers false when no server is running, so the caller works directly.
func callRunningServer(path string, query url.Values, out any) (bool, error) {
	return callRunningServerWith(path, query, nil, out)
}

// callRunningServerWith is callRunningServer with a request body (a file to import).
func callRunningServerWith(path string, query url.Values, body []byte, out any) (bool, error) {
	cfg, err := platform.FromEnv()
	if err != nil || cfg.DatabaseURL != "" {
		return false, err
	}
	token, addr := readAdminToken(cfg.DataDir), cfg.AdminListener()
	if token == "" || addr == "" {
		return false, nil
	}
	req, _ := http.NewRequest(http.MethodPost, "http://"+addr+path+"?"+query.Encode(), bytes.NewReader(body))
	req.Header.Set("X-Admin-Token", token)
	resp, err := (&http.Client{Timeout: 10 * time.Minute}).Do(req)
	if err != nil {
		return false, nil // not running
	}
	defer resp.Body.Close()
	answer, _ := io.ReadAll(resp.Body)
	if resp.StatusCode == http.StatusForbidden {
		return false, nil // another server, or a stale token
	}
	if resp.StatusCode != http.StatusOK {
		return true, adminError(resp.StatusCode, answer)
	}
	return true, json.Unmarshal(answer, out)
}

func runMigrate(log *slog.Logger) error {
	return withPlatform(log, func(context.Context, *platform.Platform) error { return nil })
}

func runProjections(log *slog.Logger, args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("用法: zhiyuan projections status | rebuild NAME")
	}
	switch args[0] {
	case "status":
		var st []projector.Status
		if done, err := callRunningServer("/admin/projections/status", nil, &st); done || err != nil {
			printStatus(st)
			return err
		}
		return withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
			st, err := p.Runtime.Status(ctx)
			printStatus(st)
			return err
		})
	case "rebuild":
		if len(args) != 2 {
			return fmt.Errorf("用法: zhiyuan projections rebuild NAME")
		}
		start := time.Now()
		var res map[string]int
		done, err := callRunningServer("/admin/projections/rebuild", url.Values{"name": {args[1]}}, &res)
		if !done && err == nil {
			err = withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
				n, err := p.Runtime.Rebuild(ctx, args[1])
				res = map[string]int{"events": n}
				return err
			})
		}
		if err == nil {
			fmt.Printf("rebuilt %s from %d events in %s\n", args[1], res["events"], time.Since(start).Round(time.Millisecond))
		}
		return err
	}
	return fmt.Errorf("未知操作 %q", args[0])
}

func printStatus(st []projector.Status) {
	w := tabwriter.NewWriter(os.Stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(w, "PROJECTION\tTHROUGH\tPOSITION\tHEAD\tLAG\tAPPLIED\tUPDATED\tFAILING")
	for _, s := range st {
		failing := "-"
		if s.FailedPosition != nil {
			failing = fmt.Sprintf("at %d since %s: %s", *s.FailedPosition, s.FailedSince.Format(time.RFC3339), deref(s.FailedError))
		}
		fmt.Fprintf(w, "%s\t%d\t%d\t%d\t%d\t%d\t%s\t%s\n", s.Name, s.Through, s.Position, s.Head, s.Lag, s.Applied,
			s.UpdatedAt.Format(time.RFC3339), failing)
	}
	w.Flush()
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
