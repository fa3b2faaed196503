package main

import (
	"context"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// batchStats are the projectors' own numbers (infra/projector's metrics):
// per projection, how many batches it applied, how many events they carried,
// and how long applying them took, transaction included.
type batchStats map[string]batchStat

type batchStat struct {
	batches uint64
	events  float64 // sum of events per delivered batch
	seconds float64 // sum of the time to apply a batch
	sizes   []float64
	counts  []uint64 // cumulative per size bound
}

// batchStatsOf reads the projector histograms out of metric families.
func batchStatsOf(fams map[string]*dto.MetricFamily) batchStats {
	out := batchStats{}
	if f := fams["zhiyuan_projection_batch_events"]; f != nil {
		for _, m := range f.GetMetric() {
			h := m.GetHistogram()
			st := out[labelOf(m, "projection")]
			st.batches, st.events = h.GetSampleCount(), h.GetSampleSum()
			for _, b := range h.GetBucket() {
				st.sizes = append(st.sizes, b.GetUpperBound())
				st.counts = append(st.counts, b.GetCumulativeCount())
			}
			out[labelOf(m, "projection")] = st
		}
	}
	if f := fams["zhiyuan_projection_batch_seconds"]; f != nil {
		for _, m := range f.GetMetric() {
			st := out[labelOf(m, "projection")]
			st.seconds = m.GetHistogram().GetSampleSum()
			out[labelOf(m, "projection")] = st
		}
	}
	return out
}

// gatherBatchStats reads them from this process's registry.
func gatherBatchStats(g interface {
	Gather() ([]*dto.MetricFamily, error)
}) batchStats {
	list, err := g.Gather()
	if err != nil {
		return batchStats{}
	}
	fams := map[string]*dto.MetricFamily{}
	for _, f := range list {
		fams[f.GetName()] = f
	}
	return batchStatsOf(fams)
}

// scrapeBatchStats reads them from a server's /metrics.
func scrapeBatchStats(ctx context.Context, c *apiClient) batchStats {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/metrics", nil)
	if err != nil {
		return batchStats{}
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return batchStats{}
	}
	defer resp.Body.Close()
	parser := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := parser.TextToMetricFamilies(resp.Body)
	if err != nil {
		return batchStats{}
	}
	return batchStatsOf(fams)
}

// since is what happened between before and s.
func (s batchStats) since(before batchStats) batchStats {
	out := batchStats{}
	for name, b := range s {
		a := before[name]
		d := batchStat{batches: b.batches - a.batches, events: b.events - a.events, seconds: b.seconds - a.seconds, sizes: b.sizes}
		for i, c := range b.counts {
			if i < len(a.counts) {
				c -= a.counts[i]
			}
			d.counts = append(d.counts, c)
		}
		out[name] = d
	}
	return out
}

// p99Size is the upper bound of the size bucket holding the 99th percentile batch.
func (b batchStat) p99Size() string {
	need := uint64(float64(b.batches)*0.99 + 0.5)
	for i, c := range b.counts {
		if c >= need {
			return fmt.Sprintf("≤ %g", b.sizes[i])
		}
	}
	return fmt.Sprintf("> %g", b.sizes[len(b.sizes)-1])
}

// busy is the share of wall the projection spent applying batches.
func (b batchStat) busy(wall time.Duration) float64 { return b.seconds / wall.Seconds() }

// capacity is the events per second of apply time at the batch sizes seen.
func (b batchStat) capacity() float64 {
	if b.seconds == 0 {
		return 0
	}
	return b.events / b.seconds
}

// table is a markdown table of the batches applied over wall.
func (s batchStats) table(wall time.Duration) string {
	names := make([]string, 0, len(s))
	for n := range s {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("| Projection | batches | events per batch (mean) | p99 batch size | apply time per batch (mean) | time applying (share of the run) | events per second of apply time |\n|---|---|---|---|---|---|---|\n")
	for _, n := range names {
		st := s[n]
		if st.batches == 0 {
			fmt.Fprintf(&b, "| %s | 0 | | | | | |\n", n)
			continue
		}
		fmt.Fprintf(&b, "| %s | %d | %.1f | %s | %s | %.0f%% | %.0f |\n", n, st.batches, st.events/float64(st.batches), st.p99Size(),
			ms(time.Duration(st.seconds/float64(st.batches)*float64(time.Second))), 100*st.busy(wall), st.capacity())
	}
	return strings.TrimRight(b.String(), "\n")
}

// describe is one projection's batches in words, for a cause.
func (s batchStats) describe(name string, wall time.Duration) string {
	st, ok := s[name]
	if !ok || st.batches == 0 {
		return ""
	}
	return fmt.Sprintf("%s applied %d batches of %.1f events on average (p99 %s) taking %s each, %.0f%% of the run, i.e. about %.0f events per second of apply time",
		name, st.batches, st.events/float64(st.batches), st.p99Size(), ms(time.Duration(st.seconds/float64(st.batches)*float64(time.Second))),
		100*st.busy(wall), st.capacity())
}
