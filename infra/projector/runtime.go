package projector

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/infra/postgres"
	"zhiyuan/projections"
)

// Runtime owns the projections of one process.
type Runtime struct {
	db          *postgres.DB
	store       *postgres.EventStore
	registry    *events.Registry
	projections []projections.Projection
	log         *slog.Logger
}

func New(db *postgres.DB, store *postgres.EventStore, reg *events.Registry, log *slog.Logger, ps ...projections.Projection) *Runtime {
	return &Runtime{db: db, store: store, registry: reg, projections: ps, log: log}
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

// Ensure creates every projection's schema and tables if missing.
func (r *Runtime) Ensure(ctx context.Context) error {
	for _, p := range r.projections {
		err := pgx.BeginFunc(ctx, r.db.Pool, func(tx pgx.Tx) error {
			if err := lock(ctx, tx, p.Name()); err != nil {
				return err
			}
			return ensureSchema(ctx, tx, p, Schema(p.Name()))
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// Apply applies one event to a projection's live read model.
func (r *Runtime) Apply(ctx context.Context, p projections.Projection, env events.Envelope) error {
	return pgx.BeginFunc(ctx, r.db.Pool, func(tx pgx.Tx) error {
		if err := lock(ctx, tx, p.Name()); err != nil {
			return err
		}
		if skips(p, env) {
			return skipTx(ctx, tx, Schema(p.Name()), env)
		}
		return applyTx(ctx, tx, r.store, r.registry, p, Schema(p.Name()), env)
	})
}

// SubscriberFactory gives a projection its bus subscription: a subscriber in the
// projection's own consumer group and the topic to read.
type SubscriberFactory func(consumerGroup string) (message.Subscriber, string, error)

// AddHandlers registers one watermill handler per projection on the router.
func (r *Runtime) AddHandlers(router *message.Router, subscribe SubscriberFactory) error {
	for _, p := range r.projections {
		sub, topic, err := subscribe("projection_" + p.Name())
		if err != nil {
			return err
		}
		p := p
		router.AddConsumerHandler("projection_"+p.Name(), topic, sub, func(msg *message.Message) error {
			var env events.Envelope
			if err := json.Unmarshal(msg.Payload, &env); err != nil {
				r.log.Error("projector: undecodable message dropped", "projection", p.Name(), "uuid", msg.UUID, "err", err)
				return nil
			}
			if err := r.Apply(msg.Context(), p, env); err != nil {
				r.log.Error("projector: apply failed, will retry", "projection", p.Name(), "position", env.Position, "err", err)
				return err
			}
			return nil
		})
	}
	return nil
}

// Status is one projection's position against the head of the log.
type Status struct {
	Name      string    `json:"name"`
	Position  int64     `json:"position"`
	Applied   int64     `json:"applied"`
	Head      int64     `json:"head"`
	Lag       int64     `json:"lag"`
	UpdatedAt time.Time `json:"updated_at"`
}

func (r *Runtime) Status(ctx context.Context) ([]Status, error) {
	head, err := r.store.Head(ctx)
	if err != nil {
		return nil, err
	}
	var out []Status
	for _, p := range r.projections {
		s := Status{Name: p.Name(), Head: head}
		err := r.db.Pool.QueryRow(ctx, `SELECT position, applied, updated_at FROM `+
			pgx.Identifier{Schema(p.Name()), "_checkpoint"}.Sanitize()).Scan(&s.Position, &s.Applied, &s.UpdatedAt)
		if err != nil {
			return nil, fmt.Errorf("status of %s: %w", p.Name(), err)
		}
		s.Lag = head - s.Position
		out = append(out, s)
	}
	return out, nil
}
