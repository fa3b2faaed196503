package audit

import (
	"context"
	"strings"
	"time"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type valueKey struct{ user, field string }

// lastValues holds the last value of each profile field of a batch's users,
// folded in memory as the batch goes and written back once.
type lastValues struct {
	values  map[valueKey]string
	changed map[valueKey]bool
}

func loadLast(ctx context.Context, tx projections.Tx, users []string) (*lastValues, error) {
	l := &lastValues{values: map[valueKey]string{}, changed: map[valueKey]bool{}}
	rows, err := tx.Query(ctx, `SELECT user_id, field, value FROM last_values WHERE user_id = ANY($1)`, users)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var k valueKey
		var v string
		if err := rows.Scan(&k.user, &k.field, &v); err != nil {
			return nil, err
		}
		l.values[k] = v
	}
	return l, rows.Err()
}

// diff compares new field values with the last ones and records them.
func (l *lastValues) diff(userID string, fields []field) string {
	var parts []string
	for _, f := range fields {
		k := valueKey{userID, f.label}
		old := l.values[k]
		if old == f.value {
			continue
		}
		if old == "" {
			old = "未填"
		}
		parts = append(parts, f.label+"："+old+" → "+f.value)
		l.values[k], l.changed[k] = f.value, true
	}
	return strings.Join(parts, "；") // 昵称：A → B；性别：未填 → 男
}

func (l *lastValues) setIfAbsent(userID, label, value string) {
	k := valueKey{userID, label}
	if _, ok := l.values[k]; !ok {
		l.values[k], l.changed[k] = value, true
	}
}

func (l *lastValues) store(ctx context.Context, tx projections.Tx) error {
	if len(l.changed) == 0 {
		return nil
	}
	var users, fields, values []string
	for k := range l.changed {
		users, fields, values = append(users, k.user), append(fields, k.field), append(values, l.values[k])
	}
	return tx.Exec(ctx, `INSERT INTO last_values (user_id, field, value)
		SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
		ON CONFLICT (user_id, field) DO UPDATE SET value = EXCLUDED.value`, users, fields, values)
}

// entries are the audit rows of a batch, written in one statement.
type entries struct {
	positions                                  []int64
	users, types, summaries, actors, terminals []string
	ips, agents, requests                      []string
	times                                      []time.Time
}

func (e *entries) add(env events.Envelope, userID, summary string) {
	m := env.Meta
	e.positions = append(e.positions, env.Position)
	e.users = append(e.users, userID)
	e.times = append(e.times, env.RecordedAt)
	e.types = append(e.types, env.Type)
	e.summaries = append(e.summaries, summary)
	e.actors = append(e.actors, m.ActorUserID)
	e.terminals = append(e.terminals, m.TerminalType)
	e.ips = append(e.ips, m.ClientIP)
	e.agents = append(e.agents, truncate(m.UserAgent, 300))
	e.requests = append(e.requests, m.RequestID)
}

func (e *entries) insert(ctx context.Context, tx projections.Tx) error {
	if len(e.positions) == 0 {
		return nil
	}
	return tx.Exec(ctx, `INSERT INTO entries (position, user_id, time, type, summary, actor_user_id, terminal_type,
		client_ip, user_agent, request_id)
		SELECT * FROM unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[],
			$8::text[], $9::text[], $10::text[])
		ON CONFLICT (position) DO NOTHING`,
		e.positions, e.users, e.times, e.types, e.summaries, e.actors, e.terminals, e.ips, e.agents, e.requests)
}
