package processtest

import (
	"strings"
	"testing"
	"time"
)

// TestDistributedModeAsProcesses runs docker-compose.yml's topology as processes: the family's
// journey through web, then a projector replica and the relay killed with SIGKILL under load.
func TestDistributedModeAsProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the distributed mode as processes (builds the binary, starts 11 processes; 3–5 minutes on two cores; make test-distributed runs it alone)")
	}
	started := time.Now()
	tp := startTopology(t)
	t.Logf("topology ready in %s", time.Since(started).Round(time.Second))
	c := newClient()
	t.Run("a family's journey through web", func(t *testing.T) { journey(t, tp, c) })
	t.Logf("journey done at %s", time.Since(started).Round(time.Second))
	if t.Failed() {
		return
	}
	t.Run("kill -9 of a projector replica and the relay under load", func(t *testing.T) { crashUnderLoad(t, tp, c) })
	t.Logf("crash test done at %s", time.Since(started).Round(time.Second))
	if bad := c.failures(); len(bad) > 0 {
		t.Errorf("%d of %d calls answered 5xx or broke:\n%s", len(bad), c.n, strings.Join(bad, "\n"))
	}
}
