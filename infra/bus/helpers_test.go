package bus_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/projector"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

const waitLimit = 20 * time.Second

func meta(uid string) events.Metadata {
	return events.Metadata{ActorUserID: uid, TerminalType: "0", ClientIP: "10.8.0.1", RequestID: "req-" + uid}
}

func uid(i int) string { return fmt.Sprintf("user-%03d", i) }

// register writes accounts straight to the log, as the SMS login would.
func register(t *testing.T, p *platform.Platform, users int) {
	t.Helper()
	for i := 0; i < users; i++ {
		if _, err := p.Store.Append(context.Background(), meta(uid(i)), events.Append{StreamID: events.AccountStream(uid(i)),
			ExpectedVersion: 0, Events: []events.Event{events.AccountRegistered{UserID: uid(i),
				Phone: platformtest.Phone(i + 1), NickName: fmt.Sprintf("用户%04d", i+1)}}}); err != nil {
			t.Fatal(err)
		}
	}
}

func student(u, nick string) events.Event {
	return events.StudentInfoUpdated{UserID: u, NickName: nick, StudentName: "学生" + u, Sex: 1}
}

// interleave runs writers that each open transactions appending to one or two
// profile streams, hold them open a random while, and commit, so commits land
// out of position order; one transaction in eight is rolled back on purpose.
// It returns the positions that committed and those that were rolled back.
func interleave(t *testing.T, p *platform.Platform, users, writers, txs int) (committed, rolledBack []int64) {
	t.Helper()
	ctx := context.Background()
	var mu sync.Mutex
	var wg sync.WaitGroup
	errs := make(chan error, writers)
	for w := 0; w < writers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			rnd := rand.New(rand.NewPCG(uint64(w), 7))
			for i := 0; i < txs; i++ {
				a, b := rnd.IntN(users), rnd.IntN(users)
				if a > b {
					a, b = b, a // a fixed lock order: no deadlocks between writers
				}
				appends := []events.Append{{StreamID: events.ProfileStream(uid(a)), ExpectedVersion: events.AnyVersion,
					Events: []events.Event{student(uid(a), fmt.Sprintf("w%d-%d", w, i))}}}
				if b != a && rnd.IntN(2) == 0 {
					appends = append(appends, events.Append{StreamID: events.ProfileStream(uid(b)),
						ExpectedVersion: events.AnyVersion, Events: []events.Event{student(uid(b), fmt.Sprintf("w%d-%d", w, i))}})
				}
				tx, err := p.DB.Pool.Begin(ctx)
				if err != nil {
					errs <- err
					return
				}
				stored, err := p.Store.AppendTx(ctx, tx, meta(uid(a)), appends...)
				if errors.Is(err, events.ErrConflict) { // another writer holds the stream: try again later
					_ = tx.Rollback(ctx)
					continue
				}
				if err != nil {
					_ = tx.Rollback(ctx)
					errs <- err
					return
				}
				time.Sleep(time.Duration(rnd.IntN(4000)) * time.Microsecond)
				var positions []int64
				for _, e := range stored {
					positions = append(positions, e.Position)
				}
				if rnd.IntN(8) == 0 {
					err = tx.Rollback(ctx)
					mu.Lock()
					rolledBack = append(rolledBack, positions...)
					mu.Unlock()
				} else if err = tx.Commit(ctx); err == nil {
					p.Store.Committed()
					mu.Lock()
					committed = append(committed, positions...)
					mu.Unlock()
				}
				if err != nil {
					errs <- err
					return
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	sort.Slice(committed, func(i, j int) bool { return committed[i] < committed[j] })
	return committed, rolledBack
}

func names(p *platform.Platform) []string {
	var out []string
	for _, pr := range p.Runtime.Projections() {
		out = append(out, pr.Name())
	}
	return out
}

func logCount(t *testing.T, p *platform.Platform) (n, head int64) {
	t.Helper()
	if err := p.DB.Pool.QueryRow(context.Background(),
		`SELECT COUNT(*), COALESCE(MAX(position), 0) FROM events`).Scan(&n, &head); err != nil {
		t.Fatal(err)
	}
	return n, head
}

// waitApplied waits until every projection of rm has settled log's whole event
// log (its through reached the head); applied, which counts every event a
// projection took in, can never exceed the log's size (nothing applied twice).
func waitApplied(t *testing.T, log, rm *platform.Platform) {
	t.Helper()
	deadline := time.Now().Add(waitLimit)
	for {
		n, head := logCount(t, log)
		behind := ""
		for _, name := range names(rm) {
			var pos, applied int64
			if err := rm.DB.Pool.QueryRow(context.Background(), `SELECT through, applied FROM `+
				pgx.Identifier{projector.Schema(name), "_checkpoint"}.Sanitize()).Scan(&pos, &applied); err != nil {
				t.Fatal(err)
			}
			if applied > n {
				t.Fatalf("%s applied %d events but the log has %d: an event was applied twice", name, applied, n)
			}
			if pos < head {
				behind += fmt.Sprintf(" %s(%d/%d at %d of %d)", name, applied, n, pos, head)
			}
		}
		if behind == "" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("read models did not apply the whole log:%s", behind)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func fingerprints(t *testing.T, p *platform.Platform) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, n := range names(p) {
		out[n] = platformtest.Fingerprint(t, p, projector.Schema(n))
	}
	return out
}

// auditPositions lists the positions of the profile events the audit read model holds.
func auditPositions(t *testing.T, p *platform.Platform) []int64 {
	t.Helper()
	rows, err := p.DB.Pool.Query(context.Background(),
		`SELECT position FROM rm_audit.entries WHERE type LIKE 'profile.%' ORDER BY position`)
	if err != nil {
		t.Fatal(err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		t.Fatal(err)
	}
	return out
}
