package projections

import (
	"context"

	"zhiyuan/events"
)

// Rows is a result set.
type Rows interface {
	Next() bool
	Scan(dest ...any) error
	Close()
	Err() error
}

// Item is one event of a batch: its envelope and its decoded payload.
type Item struct {
	Env   events.Envelope
	Event events.Event
}

// BatchHandler is implemented by projections that apply a whole batch at once:
// load what the batch needs in one query, fold in memory, write with multi-row
// statements. The runtime hands it, in log order, every event of the batch
// that the projection has not applied yet and whose stream it reads, inside
// the one transaction that also stores the stream versions and the checkpoint.
// A projection without it gets its Handle called once per event instead, in
// the same transaction.
type BatchHandler interface {
	HandleBatch(ctx context.Context, tx Tx, items []Item) error
}

// HandleEach applies a batch through Handle, one event after another.
func HandleEach(ctx context.Context, p Projection, tx Tx, items []Item) error {
	for _, it := range items {
		if err := p.Handle(ctx, tx, it.Env, it.Event); err != nil {
			return err
		}
	}
	return nil
}

// Apply applies a batch through HandleBatch when the projection has it.
func Apply(ctx context.Context, p Projection, tx Tx, items []Item) error {
	if b, ok := p.(BatchHandler); ok {
		return b.HandleBatch(ctx, tx, items)
	}
	return HandleEach(ctx, p, tx, items)
}

// IndexesAfterLoad is implemented by projections whose handlers never read
// their tables through a secondary index (they look rows up by primary key
// only): a rebuild then creates those indexes once after the load instead of
// updating them row by row. A projection whose handler queries by another
// column keeps its indexes during the load.
type IndexesAfterLoad interface {
	IndexesAfterLoad()
}
