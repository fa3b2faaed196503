package projector

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"zhiyuan/infra/eventlog"
)

// metrics are the projections' numbers on /metrics.
type metrics struct {
	through   *prometheus.GaugeVec
	failing   *prometheus.GaugeVec
	failedAt  *prometheus.GaugeVec
	events    *prometheus.CounterVec
	batchSize *prometheus.HistogramVec
	batchTime *prometheus.HistogramVec
}

func newMetrics() *metrics {
	l := []string{"projection"}
	return &metrics{
		through: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "zhiyuan_projection_through",
			Help: "Log position up to which every event is applied."}, l),
		failing: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "zhiyuan_projection_failing",
			Help: "1 while the projection is stopped at an event that fails."}, l),
		failedAt: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "zhiyuan_projection_failed_position",
			Help: "Log position of the batch (the event, once isolated) the projection is stopped at; 0 when none."}, l),
		events: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "zhiyuan_projection_events_applied_total",
			Help: "Events applied to the read model (redelivered ones not counted)."}, l),
		batchSize: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "zhiyuan_projection_batch_events",
			Help: "Events per delivered batch.", Buckets: prometheus.ExponentialBuckets(1, 2, 10)}, l),
		batchTime: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "zhiyuan_projection_batch_seconds",
			Help: "Time to apply one batch, transaction included.", Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14)}, l),
	}
}

func (m *metrics) applied(name string, b eventlog.Batch, n int, took time.Duration) {
	m.through.WithLabelValues(name).Set(float64(b.Settles()))
	m.failing.WithLabelValues(name).Set(0)
	m.failedAt.WithLabelValues(name).Set(0)
	m.events.WithLabelValues(name).Add(float64(n))
	m.batchSize.WithLabelValues(name).Observe(float64(len(b.Events)))
	m.batchTime.WithLabelValues(name).Observe(took.Seconds())
}

func (m *metrics) failed(name string, position int64) {
	m.failing.WithLabelValues(name).Set(1)
	m.failedAt.WithLabelValues(name).Set(float64(position))
}

// Register adds the projections' metrics to a registry (the process's /metrics).
func (r *Runtime) Register(reg prometheus.Registerer) error {
	m := r.metrics
	for _, c := range []prometheus.Collector{m.through, m.failing, m.failedAt, m.events, m.batchSize, m.batchTime} {
		if err := reg.Register(c); err != nil {
			return err
		}
	}
	return nil
}
