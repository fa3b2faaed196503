package projector

import (
	"context"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/postgres"
)

// Progress carries, inside one process, how far each projection run here has
// applied the log, so a waiter in the same process learns of a commit at once
// instead of at its next poll.
type Progress struct {
	mu      sync.Mutex
	through map[string]int64
	changed chan struct{}
	want    chan struct{} // closed when a waiter of this process starts to wait (gather.go)
	waiting int           // waiters of this process now waiting
}

func NewProgress() *Progress {
	return &Progress{through: map[string]int64{}, changed: make(chan struct{}), want: make(chan struct{})}
}

func (p *Progress) advanced(name string, through int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if through > p.through[name] {
		p.through[name] = through
		close(p.changed)
		p.changed = make(chan struct{})
	}
}

// wanted is closed while a waiter of this process waits: a projection
// gathering a batch goes on at once.
func (p *Progress) wanted() <-chan struct{} {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.waiting > 0 {
		return alwaysClosed
	}
	return p.want
}

var alwaysClosed = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

// startWait tells the gathering projections that somebody waits for them; endWait that one waiter is done.
func (p *Progress) startWait() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.waiting++
	close(p.want)
	p.want = make(chan struct{})
}

func (p *Progress) endWait() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.waiting--
}

func (p *Progress) get(name string) (int64, <-chan struct{}) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.through[name], p.changed
}

// Waiter lets a query wait, bounded, until a read model has applied a write the
// caller made (read-your-writes after a command).
type Waiter struct {
	db       *postgres.DB
	progress *Progress // nil: no projector in this process
	Max      time.Duration
}

func NewWaiter(db *postgres.DB, max time.Duration) *Waiter { return &Waiter{db: db, Max: max} }

// WithProgress lets the waiter hear of commits made by this process's projectors.
func (w *Waiter) WithProgress(p *Progress) *Waiter { w.progress = p; return w }

// WaitFor returns true once the projection has applied every event up to
// position: its checkpoint's through, not the highest position it has seen,
// so an event that commits late below a later one is waited for too. It gives
// up after Max and returns false; the caller answers with what it has.
func (w *Waiter) WaitFor(ctx context.Context, projection string, position int64) bool {
	if position <= 0 {
		return true
	}
	deadline := time.Now().Add(w.Max)
	q := `SELECT through FROM ` + pgx.Identifier{Schema(projection), "_checkpoint"}.Sanitize()
	delay := time.Millisecond
	waiting := false
	for {
		var changed <-chan struct{}
		if w.progress != nil {
			var through int64
			if through, changed = w.progress.get(projection); through >= position {
				return true
			}
			if !waiting { // from the first miss on, nobody gathers while we wait
				waiting = true
				w.progress.startWait()
				defer w.progress.endWait()
			}
		}
		var reached int64
		if err := w.db.Pool.QueryRow(ctx, q).Scan(&reached); err == nil && reached >= position {
			return true
		}
		left := time.Until(deadline)
		if left <= 0 || ctx.Err() != nil {
			return false
		}
		t := time.NewTimer(min(delay, left))
		select {
		case <-changed: // nil without a local projector: waits for the timer
		case <-t.C:
		case <-ctx.Done():
		}
		t.Stop()
		if delay < 20*time.Millisecond {
			delay *= 2
		}
	}
}
