package sessions_test

import (
	"reflect"
	"strconv"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/sessions"
)

// rows reads the sessions with their times as Unix microseconds ("NULL": not revoked).
const rows = `SELECT session_hash, user_id, method, (extract(epoch FROM started_at) * 1000000)::bigint,
	(extract(epoch FROM expires_at) * 1000000)::bigint, coalesce(((extract(epoch FROM revoked_at) * 1000000)::bigint)::text, 'NULL')
	FROM sessions ORDER BY session_hash`

var expires = time.Date(2027, 1, 6, 9, 0, 0, 0, beijing.Zone)

func meta(user string) events.Metadata {
	return events.Metadata{ActorUserID: user, ClientIP: "10.0.0.1"}
}

func started(user, hash, method string) events.SessionStarted {
	return events.SessionStarted{UserID: user, SessionHash: hash, ExpiresAt: expires, Method: method}
}

func micros(t time.Time) string { return strconv.FormatInt(t.UnixMicro(), 10) }

// row is a session as read back: started when its start was recorded; revoked when its end was
// (a zero time: not revoked).
func row(hash, user, method string, start events.Envelope, revoked time.Time) []string {
	r := "NULL"
	if !revoked.IsZero() {
		r = micros(revoked)
	}
	return []string{hash, user, method, micros(start.RecordedAt), micros(expires), r}
}

// Given logins and logouts in account streams, then these sessions. Each case answers the rows
// it expects, built from the times its events were recorded at.
func TestSessionsRows(t *testing.T) {
	t.Parallel()
	a, b := events.AccountStream("u-1"), events.AccountStream("u-2")
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env) [][]string
	}{
		{name: "a login is an open session", given: func(t *testing.T, e *projectortest.Env) [][]string {
			s := e.Append(t, meta("u-1"), a, started("u-1", "h1", "password"))
			e.Batch(t, s)
			return [][]string{row("h1", "u-1", "password", s[0], time.Time{})}
		}},
		{name: "a logout revokes that session only", given: func(t *testing.T, e *projectortest.Env) [][]string {
			s := e.Append(t, meta("u-1"), a, started("u-1", "h1", "password"), started("u-1", "h2", "sms"))
			e.Batch(t, s)
			end := e.Append(t, meta("u-1"), a, events.SessionEnded{UserID: "u-1", SessionHash: "h1", Reason: "logout"})
			e.Batch(t, end)
			return [][]string{row("h1", "u-1", "password", s[0], end[0].RecordedAt), row("h2", "u-1", "sms", s[1], time.Time{})}
		}},
		{name: "a second logout keeps the first revocation's time", given: func(t *testing.T, e *projectortest.Env) [][]string {
			s := e.Append(t, meta("u-1"), a, started("u-1", "h1", "password"))
			first := e.Append(t, meta("u-1"), a, events.SessionEnded{UserID: "u-1", SessionHash: "h1", Reason: "logout"})
			e.Batch(t, append(s, first...))
			time.Sleep(5 * time.Millisecond)
			e.Given(t, meta("u-1"), a, events.SessionEnded{UserID: "u-1", SessionHash: "h1", Reason: "logout"})
			return [][]string{row("h1", "u-1", "password", s[0], first[0].RecordedAt)}
		}},
		{name: "a password change ends every other session of the user, and no one else's", given: func(t *testing.T, e *projectortest.Env) [][]string {
			var batch []events.Envelope
			s1 := e.Append(t, meta("u-1"), a, started("u-1", "h1", "password"), started("u-1", "h2", "sms"), started("u-1", "h3", "wechat"))
			s2 := e.Append(t, meta("u-2"), b, started("u-2", "h4", "sms"))
			e.Batch(t, append(append(batch, s1...), s2...))
			end := e.Append(t, meta("u-1"), a, events.SessionEnded{UserID: "u-1", KeepSessionHash: "h2", Reason: "password_changed"})
			e.Batch(t, end)
			at := end[0].RecordedAt
			return [][]string{row("h1", "u-1", "password", s1[0], at), row("h2", "u-1", "sms", s1[1], time.Time{}),
				row("h3", "u-1", "wechat", s1[2], at), row("h4", "u-2", "sms", s2[0], time.Time{})}
		}},
		{name: "ending all sessions keeps an earlier logout's time", given: func(t *testing.T, e *projectortest.Env) [][]string {
			s := e.Append(t, meta("u-1"), a, started("u-1", "h1", "password"), started("u-1", "h2", "sms"))
			out := e.Append(t, meta("u-1"), a, events.SessionEnded{UserID: "u-1", SessionHash: "h1", Reason: "logout"})
			e.Batch(t, append(s, out...))
			time.Sleep(5 * time.Millisecond)
			all := e.Append(t, meta("u-1"), a, events.SessionEnded{UserID: "u-1", Reason: "password_changed"})
			e.Batch(t, all)
			return [][]string{row("h1", "u-1", "password", s[0], out[0].RecordedAt), row("h2", "u-1", "sms", s[1], all[0].RecordedAt)}
		}},
		{name: "logins and logouts of two users in one batch", given: func(t *testing.T, e *projectortest.Env) [][]string {
			var batch []events.Envelope
			s1 := e.Append(t, meta("u-1"), a, started("u-1", "h1", "password"))
			s2 := e.Append(t, meta("u-2"), b, started("u-2", "h2", "sms"))
			end := e.Append(t, meta("u-2"), b, events.SessionEnded{UserID: "u-2", SessionHash: "h2", Reason: "logout"})
			s3 := e.Append(t, meta("u-1"), a, started("u-1", "h3", "sms"))
			batch = append(append(append(append(batch, s1...), s2...), end...), s3...)
			e.Batch(t, batch)
			return [][]string{row("h1", "u-1", "password", s1[0], time.Time{}), row("h2", "u-2", "sms", s2[0], end[0].RecordedAt),
				row("h3", "u-1", "sms", s3[0], time.Time{})}
		}},
		{name: "a logout of an unknown session changes nothing", given: func(t *testing.T, e *projectortest.Env) [][]string {
			s := e.Append(t, meta("u-1"), a, started("u-1", "h1", "password"))
			e.Batch(t, s)
			e.Given(t, meta("u-1"), a, events.SessionEnded{UserID: "u-1", SessionHash: "h9", Reason: "logout"})
			e.Given(t, meta("u-9"), events.AccountStream("u-9"), events.SessionEnded{UserID: "u-9", Reason: "password_changed"})
			return [][]string{row("h1", "u-1", "password", s[0], time.Time{})}
		}},
		{name: "a token hash started again keeps the first session", given: func(t *testing.T, e *projectortest.Env) [][]string {
			s := e.Append(t, meta("u-1"), a, started("u-1", "h1", "password"))
			e.Batch(t, s)
			again := started("u-2", "h1", "sms")
			again.ExpiresAt = expires.AddDate(0, 1, 0)
			e.Given(t, meta("u-2"), b, again)
			return [][]string{row("h1", "u-1", "password", s[0], time.Time{})}
		}},
		{name: "a login delivered again after its logout stays revoked", given: func(t *testing.T, e *projectortest.Env) [][]string {
			s := e.Append(t, meta("u-1"), a, started("u-1", "h1", "password"))
			e.Batch(t, s)
			end := e.Append(t, meta("u-1"), a, events.SessionEnded{UserID: "u-1", SessionHash: "h1", Reason: "logout"})
			e.Batch(t, end)
			e.Batch(t, s)
			e.Batch(t, append(s, end...))
			return [][]string{row("h1", "u-1", "password", s[0], end[0].RecordedAt)}
		}},
		{name: "sessions live only in account streams", given: func(t *testing.T, e *projectortest.Env) [][]string {
			e.Given(t, meta("u-1"), events.ProfileStream("u-1"), started("u-1", "h1", "password"))
			e.Given(t, meta("u-1"), "accounts", started("u-1", "h2", "password"))
			return nil
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, sessions.Projection{})
			want := c.given(t, e)
			if got := e.Rows(t, rows); !reflect.DeepEqual(got, want) {
				t.Fatalf("rows\n%v\nwant\n%v", got, want)
			}
		})
	}
}
