package eventlog

// Snapshot is what the gap rule needs to know of the statement that read a
// page: every transaction id below Xmin had ended when its snapshot was taken,
// and every id assigned before that moment is below Next.
//
// Next is not the snapshot's xmax: Postgres sets xmax to one past the newest
// *ended* transaction, so a running transaction with a newer id than every
// ended one sits at or above xmax and outside xmin. Next is the transaction
// counter read after the snapshot (tail.go's readSQL).
type Snapshot struct {
	Xmin, Next uint64
	// Appenders, when not 0, was measured before the snapshot was taken: no
	// transaction that had taken a position then and still ran held an id
	// below it (appenders.go). Every transaction holding an id counts in
	// Xmin; only appenders count here.
	Appenders uint64
}

// gapRule decides how far the log is settled: the frontier is the highest
// position below which every position is either read or proven never to
// appear. Positions come from a sequence, so rolled-back appends and lost
// races leave holes, and a transaction can commit after a later position has
// committed. A hole is therefore held, never skipped on a clock, until the
// database proves that no transaction that could still fill it is running.
//
// The proof: a writer takes its transaction id before its position (the
// column default events_next_position). A hole below a visible position q was
// allocated before q, and q committed before the snapshot S that shows it, so
// the hole's writer took its id before S and holds one below S's Next. Once a
// snapshot (S itself or a later one) has xmin >= that Next, the writer has
// ended: had it committed, the snapshot would show the row. A hole still
// missing then is burned for good. The same holds when, before a later
// snapshot, no transaction that had taken a position and was still running
// held an id below that Next (Snapshot.Appenders): transactions that hold an
// id but never append, such as a projection applying a large batch, cannot
// fill the hole and do not hold it.
type gapRule struct {
	frontier int64
	held     int64  // the visible position right after the held hole (0: none held)
	horizon  uint64 // Next of the first snapshot that showed the held hole
}

// advance takes the positions one statement read after the frontier
// (ascending) together with that statement's snapshot, moves the frontier as
// far as the rule allows and returns how many of the positions it passed.
func (g *gapRule) advance(positions []int64, snap Snapshot) int {
	for i, p := range positions {
		if p <= g.frontier {
			continue // already passed (a read that overlapped an advance)
		}
		if p == g.frontier+1 {
			g.frontier = p
			continue
		}
		if g.held == 0 || p > g.held {
			// A hole not seen before: its writers hold ids below this snapshot's Next.
			// (p < held is a part of the held hole filled since; its horizon still covers the rest.)
			g.held, g.horizon = p, snap.Next
		}
		if max(snap.Xmin, snap.Appenders) < g.horizon {
			return i // a transaction that may still fill the hole is running
		}
		g.frontier = p
		if p >= g.held {
			g.held = 0
		}
	}
	if g.held != 0 && g.held <= g.frontier {
		g.held = 0
	}
	return len(positions)
}

// holding reports whether a hole is waiting for its writers to end.
func (g *gapRule) holding() bool { return g.held != 0 }

// bump moves the frontier forward to a position known to be settled (a
// reader's stored checkpoint): nothing at or below it is read again.
func (g *gapRule) bump(to int64) {
	if to > g.frontier {
		g.frontier, g.held = to, 0
	}
}
