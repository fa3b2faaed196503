package apifuzz

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"

	"zhiyuan/events"
	"zhiyuan/infra/httpapi"
)

// failureRecords are the events a refused request may append by design: a
// wrong SMS code and every SMS code and password check are counted in the log before the
// answer, and the captcha and lockout rules read those counts (docs/SECURITY.md).
var failureRecords = map[string]bool{
	events.LoginCodeRejected{}.EventType():    true,
	events.PasswordLoginFailed{}.EventType():  true,
	events.PasswordCheckStarted{}.EventType(): true,
	events.CodeCheckStarted{}.EventType():     true,
}

// logWatch follows the events table: each read returns what was appended since the last.
type logWatch struct {
	db   *pgxpool.Pool
	head int64
	seen int64 // rows read by since
}

type appended struct {
	Position  int64
	Type      string
	RequestID string
}

func newLogWatch(ctx context.Context, db *pgxpool.Pool) (*logWatch, error) {
	w := &logWatch{db: db}
	err := db.QueryRow(ctx, `SELECT coalesce(max(position), 0) FROM events`).Scan(&w.head)
	return w, err
}

// count is the number of rows in the log (start and end of a round).
func (w *logWatch) count(ctx context.Context) (int64, error) {
	var n int64
	err := w.db.QueryRow(ctx, `SELECT count(*) FROM events`).Scan(&n)
	return n, err
}

// since reads the rows past the last head and moves the head to the last of them.
func (w *logWatch) since(ctx context.Context) ([]appended, error) {
	rows, err := w.db.Query(ctx, `SELECT position, type, coalesce(meta->>'request_id', '') FROM events
		WHERE position > $1 ORDER BY position`, w.head)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []appended
	for rows.Next() {
		var a appended
		if err := rows.Scan(&a.Position, &a.Type, &a.RequestID); err != nil {
			return nil, err
		}
		out = append(out, a)
		w.head = a.Position
		w.seen++
	}
	return out, rows.Err()
}

// logVerdict judges what one answered request appended: "" when allowed, else
// the problem. refused is a Code other than 0 (or no envelope at all).
func logVerdict(rt Route, refused bool, requestID string, rows []appended) (problem string, failures int) {
	if len(rows) == 0 {
		return "", 0
	}
	types := make([]string, len(rows))
	for i, r := range rows {
		types[i] = r.Type
		if r.RequestID != asStored(requestID) {
			return fmt.Sprintf("event %d (%s) carries request id %q, not this request's %q", r.Position, r.Type,
				r.RequestID, requestID), 0
		}
	}
	switch {
	case !rt.Envelope || rt.Side == "":
		return "a non-API path appended " + strings.Join(types, ", "), 0
	case rt.Side == httpapi.QuerySide:
		return "a query appended " + strings.Join(types, ", "), 0
	case !refused:
		return "", 0 // an accepted command
	}
	for _, t := range types {
		if !failureRecords[t] {
			return "a refused request appended " + strings.Join(types, ", "), 0
		}
	}
	return "", len(rows)
}

// asStored is a string as the jsonb metadata keeps it (invalid UTF-8 becomes U+FFFD).
func asStored(s string) string {
	b, _ := json.Marshal(s)
	var out string
	_ = json.Unmarshal(b, &out)
	return out
}

// envelopeProblem checks an API answer: JSON, exactly Code, Data and Message,
// and an HTTP status that is 200 or the Code itself.
func envelopeProblem(status int, contentType string, body []byte) (code int, problem string) {
	if !strings.HasPrefix(contentType, "application/json") {
		return 0, fmt.Sprintf("Content-Type %q", contentType)
	}
	var keys map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&keys); err != nil || keys == nil {
		return 0, "not a JSON object"
	}
	if dec.More() {
		return 0, "trailing data after the envelope"
	}
	if len(keys) != 3 || keys["Code"] == nil || keys["Message"] == nil || keys["Data"] == nil {
		return 0, fmt.Sprintf("keys %v, want Code, Data, Message", mapKeys(keys))
	}
	var msg string
	if err := json.Unmarshal(keys["Code"], &code); err != nil {
		return 0, "Code is not an integer"
	}
	if err := json.Unmarshal(keys["Message"], &msg); err != nil {
		return code, "Message is not a string"
	}
	if status != 200 && code != status {
		return code, fmt.Sprintf("HTTP %d with Code %d", status, code)
	}
	if code != 0 && msg == "" {
		return code, "a refusal without a Message"
	}
	return code, ""
}

func mapKeys(m map[string]json.RawMessage) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// leak reports another user's data in an answer: B's markers anywhere, or B's
// user id when the request did not carry it.
func leak(a *actors, q request, body []byte) string {
	for _, m := range a.markers {
		if bytes.Contains(body, []byte(m)) {
			return "answer holds user B's " + m
		}
	}
	id := []byte(a.foreignID)
	if len(id) > 0 && bytes.Contains(body, id) && !bytes.Contains(q.body, id) && !strings.Contains(q.path, a.foreignID) {
		return "answer holds user B's id"
	}
	return ""
}
