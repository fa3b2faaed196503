package platform

import (
	"context"
	"sync"

	"github.com/prometheus/client_golang/prometheus"

	"zhiyuan/infra/postgres"
)

// dbHealth runs the process's watch on its database, from first use to Close.
type dbHealth struct {
	once   sync.Once
	h      *postgres.Health
	cancel context.CancelFunc
	done   chan struct{}
}

// Health tells whether the database answers: /healthz, /readyz and every API
// call consult it, so a dead database is answered 503, not 500.
func (p *Platform) Health() *postgres.Health {
	p.health.once.Do(func() {
		ctx, cancel := context.WithCancel(context.Background())
		p.health.h, p.health.cancel, p.health.done = postgres.NewHealth(p.DB, p.Log), cancel, make(chan struct{})
		h := p.health.h
		_ = p.Metrics.Register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "zhiyuan_database_up",
			Help: "1 while the process's database answers, 0 while it does not."}, func() float64 {
			if h.Err() != nil {
				return 0
			}
			return 1
		}))
		go func() {
			defer close(p.health.done)
			p.health.h.Run(ctx)
		}()
	})
	return p.health.h
}

func (d *dbHealth) stop() {
	if d.cancel != nil {
		d.cancel()
		<-d.done
	}
}
