package processtest

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// diagnose, when set, adds the state of the log and its readers to a failed wait's message.
var diagnose func() string

// logState is the log's head, the relay's cursor and where each projection stands.
func logState(dbURL string) string {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return "database: " + err.Error()
	}
	defer conn.Close(ctx)
	var b strings.Builder
	var head int64
	_ = conn.QueryRow(ctx, `SELECT COALESCE(max(position), 0) FROM events`).Scan(&head)
	fmt.Fprintf(&b, "log head %d;", head)
	rows, err := conn.Query(ctx, `SELECT consumer_group, position FROM log_cursors`)
	if err == nil {
		for rows.Next() {
			var g string
			var p int64
			_ = rows.Scan(&g, &p)
			fmt.Fprintf(&b, " cursor %s=%d;", g, p)
		}
		rows.Close()
	}
	for _, name := range []string{"profiles", "assessments", "analytics", "catalog", "admission", "search", "content"} {
		var through int64
		if err := conn.QueryRow(ctx, `SELECT through FROM `+pgx.Identifier{"rm_" + name, "_checkpoint"}.Sanitize()).Scan(&through); err == nil {
			fmt.Fprintf(&b, " %s through %d;", name, through)
		}
	}
	return b.String()
}
