package eventlog_test

import (
	"context"
	"log/slog"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/postgres"
)

// collector subscribes one consumer group and records what it is handed.
type collector struct {
	mu   sync.Mutex
	got  []events.Envelope
	tail *eventlog.Tail
}

func follow(t *testing.T, store *eventlog.Store, nack func(eventlog.Batch) bool) *collector {
	t.Helper()
	c := &collector{tail: eventlog.NewTail(store, slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))}
	t.Cleanup(c.tail.Close)
	sub := eventlog.NewSubscriber(c.tail, "test", func(context.Context) (int64, error) { return 0, nil }, nil)
	t.Cleanup(func() { _ = sub.Close() })
	msgs, err := sub.Subscribe(context.Background(), eventlog.EventsTopic)
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		for msg := range msgs {
			b, err := eventlog.DecodeBatch(msg)
			if err != nil {
				panic(err)
			}
			if nack != nil && nack(b) {
				msg.Nack()
				continue
			}
			c.mu.Lock()
			c.got = append(c.got, b.Events...)
			c.mu.Unlock()
			msg.Ack()
		}
	}()
	return c
}

func (c *collector) positions() []int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]int64, len(c.got))
	for i, e := range c.got {
		out[i] = e.Position
	}
	return out
}

// waitFor waits (bounded far above any expected delay) until n events arrived.
func (c *collector) waitFor(t *testing.T, n int) []int64 {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		if got := c.positions(); len(got) >= n {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d events delivered, want %d: %v", len(c.positions()), n, c.positions())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func appendIn(t *testing.T, store *eventlog.Store, tx pgx.Tx, user string) int64 {
	t.Helper()
	stored, err := store.AppendTx(context.Background(), tx, meta(), events.Append{StreamID: events.ProfileStream(user),
		ExpectedVersion: events.AnyVersion, Events: []events.Event{student(user, "held")}})
	if err != nil {
		t.Fatal(err)
	}
	return stored[0].Position
}

func appendNow(t *testing.T, store *eventlog.Store, user string) int64 {
	t.Helper()
	res, err := store.Append(context.Background(), meta(), events.Append{StreamID: events.ProfileStream(user),
		ExpectedVersion: events.AnyVersion, Events: []events.Event{student(user, "now")}})
	if err != nil {
		t.Fatal(err)
	}
	return res.Position
}

// begin opens a transaction the test commits or rolls back itself; one left
// open when the test ends is rolled back, freeing its connection.
func begin(t *testing.T, db *postgres.DB) pgx.Tx {
	t.Helper()
	tx, err := db.Pool.Begin(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tx.Rollback(context.Background()) })
	return tx
}

// followFromFirst starts a collector on a fresh log and waits until it has
// been handed the log's first event, whose position it returns.
func followFromFirst(t *testing.T) (*postgres.DB, *eventlog.Store, *collector, int64) {
	t.Helper()
	db, store, _ := newStore(t)
	c := follow(t, store, nil)
	first := appendNow(t, store, "a")
	c.waitFor(t, 1)
	return db, store, c, first
}

// A writer holds its position for seconds while a later one commits: the
// later event is held back, never skipped, and both arrive in position order
// once the first commits.
func TestTailHoldsAHoleWhileItsWriterRuns(t *testing.T) {
	db, store, c, first := followFromFirst(t)
	ctx := context.Background()
	tx := begin(t, db)
	held := appendIn(t, store, tx, "b")
	later := appendNow(t, store, "c")
	time.Sleep(2 * time.Second) // the writer holds its transaction open; the tail keeps reading
	if got := c.positions(); len(got) != 1 || c.tail.Frontier() >= held {
		t.Fatalf("delivered %v (frontier %d) while position %d was still being written", got, c.tail.Frontier(), held)
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	store.Committed()
	got := c.waitFor(t, 3)
	if want := []int64{first, held, later}; !slices.Equal(got, want) {
		t.Fatalf("delivered %v, want %v", got, want)
	}
}

// Rolled-back appends and a writer whose connection dies between taking its
// position and committing burn positions: the tail passes them once the
// database shows their writers ended, and delivers everything committed.
func TestTailPassesBurnedPositions(t *testing.T) {
	db, store, _ := newStore(t)
	ctx := context.Background()
	c := follow(t, store, nil)

	rolled := begin(t, db)
	burned := appendIn(t, store, rolled, "rolled")
	afterRollback := appendNow(t, store, "x")
	if err := rolled.Rollback(ctx); err != nil {
		t.Fatal(err)
	}

	conn, err := db.Pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var pid int
	if err := conn.QueryRow(ctx, `SELECT pg_backend_pid()`).Scan(&pid); err != nil {
		t.Fatal(err)
	}
	crashed, err := conn.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	lost := appendIn(t, store, crashed, "crashed")
	afterCrash := appendNow(t, store, "y")
	if _, err := db.Pool.Exec(ctx, `SELECT pg_terminate_backend($1)`, pid); err != nil {
		t.Fatal(err)
	}
	conn.Release()

	got := c.waitFor(t, 2)
	if want := []int64{afterRollback, afterCrash}; !slices.Equal(got, want) {
		t.Fatalf("delivered %v, want %v (burned %d and %d)", got, want, burned, lost)
	}
	if f := c.tail.Frontier(); f < afterCrash {
		t.Fatalf("frontier %d, want at least %d", f, afterCrash)
	}
}

// A batch that fails is handed out again in halves until the failing event is
// alone; everything before it is delivered, nothing after it.
func TestNackIsolatesTheFailingEvent(t *testing.T) {
	_, store, _ := newStore(t)
	var positions []int64
	for i := 0; i < 40; i++ {
		positions = append(positions, appendNow(t, store, "p"))
	}
	poison := positions[17]
	var mu sync.Mutex
	failures, fixed := 0, false
	c := follow(t, store, func(b eventlog.Batch) bool {
		mu.Lock()
		defer mu.Unlock()
		for _, e := range b.Events {
			if e.Position == poison && !fixed {
				failures++
				return true
			}
		}
		return false
	})
	c.waitFor(t, 17)
	time.Sleep(500 * time.Millisecond) // the poison is retried meanwhile
	if got := c.positions(); !slices.Equal(got, positions[:17]) {
		t.Fatalf("with the poison failing: delivered %v, want %v", got, positions[:17])
	}
	mu.Lock()
	fixed = true // a fixed handler: the retry goes through
	n := failures
	mu.Unlock()
	if n < 2 {
		t.Fatalf("the poison failed %d times", n)
	}
	if got := c.waitFor(t, 40); !slices.Equal(got, positions) {
		t.Fatalf("after the fix: delivered %v, want %v", got, positions)
	}
}

// A transaction can hold an older id than the writer of a hole and still take
// a later position: here the later event's writer takes its id first, the
// hole's writer takes a newer id and its position, and only then does the
// first take its position and commit. Postgres computes a snapshot's xmax from
// the newest ended transaction, so the hole's writer, still running, may sit
// at or above that xmax and outside the snapshot's xmin; the hole must still
// be held until it ends.
func TestTailHoldsAHoleWhoseWriterHasANewerTransactionID(t *testing.T) {
	db, store, c, first := followFromFirst(t)
	ctx := context.Background()
	older := begin(t, db)
	if _, err := older.Exec(ctx, `SELECT pg_current_xact_id()`); err != nil {
		t.Fatal(err)
	}
	newer := begin(t, db)
	held := appendIn(t, store, newer, "hole")
	later := appendIn(t, store, older, "later")
	if err := older.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	// No wake-up: its NOTIFY would end a transaction with a newer id and so
	// move xmax past the hole's writer. The tail's idle read finds the event.
	time.Sleep(2500 * time.Millisecond)
	if got := c.positions(); len(got) != 1 || c.tail.Frontier() >= held {
		t.Fatalf("delivered %v (frontier %d) while position %d was still being written", got, c.tail.Frontier(), held)
	}
	if err := newer.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	store.Committed()
	if got, want := c.waitFor(t, 3), []int64{first, held, later}; !slices.Equal(got, want) {
		t.Fatalf("delivered %v, want %v", got, want)
	}
}

// A long transaction that holds an id but never appends (a projection applying
// a large batch) does not hold a burned position: only appenders can fill it.
func TestTailPassesAHoleWhileOnlyANonAppenderRuns(t *testing.T) {
	db, store, c, first := followFromFirst(t)
	ctx := context.Background()
	other := begin(t, db) // rolled back when the test ends
	if _, err := other.Exec(ctx, `SELECT pg_current_xact_id()`); err != nil {
		t.Fatal(err)
	}
	rolled := begin(t, db)
	burned := appendIn(t, store, rolled, "rolled")
	if err := rolled.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	later := appendNow(t, store, "b")
	if got, want := c.waitFor(t, 2), []int64{first, later}; !slices.Equal(got, want) {
		t.Fatalf("delivered %v, want %v (burned %d)", got, want, burned)
	}
}
