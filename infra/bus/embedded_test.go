package bus_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/projector"
)

func nickOf(t *testing.T, p *platform.Platform, user string) string {
	t.Helper()
	var nick string
	if err := p.DB.Pool.QueryRow(context.Background(), `SELECT nick_name FROM rm_profiles.users WHERE user_id = $1`,
		user).Scan(&nick); err != nil {
		t.Fatal(err)
	}
	return nick
}

// outOfOrderPair commits B (higher position) while A (lower position) is still
// open, then commits A. It returns both positions.
func outOfOrderPair(t *testing.T, p *platform.Platform, a, b string, during func(posB int64)) (posA, posB int64) {
	t.Helper()
	ctx := context.Background()
	tx, err := p.DB.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck // no-op after commit
	stored, err := p.Store.AppendTx(ctx, tx, meta(a), events.Append{StreamID: events.ProfileStream(a),
		ExpectedVersion: events.AnyVersion, Events: []events.Event{student(a, "A-late")}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Store.Append(ctx, meta(b), events.Append{StreamID: events.ProfileStream(b),
		ExpectedVersion: events.AnyVersion, Events: []events.Event{student(b, "B-early")}})
	if err != nil {
		t.Fatal(err)
	}
	if posA, posB = stored[0].Position, res.Position; posA >= posB {
		t.Fatalf("A got position %d, B %d: the test needs A below B", posA, posB)
	}
	during(posB)
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	p.Store.Committed()
	return posA, posB
}

// B commits while A, with the lower position, is still open; then A commits.
// The projectors on the embedded bus must apply both, in position order: B
// is held back while A is open, and a waiter for B's position ("everything up
// to it") waits for A too.
func TestLateCommitWithLowerPositionIsProjectedEmbedded(t *testing.T) {
	p := platformtest.New(t).P // projectors on the log, through the gap-safe tail
	register(t, p, 2)
	waitApplied(t, p, p)
	w := projector.NewWaiter(p.DB, 500*time.Millisecond).WithProgress(p.Runtime.Progress())
	posA, posB := outOfOrderPair(t, p, uid(0), uid(1), func(posB int64) {
		time.Sleep(time.Second) // A stays open while the tail keeps reading
		if nickOf(t, p, uid(1)) == "B-early" {
			t.Fatal("B was projected while A, below it, was still open")
		}
		if w.WaitFor(context.Background(), "audit", posB) {
			t.Fatal("a waiter for B's position returned while A, below it, was still open")
		}
	})
	w.Max = waitLimit
	if !w.WaitFor(context.Background(), "audit", posB) {
		t.Fatal("the audit never settled B's position")
	}
	if got := auditPositions(t, p); !reflect.DeepEqual(got, []int64{posA, posB}) {
		t.Fatalf("audit holds %v, want %v", got, []int64{posA, posB})
	}
	waitApplied(t, p, p)
	if a, b := nickOf(t, p, uid(0)), nickOf(t, p, uid(1)); a != "A-late" || b != "B-early" {
		t.Fatalf("after both commits: A %q, B %q", a, b)
	}
}

// Many writers commit out of position order, some roll back: every committed
// event is projected exactly once, no rolled-back one ever is, and the live
// read models equal a rebuild from the log.
func TestInterleavedCommitsAreAllProjectedEmbedded(t *testing.T) {
	p := platformtest.New(t).P
	const users = 12
	register(t, p, users)
	committed, rolledBack := interleave(t, p, users, 6, 30)
	if len(committed) < 100 || len(rolledBack) == 0 {
		t.Fatalf("workload too small: %d committed, %d rolled back", len(committed), len(rolledBack))
	}
	waitApplied(t, p, p)
	if got := auditPositions(t, p); !reflect.DeepEqual(got, committed) {
		t.Fatalf("audit holds %d profile events, %d were committed", len(got), len(committed))
	}
	// Each user's profile shows the last version of their stream.
	rows, err := p.DB.Pool.Query(context.Background(), `SELECT u.user_id FROM rm_profiles.users u
		LEFT JOIN (SELECT stream_id, MAX(version) AS v FROM events GROUP BY stream_id) e ON e.stream_id = 'profile-' || u.user_id
		WHERE u.profile_version <> COALESCE(e.v, 0)`)
	if err != nil {
		t.Fatal(err)
	}
	stale, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if len(stale) > 0 {
		t.Fatalf("profiles behind their stream: %v", stale)
	}
	live := fingerprints(t, p)
	for _, n := range names(p) {
		if _, err := p.Runtime.Rebuild(context.Background(), n); err != nil {
			t.Fatal(err)
		}
	}
	if rebuilt := fingerprints(t, p); !reflect.DeepEqual(rebuilt, live) {
		t.Fatalf("live read models differ from a rebuild:\n live    %v\n rebuilt %v", live, rebuilt)
	}
}
