// Package audit projects each user's own account history (Audit/MyHistory) and every wish
// table's changes: what changed, when, by whom and from which terminal and IP.
package audit

import (
	"context"
	"strings"
	"unicode/utf8"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "audit" }

func (Projection) Tables() []string {
	return append([]string{`CREATE TABLE IF NOT EXISTS entries (
		position      BIGINT PRIMARY KEY,
		user_id       TEXT NOT NULL,
		time          TIMESTAMPTZ NOT NULL,
		type          TEXT NOT NULL,
		summary       TEXT NOT NULL,
		actor_user_id TEXT NOT NULL,
		terminal_type TEXT NOT NULL,
		client_ip     TEXT NOT NULL,
		user_agent    TEXT NOT NULL,
		request_id    TEXT NOT NULL)`,
		`CREATE INDEX IF NOT EXISTS entries_user ON entries (user_id, position DESC)`,
		// The last value of each profile field, to say what an update changed.
		`CREATE TABLE IF NOT EXISTS last_values (user_id TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL,
			PRIMARY KEY (user_id, field))`,
	}, wishTables...)
}

// IndexesAfterLoad: the batch handler reads its rows by primary key only.
func (Projection) IndexesAfterLoad() {}

// Handle applies one event (the batch path does the same for many).
func (p Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	return p.HandleBatch(ctx, tx, []projections.Item{{Env: env, Event: ev}})
}

// HandleBatch reads the last field values of every user in the batch in one
// query, writes the entries in log order while folding the values in memory,
// and stores the changed values: three statements for any batch size.
func (Projection) HandleBatch(ctx context.Context, tx projections.Tx, items []projections.Item) error {
	if err := handleWish(ctx, tx, items); err != nil {
		return err
	}
	var users []string
	seen := map[string]bool{}
	for _, it := range items {
		if u, _, _ := describe(it.Event); u != "" && !seen[u] {
			seen[u] = true
			users = append(users, u)
		}
	}
	if len(users) == 0 {
		return nil
	}
	last, err := loadLast(ctx, tx, users)
	if err != nil {
		return err
	}
	var out entries
	for _, it := range items {
		userID, fields, summary := describe(it.Event)
		if userID == "" {
			continue
		}
		if len(fields) > 0 {
			changes := last.diff(userID, fields)
			if changes == "" {
				changes = "内容未变化"
			}
			summary += "：" + changes
		}
		if e, ok := it.Event.(events.AccountRegistered); ok {
			last.setIfAbsent(e.UserID, "昵称", e.NickName) // the "before" of the first edit
		}
		out.add(it.Env, userID, summary)
	}
	if err := out.insert(ctx, tx); err != nil {
		return err
	}
	return last.store(ctx, tx)
}

// Reads: the account, login link, profile and wish table streams, where every event it describes is written.
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.AccountStream("")) || strings.HasPrefix(streamID, events.LoginLinkStream("")) ||
		strings.HasPrefix(streamID, events.ProfileStream("")) || strings.HasPrefix(streamID, events.WishTableStream(""))
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	// Back to a character's first byte: half a 汉字 is invalid UTF-8, which Postgres refuses,
	// and the refused batch would stop the projection.
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
