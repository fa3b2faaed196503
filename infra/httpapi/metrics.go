package httpapi

import (
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

type metrics struct {
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
}

func newMetrics(reg *prometheus.Registry) *metrics {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "zhiyuan_api_requests_total",
			Help: "API requests by endpoint and envelope code."}, []string{"path", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "zhiyuan_api_request_seconds",
			Help: "API latency by endpoint.", Buckets: prometheus.ExponentialBuckets(0.0005, 2, 16)}, []string{"path"}),
	}
	if reg != nil {
		reg.MustRegister(m.requests, m.latency)
	}
	return m
}

func (m *metrics) observe(path string, code int, d time.Duration) {
	m.requests.WithLabelValues(path, strconv.Itoa(code)).Inc()
	m.latency.WithLabelValues(path).Observe(d.Seconds())
}
