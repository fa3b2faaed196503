package main

import (
	"context"
	"fmt"
	"net/http"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// serverHistogram is the server's own latency histogram of one API path
// (zhiyuan_api_request_seconds on /metrics): the time from the handler's start
// to its answer, without the queueing for CPU, the network stack or the load
// generator. Beside the open-loop latency it tells where a slow tail came from.
type serverHistogram struct {
	bounds []float64 // upper bounds in seconds, ascending
	counts []uint64  // cumulative counts per bound
	total  uint64
}

func scrapeServerHistogram(ctx context.Context, c *apiClient, path string) (serverHistogram, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/metrics", nil)
	if err != nil {
		return serverHistogram{}, err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return serverHistogram{}, err
	}
	defer resp.Body.Close()
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(resp.Body)
	if err != nil {
		return serverHistogram{}, err
	}
	fam := families["zhiyuan_api_request_seconds"]
	if fam == nil {
		return serverHistogram{}, nil // no request yet
	}
	for _, m := range fam.GetMetric() {
		if labelOf(m, "path") != path {
			continue
		}
		h := m.GetHistogram()
		out := serverHistogram{total: h.GetSampleCount()}
		for _, b := range h.GetBucket() {
			out.bounds = append(out.bounds, b.GetUpperBound())
			out.counts = append(out.counts, b.GetCumulativeCount())
		}
		return out, nil
	}
	return serverHistogram{}, nil
}

func labelOf(m *dto.Metric, name string) string {
	for _, l := range m.GetLabel() {
		if l.GetName() == name {
			return l.GetValue()
		}
	}
	return ""
}

// since is the histogram of the requests answered after before was taken.
func (h serverHistogram) since(before serverHistogram) serverHistogram {
	out := serverHistogram{bounds: h.bounds, counts: make([]uint64, len(h.counts)), total: h.total - before.total}
	for i := range h.counts {
		out.counts[i] = h.counts[i]
		if i < len(before.counts) {
			out.counts[i] -= before.counts[i]
		}
	}
	return out
}

// pctBound is the upper bound of the bucket holding the p-th percentile.
func (h serverHistogram) pctBound(p float64) (float64, bool) {
	if h.total == 0 {
		return 0, false
	}
	need := uint64(float64(h.total)*p/100 + 0.5)
	for i, c := range h.counts {
		if c >= need {
			return h.bounds[i], true
		}
	}
	return 0, false // beyond the last bucket
}

// String says where p50 and p99 fall inside the server.
func (h serverHistogram) String() string {
	if h.total == 0 {
		return "no server-side samples"
	}
	say := func(p float64) string {
		if b, ok := h.pctBound(p); ok {
			return fmt.Sprintf("p%g ≤ %s", p, fmtSeconds(b))
		}
		return fmt.Sprintf("p%g above the last bucket", p)
	}
	return fmt.Sprintf("inside the server (its own histogram, handler start to answer, %d requests): %s, %s",
		h.total, say(50), say(99))
}

func fmtSeconds(s float64) string {
	if s < 0.001 {
		return fmt.Sprintf("%.1f ms", s*1000)
	}
	return fmt.Sprintf("%g ms", s*1000)
}
