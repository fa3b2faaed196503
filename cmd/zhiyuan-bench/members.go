package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// giveMembers gives every wish table owner the year membership, as an operator does with
// `zhiyuan members give`: through the running server's admin endpoint and its token. The
// whole-list simulation is a members' right.
func giveMembers(ctx context.Context, f *fresh) error {
	token, err := os.ReadFile(filepath.Join(f.env.dir, "admin.token"))
	if err != nil {
		return fmt.Errorf("admin token: %w", err)
	}
	conn, err := benchConnect(ctx, pgURLOf(f.env.pgDataDir()))
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	rows, err := conn.Query(ctx, `SELECT DISTINCT owner_id FROM rm_wishtables.tables`)
	if err != nil {
		return err
	}
	var owners []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		owners = append(owners, id)
	}
	rows.Close()
	for _, id := range owners {
		q := url.Values{"area": {"members"}, "op": {"give"}, "arg": {id, "VIP_YEAR"}, "reason": {"基准测试"}}
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, f.srv.base+"/admin/membership?"+q.Encode(), nil)
		req.Header.Set("X-Admin-Token", strings.TrimSpace(string(token)))
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("members give %s: %s %s", id, res.Status, body)
		}
	}
	// The gate reads the membership read model: wait until it holds the last grant.
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		var n int
		if err := conn.QueryRow(ctx, `SELECT count(DISTINCT user_id) FROM rm_membership.rights`).Scan(&n); err == nil && n >= len(owners) {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("the membership read model did not show %d members within a minute", len(owners))
}
