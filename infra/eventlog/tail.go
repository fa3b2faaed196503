package eventlog

import (
	"context"
	"encoding/json"
	"log/slog"
	"sort"
	"strconv"
	"sync"
	"time"

	"zhiyuan/events"
)

// How the tail reads and how much it keeps.
const (
	tailPage       = 1000                   // rows per read
	holePoll       = 2 * time.Millisecond   // re-read while a hole is held
	readGap        = 2 * time.Millisecond   // the least time between two reads
	appendersAfter = 10 * time.Millisecond  // a hole held this long: ask which appenders still run
	idlePoll       = time.Second            // an idle tail's read, a net under lost wakes
	retryWait      = 200 * time.Millisecond // after a failed read
	windowEvents   = 20000                  // recent events kept for the subscribers
	windowBytes    = 32 << 20
	EventsTopic    = "zhiyuan.events" // the one topic of the log (the Kafka topic in the distributed mode)
	ThroughMeta    = "through"        // batch metadata: every position up to it is settled
	PartitionKeyMD = "partition_key"  // record metadata: the stream id, Kafka's key
)

// entry is one settled event with its JSON, encoded once for every subscriber.
type entry struct {
	env events.Envelope
	raw []byte
}

// Tail is the one reader of the log in a process. It follows the events table
// by position under the gap rule and keeps the most recent settled events in
// memory, so every projection and the relay of the process take their batches
// from one read; a subscriber that has fallen behind the window reads the
// table itself, up to the frontier, where no hole is open any more.
type Tail struct {
	store *Store
	log   *slog.Logger

	mu      sync.Mutex
	rule    gapRule
	win     []entry // every event with winFrom < position <= frontier, in order
	winFrom int64
	bytes   int
	changed chan struct{} // closed when the frontier moves
	started bool
	begin   chan struct{} // closed at the first Register: the tail reads from then on
	kick    chan struct{}
	stop    chan struct{}
	closed  bool
	wg      sync.WaitGroup
}

// NewTail starts the process's reader of the log; Close stops it.
func NewTail(store *Store, log *slog.Logger) *Tail {
	t := &Tail{store: store, log: log, changed: make(chan struct{}), begin: make(chan struct{}),
		kick: make(chan struct{}, 1), stop: make(chan struct{})}
	store.signal.Listen()
	t.wg.Add(1)
	go t.run()
	return t
}

// Close stops the tail and releases every waiting subscriber.
func (t *Tail) Close() {
	t.mu.Lock()
	if !t.closed {
		t.closed = true
		close(t.stop)
	}
	t.mu.Unlock()
	t.wg.Wait()
}

// Frontier is the position up to which the log is settled.
func (t *Tail) Frontier() int64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.rule.frontier
}

// Register tells the tail where a subscriber starts: a position it stored as
// settled. The tail never needs to read below the highest such position.
func (t *Tail) Register(from int64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if from > t.rule.frontier {
		t.rule.bump(from)
		t.win, t.winFrom, t.bytes = nil, from, 0
		t.notifyLocked()
	}
	if !t.started {
		t.started = true
		close(t.begin)
	}
	select {
	case t.kick <- struct{}{}:
	default:
	}
}

func (t *Tail) notifyLocked() {
	close(t.changed)
	t.changed = make(chan struct{})
}

// Next waits until the log is settled past after and returns up to limit
// events after it with the position the batch settles: the last event's, or
// the frontier when the batch reaches it (holes at the end are passed too).
func (t *Tail) Next(ctx context.Context, after int64, limit int) ([]entry, int64, error) {
	for {
		t.mu.Lock()
		frontier, changed := t.rule.frontier, t.changed
		if after < frontier && after >= t.winFrom {
			i := sort.Search(len(t.win), func(i int) bool { return t.win[i].env.Position > after })
			j := min(len(t.win), i+limit)
			out := append([]entry(nil), t.win[i:j]...)
			through := frontier
			if j < len(t.win) {
				through = out[len(out)-1].env.Position
			}
			t.mu.Unlock()
			return out, through, nil
		}
		t.mu.Unlock()
		if after < frontier {
			return t.readBehind(ctx, after, frontier, limit)
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return nil, after, ctx.Err()
		case <-t.stop:
			return nil, after, context.Canceled
		}
	}
}

// readBehind serves a subscriber behind the window from the table.
func (t *Tail) readBehind(ctx context.Context, after, frontier int64, limit int) ([]entry, int64, error) {
	envs, err := t.store.ReadRange(ctx, after, frontier, limit)
	if err != nil {
		return nil, after, err
	}
	out := make([]entry, len(envs))
	for i, e := range envs {
		if out[i], err = encodeEntry(e); err != nil {
			return nil, after, err
		}
	}
	if len(envs) == limit {
		return out, envs[len(envs)-1].Position, nil
	}
	return out, frontier, nil
}

func encodeEntry(e events.Envelope) (entry, error) {
	raw, err := json.Marshal(e)
	return entry{env: e, raw: raw}, err
}

func (t *Tail) run() {
	defer t.wg.Done()
	select {
	case <-t.begin:
	case <-t.stop:
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-t.stop; cancel() }()
	var appenders uint64 // measured before the next read (appenders.go)
	var failing readFailures
	var heldSince time.Time
	for {
		woken := t.store.signal.Changed() // taken before the read: a wake during it still counts
		readAt := time.Now()
		t.mu.Lock()
		from := t.rule.frontier
		t.mu.Unlock()
		read, snap, err := t.read(ctx, from)
		snap.Appenders = appenders
		wait := idlePoll
		switch {
		case ctx.Err() != nil:
			return
		case err != nil:
			failing.failed(t.log, from, err)
			wait = retryWait
		default:
			failing.ok(t.log)
			passed, holding := t.accept(read, snap)
			if passed == tailPage {
				continue // more to read
			}
			switch {
			case !holding:
				heldSince = time.Time{}
			case heldSince.IsZero():
				heldSince, wait = time.Now(), holePoll
			case time.Since(heldSince) >= appendersAfter:
				// A transaction that never appends may be what holds xmin back.
				if f, err := t.appendersFloor(ctx); err == nil {
					appenders = max(appenders, f)
				}
				wait = holePoll
			default:
				wait = holePoll
			}
		}
		timer := time.NewTimer(wait)
		select {
		case <-woken:
		case <-t.kick:
		case <-timer.C:
		case <-t.stop:
			timer.Stop()
			return
		}
		timer.Stop()
		// Every append wakes the tail; at most one read per readGap lets a busy
		// log's appends share a read (the projections gather for longer anyway).
		if d := readGap - time.Since(readAt); d > 0 && !sleep(ctx, d) {
			return
		}
	}
}

// accept passes what the gap rule allows into the window.
func (t *Tail) accept(read []events.Envelope, snap Snapshot) (int, bool) {
	positions := make([]int64, len(read))
	for i, e := range read {
		positions[i] = e.Position
	}
	encoded := make([]entry, 0, len(read))
	t.mu.Lock()
	defer t.mu.Unlock()
	before := t.rule.frontier
	n := t.rule.advance(positions, snap)
	for _, e := range read[:n] {
		if e.Position <= before {
			continue
		}
		en, err := encodeEntry(e)
		if err != nil { // cannot happen for an envelope read from the table; hold it
			t.log.Error("eventlog: encoding an event failed", "position", e.Position, "err", err)
			break
		}
		encoded = append(encoded, en)
	}
	t.win = append(t.win, encoded...)
	for _, en := range encoded {
		t.bytes += len(en.raw)
	}
	t.trimLocked()
	if t.rule.frontier != before {
		t.notifyLocked()
	}
	return n, t.rule.holding()
}

// trimLocked keeps the window within its bounds. It trims only once the window
// is a quarter over them, and then down to three quarters of them: copying the
// window on every read once it is full cost more than the reads themselves
// (20,000 entries copied hundreds of times a second).
func (t *Tail) trimLocked() {
	if len(t.win) <= windowEvents+windowEvents/4 && t.bytes <= windowBytes+windowBytes/4 {
		return
	}
	drop := 0
	for len(t.win)-drop > windowEvents*3/4 || (t.bytes > windowBytes*3/4 && drop < len(t.win)) {
		t.bytes -= len(t.win[drop].raw)
		drop++
	}
	if drop > 0 {
		t.winFrom = t.win[drop-1].env.Position
		t.win = append([]entry(nil), t.win[drop:]...)
	}
}

// readSQL reads a page after the frontier together with what the gap rule
// needs of its snapshot: xmin, and the transaction counter read after the
// snapshot was taken (counter.go).
const readSQL = `
SELECT s.xmin, s.next, e.position, e.id, e.stream_id, e.version, e.type, e.schema_version, e.data, e.meta, e.recorded_at
FROM (SELECT pg_snapshot_xmin(n.snap)::text AS xmin, n.counter::text AS next FROM (` + counterSQL + `) n) s
LEFT JOIN LATERAL (
	SELECT ` + envelopeColumns + ` FROM events WHERE position > $1 ORDER BY position LIMIT $2
) e ON true`

func (t *Tail) read(ctx context.Context, after int64) ([]events.Envelope, Snapshot, error) {
	rows, err := t.store.db.Pool.Query(ctx, readSQL, prepared, after, tailPage)
	if err != nil {
		return nil, Snapshot{}, err
	}
	defer rows.Close()
	var snap Snapshot
	var out []events.Envelope
	for rows.Next() {
		var xmin, next string
		var pos *int64
		var id, stream, typ *string
		var version, schema *int
		var data, meta []byte
		var at *time.Time
		if err := rows.Scan(&xmin, &next, &pos, &id, &stream, &version, &typ, &schema, &data, &meta, &at); err != nil {
			return nil, snap, err
		}
		if snap.Xmin, err = strconv.ParseUint(xmin, 10, 64); err != nil {
			return nil, snap, err
		}
		if snap.Next, err = strconv.ParseUint(next, 10, 64); err != nil {
			return nil, snap, err
		}
		if pos == nil {
			continue // the log holds nothing after the frontier
		}
		e := events.Envelope{Position: *pos, ID: *id, StreamID: *stream, Version: *version, Type: *typ,
			SchemaVersion: *schema, Data: data, RecordedAt: *at}
		if err := json.Unmarshal(meta, &e.Meta); err != nil {
			return nil, snap, err
		}
		out = append(out, e)
	}
	return out, snap, rows.Err()
}

// readFailures keeps a database outage to a few log lines: the first failed
// read, one every failLogEvery while they go on, and the first read that works.
type readFailures struct {
	since, logged time.Time
	count         int
}

const failLogEvery = 10 * time.Second

func (f *readFailures) failed(log *slog.Logger, after int64, err error) {
	f.count++
	if f.since.IsZero() {
		f.since = time.Now()
	}
	if time.Since(f.logged) >= failLogEvery {
		f.logged = time.Now()
		log.Error("eventlog: reading the log failed, retrying", "after", after, "failures", f.count,
			"since", f.since.Format(time.RFC3339), "err", err)
	}
}

func (f *readFailures) ok(log *slog.Logger) {
	if f.count > 0 {
		log.Info("eventlog: reading the log again", "failures", f.count, "after", time.Since(f.since).Round(time.Millisecond))
		*f = readFailures{}
	}
}
