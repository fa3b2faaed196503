package bus

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/jackc/pgx/v5"

	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/kafka"
	"zhiyuan/infra/postgres"
)

const relayGroup = "relay"

// maxProduceBytes keeps one produce request under Kafka's default limit of a
// record batch (message.max.bytes, 1 MiB): a batch of the shipped data's
// import events, tens of kilobytes each, goes in several requests.
const maxProduceBytes = 768 << 10

// Relay moves the log to Kafka: each batch the tail settles becomes one
// produce request (one record per event, keyed by stream id, acked by every
// in-sync replica), and only then does the relay store how far it got.
type Relay struct {
	pub     *kafka.Publisher
	db      *postgres.DB
	tail    *eventlog.Tail
	logger  watermill.LoggerAdapter
	running chan struct{}
	once    sync.Once
}

func NewRelay(db *postgres.DB, tail *eventlog.Tail, brokers []string, logger watermill.LoggerAdapter) (*Relay, error) {
	pub, err := kafka.NewPublisher(kafka.PublisherConfig{Brokers: brokers, Direct: true, Topics: EventTopic()}, logger)
	if err != nil {
		return nil, err
	}
	return &Relay{pub: pub, db: db, tail: tail, logger: logger, running: make(chan struct{})}, nil
}

// newRouter is one term's router: a watermill router runs once.
func (r *Relay) newRouter() (*message.Router, error) {
	router, err := message.NewRouter(message.RouterConfig{CloseTimeout: 10 * time.Second}, r.logger)
	if err != nil {
		return nil, err
	}
	cursor := logCursor{db: r.db, group: relayGroup}
	sub := eventlog.NewSubscriber(r.tail, relayGroup, cursor.load, r.logger)
	router.AddConsumerHandler(relayGroup, eventlog.EventsTopic, sub, func(msg *message.Message) error {
		records, through, err := relayRecords(msg)
		if err != nil {
			return err
		}
		for _, chunk := range chunks(records, maxProduceBytes) {
			if err := r.pub.Publish(eventlog.EventsTopic, chunk...); err != nil {
				return err
			}
		}
		return cursor.save(msg.Context(), through)
	})
	return router, nil
}

// How the relay minds its lock and comes back after losing the database.
var (
	lockCheckEvery = time.Second
	relayRetry     = time.Second
)

// Run relays until ctx ends. One relay runs at a time: it holds a lock for as
// long as it runs, and a second replica waits for it as a standby. The lock
// lives in a database session, so when the database goes away (or restarts)
// the relay stops relaying, waits for the database and competes for the lock
// again: it neither exits nor keeps relaying beside the standby that took over.
func (r *Relay) Run(ctx context.Context) error {
	defer r.pub.Close()
	for {
		err := r.term(ctx)
		if ctx.Err() != nil {
			return nil
		}
		r.logger.Error("Relay lost the database or its lock; trying again", err, nil)
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(relayRetry):
		}
	}
}

// term takes the lock on a connection of its own and relays until ctx ends
// or the connection fails.
func (r *Relay) term(ctx context.Context) error {
	conn, err := pgx.ConnectConfig(ctx, r.db.Pool.Config().ConnConfig.Copy())
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx)) // ends the session and with it the lock
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(hashtext('relay'))`); err != nil {
		return err
	}
	router, err := r.newRouter()
	if err != nil {
		return err
	}
	termCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	lost := make(chan error, 1)
	go func() {
		lost <- holdLock(termCtx, conn)
		cancel()
	}()
	go func() {
		select {
		case <-router.Running():
			r.once.Do(func() { close(r.running) })
		case <-termCtx.Done():
		}
	}()
	runErr := router.Run(termCtx)
	cancel()
	lockErr := <-lost // holdLock is done with conn before it closes
	if runErr != nil {
		return runErr
	}
	return lockErr
}

// holdLock checks the lock's session until ctx ends (nil) or it fails.
func holdLock(ctx context.Context, conn *pgx.Conn) error {
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(lockCheckEvery):
		}
		pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		err := conn.Ping(pctx)
		cancel()
		if err != nil && ctx.Err() == nil {
			return fmt.Errorf("relay: the session holding the lock failed: %w", err)
		}
	}
}

// Running is closed once the relay first reads the log.
func (r *Relay) Running() chan struct{} { return r.running }

// relayRecords turns a batch message into one Kafka record per event. Each
// record carries the position it settles: its own, and the batch's for the
// last one, so a consumer's batch settles as far as its last record says.
func relayRecords(msg *message.Message) ([]*message.Message, int64, error) {
	var raws []json.RawMessage
	if err := json.Unmarshal(msg.Payload, &raws); err != nil {
		return nil, 0, fmt.Errorf("relay: batch %s: %w", msg.UUID, err)
	}
	b, err := eventlog.DecodeBatch(msg)
	if err != nil {
		return nil, 0, err
	}
	out := make([]*message.Message, len(raws))
	for i, raw := range raws {
		e := b.Events[i]
		m := message.NewMessage(e.ID, message.Payload(raw))
		m.Metadata.Set(kafka.PartitionKeyMetadata, e.StreamID)
		m.Metadata.Set("event_type", e.Type)
		through := e.Position
		if i == len(raws)-1 {
			through = b.Settles()
		}
		m.Metadata.Set(eventlog.ThroughMeta, strconv.FormatInt(through, 10))
		out[i] = m
	}
	return out, b.Settles(), nil
}

// logCursor stores how far a reader outside the read models has handed the log on.
type logCursor struct {
	db    *postgres.DB
	group string
}

func (c logCursor) load(ctx context.Context) (int64, error) {
	var p int64
	err := c.db.Pool.QueryRow(ctx, `SELECT COALESCE((SELECT position FROM log_cursors WHERE consumer_group = $1), 0)`,
		c.group).Scan(&p)
	return p, err
}

// save needs no synchronous commit: after a crash the relay sends a batch
// again, and consumers pass over events they have applied.
func (c logCursor) save(ctx context.Context, through int64) error {
	_, err := c.db.Pool.Exec(ctx, `WITH s AS (SELECT set_config('synchronous_commit', 'off', true))
		INSERT INTO log_cursors (consumer_group, position, updated_at) SELECT $1, $2, now() FROM s
		ON CONFLICT (consumer_group) DO UPDATE SET position = GREATEST(log_cursors.position, EXCLUDED.position), updated_at = now()`,
		c.group, through)
	return err
}

// chunks splits records, in order, into runs of at most max payload bytes
// (a record larger than max goes alone).
func chunks(records []*message.Message, max int) [][]*message.Message {
	var out [][]*message.Message
	start, size := 0, 0
	for i, r := range records {
		if i > start && size+len(r.Payload) > max {
			out = append(out, records[start:i])
			start, size = i, 0
		}
		size += len(r.Payload)
	}
	if start < len(records) {
		out = append(out, records[start:])
	}
	return out
}
