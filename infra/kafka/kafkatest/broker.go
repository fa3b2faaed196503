// Package kafkatest starts an in-process Kafka broker (franz-go's kfake)
// for tests, so packages using infra/kafka need no external Kafka.
package kafkatest

import (
	"testing"

	"github.com/twmb/franz-go/pkg/kfake"
)

// NewBroker starts a single-broker kfake cluster, stops it when the test
// ends and returns its bootstrap addresses. Extra kfake options (seed
// topics, auto topic creation, ...) are applied after the defaults.
func NewBroker(tb testing.TB, opts ...kfake.Opt) []string {
	tb.Helper()
	return NewCluster(tb, opts...).ListenAddrs()
}

// NewCluster is NewBroker for tests that also need the cluster itself, e.g.
// to observe requests with ControlKey.
func NewCluster(tb testing.TB, opts ...kfake.Opt) *kfake.Cluster {
	tb.Helper()

	cluster, err := kfake.NewCluster(append([]kfake.Opt{kfake.NumBrokers(1)}, opts...)...)
	if err != nil {
		tb.Fatalf("kafkatest: start kfake cluster: %v", err)
	}
	tb.Cleanup(cluster.Close)
	return cluster
}
