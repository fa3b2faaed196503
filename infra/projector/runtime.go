package projector

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/postgres"
	"zhiyuan/projections"
)

// Runtime owns the projections of one process.
type Runtime struct {
	db          *postgres.DB
	store       *eventlog.Store
	registry    *events.Registry
	projections []projections.Projection
	log         *slog.Logger
	metrics     *metrics
	progress    *Progress
	outdated    []string // read models Ensure found built at another version
	passes      *passedThroughs
}

func New(db *postgres.DB, store *eventlog.Store, reg *events.Registry, log *slog.Logger, ps ...projections.Projection) *Runtime {
	return &Runtime{db: db, store: store, registry: reg, projections: ps, log: log, metrics: newMetrics(), progress: NewProgress(),
		passes: newPassedThroughs()}
}

// Projections lists the projections this runtime runs.
func (r *Runtime) Projections() []projections.Projection { return r.projections }

func (r *Runtime) find(name string) (projections.Projection, error) {
	for _, p := range r.projections {
		if p.Name() == name {
			return p, nil
		}
	}
	return nil, fmt.Errorf("no projection named %q", name)
}

// Ensure creates every projection's schema and tables if missing, and notes the
// read models built at another version than their projection's (RebuildOutdated).
func (r *Runtime) Ensure(ctx context.Context) error {
	r.outdated = nil
	for _, p := range r.projections {
		var outdated bool
		err := pgx.BeginFunc(ctx, r.db.Pool, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtext($1))`, lockKey(p.Name())); err != nil {
				return err
			}
			existed, err := schemaExists(ctx, tx, Schema(p.Name()))
			if err != nil {
				return err
			}
			if err := ensureSchema(ctx, tx, p, Schema(p.Name()), true); err != nil {
				return err
			}
			if !existed { // built by this code from the start
				return stampVersion(ctx, tx, Schema(p.Name()), versionOf(p))
			}
			outdated, err = isOutdated(ctx, tx, p, Schema(p.Name()))
			return err
		})
		if err != nil {
			return err
		}
		if outdated {
			r.outdated = append(r.outdated, p.Name())
		}
	}
	return nil
}

// Apply applies a batch to a projection's live read model in one transaction.
// A failure is recorded (zhiyuan projections status, /metrics) and returned;
// the bus then redelivers the batch, split until the failing event is alone.
func (r *Runtime) Apply(ctx context.Context, p projections.Projection, b eventlog.Batch) error {
	start := time.Now()
	if len(readStreams(p, b.Events)) == 0 {
		r.pass(ctx, p, b, start)
		return nil
	}
	n, err := r.applyOwn(ctx, p, b)
	if err != nil {
		r.recordFailure(ctx, p, b, err)
		return err
	}
	r.metrics.applied(p.Name(), b, n, time.Since(start))
	r.progress.advanced(p.Name(), b.Settles())
	return nil
}

// applyOwn runs a batch on a pooled connection in a transaction of its own.
func (r *Runtime) applyOwn(ctx context.Context, p projections.Projection, b eventlog.Batch) (int, error) {
	c, err := r.db.Pool.Acquire(ctx)
	if err != nil {
		return 0, err
	}
	defer c.Release() // a connection left inside a transaction is closed, not reused
	n, err := applyBatch(ctx, c, r.store, r.registry, p, Schema(p.Name()), b, b.Settles(), true)
	if err != nil && ctx.Err() == nil {
		_, _ = c.Exec(ctx, `ROLLBACK`)
	}
	return n, err
}

// pass settles a batch with nothing for the projection (no event of a stream
// it reads) without a transaction of its own: waiters in this process learn of
// it at once, and the through reaches the table with every other projection's
// passed through (passed.go).
func (r *Runtime) pass(ctx context.Context, p projections.Projection, b eventlog.Batch, start time.Time) {
	name := p.Name()
	r.metrics.applied(name, b, 0, time.Since(start))
	r.progress.advanced(name, b.Settles())
	r.passed(ctx, name, b.Settles(), start)
}

// Progress tells waiters in this process of every batch its projectors commit.
func (r *Runtime) Progress() *Progress { return r.progress }

// Start loads the position up to which a projection has applied every event.
func (r *Runtime) Start(name string) eventlog.StartFunc {
	return func(ctx context.Context) (int64, error) {
		var through int64
		err := r.db.Pool.QueryRow(ctx, `SELECT through FROM `+pgx.Identifier{Schema(name), "_checkpoint"}.Sanitize()).Scan(&through)
		return through, err
	}
}

// SubscriberFactory gives a consumer group its bus subscription and the topic
// to read; start loads where the group stands when the bus does not keep it.
type SubscriberFactory func(consumerGroup string, start eventlog.StartFunc) (message.Subscriber, string, error)

// AddHandlers registers one watermill handler per projection on the router.
func (r *Runtime) AddHandlers(router *message.Router, subscribe SubscriberFactory) error {
	for _, p := range r.projections {
		sub, topic, err := subscribe("projection_"+p.Name(), r.Start(p.Name()))
		if err != nil {
			return err
		}
		p := p
		router.AddConsumerHandler("projection_"+p.Name(), topic, sub, func(msg *message.Message) error {
			start := time.Now()
			b, err := eventlog.DecodeBatch(msg)
			if err != nil {
				r.log.Error("projector: undecodable batch dropped", "projection", p.Name(), "uuid", msg.UUID, "err", err)
				return nil
			}
			if err := r.Apply(msg.Context(), p, b); err != nil {
				if msg.Context().Err() == nil {
					r.log.Error("projector: batch failed, will retry", "projection", p.Name(), "events", len(b.Events),
						"first", first(b), "err", err)
				}
				return err
			}
			r.gather(msg.Context(), b, start)
			return nil
		})
	}
	return nil
}

func first(b eventlog.Batch) int64 {
	if len(b.Events) == 0 {
		return 0
	}
	return b.Events[0].Position
}
