package audit

import (
	"context"
	"time"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// wishTables are the wish table audit rows: who changed which table, when, from where, in
// words, with the actor's role on the table at that moment.
var wishTables = []string{`CREATE TABLE IF NOT EXISTS wish_changes (
		position      BIGINT PRIMARY KEY,
		table_id      TEXT NOT NULL,
		version       INT NOT NULL,
		owner_id      TEXT NOT NULL,
		actor_user_id TEXT NOT NULL,
		actor_role    TEXT NOT NULL,
		subject_user  TEXT NOT NULL,
		time          TIMESTAMPTZ NOT NULL,
		type          TEXT NOT NULL,
		summary       TEXT NOT NULL,
		terminal_type TEXT NOT NULL,
		client_ip     TEXT NOT NULL,
		user_agent    TEXT NOT NULL,
		request_id    TEXT NOT NULL)`,
	`CREATE INDEX IF NOT EXISTS wish_changes_table ON wish_changes (table_id, version DESC)`,
	`CREATE INDEX IF NOT EXISTS wish_changes_table_time ON wish_changes (table_id, time)`,
	`CREATE INDEX IF NOT EXISTS wish_changes_actor ON wish_changes (actor_user_id, time)`,
	`CREATE TABLE IF NOT EXISTS wish_roles (table_id TEXT NOT NULL, user_id TEXT NOT NULL, role TEXT NOT NULL,
		PRIMARY KEY (table_id, user_id))`,
}

type roleKey struct{ table, user string }

// handleWish writes a batch's wish table rows: the roles of its tables in one read, the rows in
// one statement, the changed roles in one more.
func handleWish(ctx context.Context, tx projections.Tx, items []projections.Item) error {
	var tables []string
	seen := map[string]bool{}
	for _, it := range items {
		if id, _, _ := describeWish(it.Event); id != "" && !seen[id] {
			seen[id] = true
			tables = append(tables, id)
		}
	}
	if len(tables) == 0 {
		return nil
	}
	roles, owners := map[roleKey]string{}, map[string]string{}
	rows, err := tx.Query(ctx, `SELECT table_id, user_id, role FROM wish_roles WHERE table_id = ANY($1)`, tables)
	if err != nil {
		return err
	}
	for rows.Next() {
		var k roleKey
		var role string
		if err := rows.Scan(&k.table, &k.user, &role); err != nil {
			rows.Close()
			return err
		}
		roles[k] = role
		if role == "owner" {
			owners[k.table] = k.user
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	changed := map[roleKey]bool{}
	var w wishRows
	for _, it := range items {
		id, summary, subject := describeWish(it.Event)
		if id == "" {
			continue
		}
		if e, ok := it.Event.(events.WishTableCreated); ok {
			k := roleKey{id, e.OwnerID}
			roles[k], owners[id], changed[k] = "owner", e.OwnerID, true
		}
		actor := it.Env.Meta.ActorUserID
		if e, ok := it.Event.(events.WishMemberRemoved); ok && e.UserID == actor {
			summary = "退出共享" // the member left by themselves
		}
		// A member who leaves is recorded with the role they left.
		w.add(it.Env, id, owners[id], actor, roles[roleKey{id, actor}], subject, summary)
		switch e := it.Event.(type) {
		case events.WishMemberSet: // the joiner's role counts after the join
			k := roleKey{id, e.UserID}
			roles[k], changed[k] = e.Role, true
		case events.WishMemberRemoved:
			k := roleKey{id, e.UserID}
			roles[k], changed[k] = "", true
		}
	}
	if err := w.insert(ctx, tx); err != nil {
		return err
	}
	var ts, us, rs []string
	for k := range changed {
		ts, us, rs = append(ts, k.table), append(us, k.user), append(rs, roles[k])
	}
	if len(ts) == 0 {
		return nil
	}
	return tx.Exec(ctx, `WITH v AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) AS v(t, u, r)),
		d AS (DELETE FROM wish_roles USING v WHERE v.r = '' AND table_id = v.t AND user_id = v.u)
		INSERT INTO wish_roles (table_id, user_id, role) SELECT t, u, r FROM v WHERE r <> ''
		ON CONFLICT (table_id, user_id) DO UPDATE SET role = EXCLUDED.role`, ts, us, rs)
}

type wishRows struct {
	positions                                  []int64
	versions                                   []int
	tables, owners, actors, roles, subjects    []string
	types, summaries, terms, ips, agents, reqs []string
	times                                      []time.Time
}

func (w *wishRows) add(env events.Envelope, table, owner, actor, role, subject, summary string) {
	m := env.Meta
	w.positions, w.versions = append(w.positions, env.Position), append(w.versions, env.Version)
	w.tables, w.owners, w.actors = append(w.tables, table), append(w.owners, owner), append(w.actors, actor)
	w.roles, w.subjects = append(w.roles, role), append(w.subjects, subject)
	w.types, w.summaries, w.times = append(w.types, env.Type), append(w.summaries, summary), append(w.times, env.RecordedAt)
	w.terms, w.ips = append(w.terms, m.TerminalType), append(w.ips, m.ClientIP)
	w.agents, w.reqs = append(w.agents, truncate(m.UserAgent, 300)), append(w.reqs, m.RequestID)
}

func (w *wishRows) insert(ctx context.Context, tx projections.Tx) error {
	if len(w.positions) == 0 {
		return nil
	}
	return tx.Exec(ctx, `INSERT INTO wish_changes (position, version, table_id, owner_id, actor_user_id, actor_role,
		subject_user, type, summary, time, terminal_type, client_ip, user_agent, request_id)
		SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
			$8::text[], $9::text[], $10::timestamptz[], $11::text[], $12::text[], $13::text[], $14::text[])
		ON CONFLICT (position) DO NOTHING`, w.positions, w.versions, w.tables, w.owners, w.actors, w.roles,
		w.subjects, w.types, w.summaries, w.times, w.terms, w.ips, w.agents, w.reqs)
}
