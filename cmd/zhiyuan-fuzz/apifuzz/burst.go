package apifuzz

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
)

// burst sends n requests from several connections at once: races between
// refusals, logouts and profile writes, and a server under load, must still
// answer every request with an envelope and no 5xx. The log cannot be read
// between requests here, so each appended event is attributed by the request
// id it carries (every request sends its own; the server echoes the one it
// used) and judged by the request that made it, as in the sequential round.
func burst(ctx context.Context, hc *http.Client, base string, w *logWatch, g *gen, routes []Route,
	n, workers int, seed uint64, rep *Report) error {
	reqs := make([]request, n)
	for i := range reqs {
		reqs[i] = g.next(routes[i%len(routes)], g.family())
		// Unique ids even where the generator broke the header: attribution
		// rests on them here (the sequential part covers the broken header).
		reqs[i].header.Set("X-Request-Id", fmt.Sprintf("fzb-%d-%d", seed, i))
		rep.ByFamily[reqs[i].family]++
	}
	outcomes := make([]outcome, n)
	var next atomic.Int64
	var failed atomic.Value
	var wg sync.WaitGroup
	for k := 0; k < workers; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n || ctx.Err() != nil {
					return
				}
				o, err := answer(ctx, hc, base, g.actors, reqs[i], rep, nil)
				if err != nil {
					failed.Store(err)
					return
				}
				outcomes[i] = o
			}
		}()
	}
	wg.Wait()
	if err, _ := failed.Load().(error); err != nil {
		return err
	}
	rows, err := w.since(ctx)
	if err != nil {
		return fmt.Errorf("read the event log: %w", err)
	}
	byID := map[string]int{}
	for i, o := range outcomes {
		byID[o.id] = i
	}
	made := map[int][]appended{}
	for _, r := range rows {
		i, ok := byID[r.RequestID]
		if !ok {
			rep.find(Finding{Kind: "log", Route: "(burst)", Family: "burst", Detail: fmt.Sprintf(
				"event %d (%s) carries request id %q, which no request of the burst had", r.Position, r.Type, r.RequestID)})
			continue
		}
		made[i] = append(made[i], r)
	}
	for i := range outcomes {
		checkLog(reqs[i].route, &outcomes[i], made[i], rep)
		rep.tally(reqs[i].route.Class, outcomes[i].tally)
	}
	return nil
}
