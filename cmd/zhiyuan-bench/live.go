package main

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/twmb/franz-go/pkg/kfake"

	"zhiyuan/events"
	"zhiyuan/infra/platform"
)

// live is the product's write path in this process on a scenario's fresh
// Postgres: the platform, every projection running on the chosen bus
// ("postgres" = embedded, the log read by the process's tail; "kafka" = the
// relay to an in-process kfake broker, projections consuming the topic).
type live struct {
	p       *platform.Platform
	bus     string
	names   []string // the projections, in the runtime's order
	closers []func()
}

func startLive(ctx context.Context, e *env, busName string) (*live, error) {
	l := &live{bus: busName}
	var brokers []string
	if busName == "kafka" {
		cluster, err := kfake.NewCluster(kfake.NumBrokers(1))
		if err != nil {
			return nil, fmt.Errorf("kfake: %w", err)
		}
		l.closers = append(l.closers, cluster.Close)
		brokers = cluster.ListenAddrs()
	}
	p, err := e.openPlatform(ctx, busName, brokers)
	if err != nil {
		l.close()
		return nil, err
	}
	l.p = p
	l.closers = append(l.closers, func() { closePlatform(p, e.pg.URL(), 20*time.Second) })
	if busName == "kafka" {
		relay, err := p.Relay()
		if err != nil {
			l.close()
			return nil, err
		}
		rctx, cancel := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() {
			defer close(done)
			if err := relay.Run(rctx); err != nil && rctx.Err() == nil {
				progress("relay: %v", err)
			}
		}()
		l.closers = append(l.closers, func() { cancel(); <-done })
		select {
		case <-relay.Running():
		case <-done:
		case <-time.After(time.Minute):
			l.close()
			return nil, fmt.Errorf("relay not running after a minute")
		}
	}
	stop, err := runProjectors(ctx, p)
	if err != nil {
		l.close()
		return nil, err
	}
	l.closers = append(l.closers, stop)
	for _, pr := range p.Runtime.Projections() {
		l.names = append(l.names, pr.Name())
	}
	return l, nil
}

// close stops everything in reverse order of starting.
func (l *live) close() {
	for i := len(l.closers) - 1; i >= 0; i-- {
		l.closers[i]()
	}
	l.closers = nil
}

// profileWriter appends one StudentInfoUpdated per call, round-robin over
// users profile streams, as a logged-in user would through the command.
type profileWriter struct {
	p   *platform.Platform
	ids []string
}

func newProfileWriter(p *platform.Platform, users int) profileWriter {
	ids := make([]string, users)
	for i := range ids {
		ids[i] = uuid.NewString()
	}
	return profileWriter{p: p, ids: ids}
}

func (w profileWriter) write(ctx context.Context, i int) (int64, error) {
	u := w.ids[i%len(w.ids)]
	meta := events.Metadata{ActorUserID: u, TerminalType: "PC", ClientIP: benchIP(i % len(w.ids)), Time: time.Now().UTC()}
	res, err := w.p.Store.Append(ctx, meta, events.Append{StreamID: events.ProfileStream(u), ExpectedVersion: events.AnyVersion,
		Events: []events.Event{events.StudentInfoUpdated{UserID: u, NickName: fmt.Sprintf("考生%d", i), StudentName: "张同学", Sex: 1 + i%2}}})
	return res.Position, err
}
