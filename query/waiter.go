// Package query is the read side: query handlers read Postgres read models and
// the search index, never the event log. Each feature declares what it reads.
package query

import "context"

// Waiter blocks (bounded) until a projection has applied every event up to a
// position, so a page that just saved shows what it saved.
type Waiter interface {
	WaitFor(ctx context.Context, projection string, position int64) bool
}
