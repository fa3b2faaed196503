package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	cadmission "zhiyuan/command/admission"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// An admission import that completes while the portal runs reaches the recommendations without
// a restart: the engine of the data before it answers every request until the new one has
// learned, then the new one answers. No request fails or waits for the learning meanwhile.
func TestRecommendationsFollowAnImportWithoutWaiting(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("imports the shipped admission data")
	}
	ctx := context.Background()
	e := platformtest.New(t) // no admission data yet
	rec := e.P.App.Recommend
	if swapped, err := rec.Refresh(ctx); err != nil || swapped {
		t.Fatalf("first refresh: swapped %v, %v (the first engine is learned in place)", swapped, err)
	}

	if _, err := cadmission.NewService(e.P.Store).ImportAll(ctx, platform.SystemMeta("admission-import")); err != nil {
		t.Fatal(err)
	}
	head, err := e.P.Store.Head(ctx)
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, head, "admission")

	// 广东 2025 物理类 at rank 28,500, as in testRecommend. The engine of the data before the import
	// learned nothing and answers with the prior spread (先验); the new one learned every province's
	// misses (各省).
	type stat struct {
		Spread string
		Counts map[string]int
	}
	// A request that waited for the held learning would hang: the bound turns that into a failure.
	client := &http.Client{Timeout: 2 * time.Minute}
	body, _ := json.Marshal(recBody(44, 2025, "物理", map[string]any{"Rank": 28500, "Level": "major"}))
	ask := func() (stat, string) {
		req, _ := http.NewRequest(http.MethodPost, e.URL+"/api/Recommend/GetRecommendMajorAndCollegeGroupStat", strings.NewReader(string(body)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("terminalType", "0")
		resp, err := client.Do(req)
		if err != nil {
			return stat{}, err.Error()
		}
		defer resp.Body.Close()
		var env struct {
			Code    int
			Message string
			Data    stat
		}
		if err := json.NewDecoder(resp.Body).Decode(&env); err != nil || resp.StatusCode != 200 || env.Code != 0 {
			return stat{}, resp.Status + " " + env.Message
		}
		return env.Data, ""
	}
	learned := func(s stat) bool { return s.Spread == "各省" }

	// The old engine answers once, then the new one is held in its learning: a transaction locks
	// the results it learns from (the old engine holds 广东's in memory).
	if l, fail := ask(); fail != "" || learned(l) {
		t.Fatalf("before the refresh: %s %+v", fail, l)
	}
	lock, err := e.P.DB.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = lock.Rollback(ctx) }()
	if _, err := lock.Exec(ctx, `LOCK TABLE rm_admission.results IN ACCESS EXCLUSIVE MODE`); err != nil {
		t.Fatal(err)
	}
	type result struct {
		swapped bool
		err     error
	}
	refreshed := make(chan result, 1)
	go func() {
		swapped, err := rec.Refresh(ctx)
		refreshed <- result{swapped, err}
	}()
	platformtest.Eventually(t, time.Minute, "the new engine's learning to wait for the lock", func() bool {
		var n int
		_ = e.P.DB.Pool.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE wait_event_type = 'Lock' AND query LIKE '%rm_admission.results%'`).Scan(&n)
		return n > 0
	})

	// While it learns, parallel requests are answered by the old engine: none waits for the new one.
	var wg sync.WaitGroup
	answers := make([]string, 16)
	for i := range answers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l, fail := ask()
			switch {
			case fail != "":
				answers[i] = fail
			case learned(l):
				answers[i] = "the new engine answered before it had learned"
			}
		}()
	}
	wg.Wait()
	for _, a := range answers {
		if a != "" {
			t.Fatal(a)
		}
	}
	select {
	case r := <-refreshed:
		t.Fatalf("the refresh ended while its data was locked: %+v", r)
	default:
	}

	// Once it has learned, it answers.
	if err := lock.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	if r := <-refreshed; r.err != nil || !r.swapped {
		t.Fatalf("refresh after the import: %+v", r)
	}
	l, fail := ask()
	if fail != "" || !learned(l) || l.Counts["稳"] == 0 || l.Counts["保"] == 0 {
		t.Fatalf("after the swap: %s %+v", fail, l)
	}
	if swapped, err := rec.Refresh(ctx); err != nil || swapped {
		t.Fatalf("a refresh without a new import: swapped %v, %v", swapped, err)
	}
}
