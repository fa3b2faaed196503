package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// webSpeed is what e2e/tests/speed.test.mjs writes to test-artifacts/web-speed.json.
type webSpeed struct {
	Chromium     string `json:"chromium"`
	FirstRouteJs struct {
		Route         string  `json:"route"`
		TotalGzipKiB  float64 `json:"totalGzipKiB"`
		TotalBytes    int     `json:"totalBytes"`
		BudgetKB      float64 `json:"budgetKB"`
		TransferBytes int     `json:"transferredBodyBytes"`
	} `json:"firstRouteJs"`
	HomeReady struct {
		Cold struct {
			Ready, FirstContentfulPaint webStat
		} `json:"cold"`
	} `json:"homeReady"`
	FirstContent struct {
		BudgetMs float64            `json:"budgetMs"`
		Routes   map[string]webStat `json:"routes"`
	} `json:"firstContent"`
}

type webStat struct {
	Median float64   `json:"median"`
	Min    float64   `json:"min"`
	Max    float64   `json:"max"`
	Runs   []float64 `json:"runs"`
}

// benchWeb runs the browser speed test (headless Chromium against the real binary and the built
// web app) and reports the first route's JavaScript and the first content of the main routes.
func benchWeb(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: "Web: first content and the first route's JavaScript"}
	root, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	for _, need := range []string{"bin/zhiyuan", "web/dist/index.html", "e2e/node_modules/playwright-core"} {
		if _, err := os.Stat(filepath.Join(root, need)); err != nil {
			return nil, fmt.Errorf("%s is missing: build first (make build web; cd e2e && npm install)", need)
		}
	}
	rctx, cancel := context.WithTimeout(ctx, 15*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(rctx, "node", "--test", "--test-reporter=spec", "tests/speed.test.mjs")
	cmd.Dir = filepath.Join(root, "e2e")
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("speed test: %v\n%s", err, out)
	}
	raw, err := os.ReadFile(filepath.Join(root, "test-artifacts", "web-speed.json"))
	if err != nil {
		return nil, err
	}
	var w webSpeed
	if err := json.Unmarshal(raw, &w); err != nil {
		return nil, err
	}
	sec.Method = []string{
		"`e2e/tests/speed.test.mjs` in headless Chromium " + w.Chromium + " against `bin/zhiyuan run` on localhost (the built `web/dist`), " +
			"each page opened in a fresh browser context (empty HTTP cache) as a direct entry. First content is the browser's " +
			"first-contentful-paint; the first route's JavaScript is every script /index loads, gzipped at level 9.",
	}
	js := w.FirstRouteJs
	sec.Rows = append(sec.Rows, row{
		Target:   fmt.Sprintf("First route (%s) JavaScript ≤ %.0f KiB gzipped", js.Route, js.BudgetKB),
		Measured: fmt.Sprintf("%.1f KiB gzipped (%.1f KiB raw)", js.TotalGzipKiB, float64(js.TotalBytes)/1024),
		Pass:     js.TotalGzipKiB <= js.BudgetKB,
		Cause:    "The first route's scripts grew past the budget: see the chunk list in test-artifacts/web-speed.json",
	})
	home := w.HomeReady.Cold
	sec.Rows = append(sec.Rows, row{
		Target:   "Home page first content ≤ 1 s (cold, median of 5)",
		Measured: fmt.Sprintf("first contentful paint %.0f ms; page ready %.0f ms (max %.0f ms)", home.FirstContentfulPaint.Median, home.Ready.Median, home.Ready.Max),
		Pass:     home.FirstContentfulPaint.Median <= 1000,
		Cause:    "The home page's first paint waits for its scripts and Config/WebConfig",
	})
	keys := make([]string, 0, len(w.FirstContent.Routes))
	for k := range w.FirstContent.Routes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	worst, worstKey := 0.0, ""
	var list []string
	for _, k := range keys {
		s := w.FirstContent.Routes[k]
		list = append(list, fmt.Sprintf("%s %.0f ms", k, s.Median))
		if s.Median > worst {
			worst, worstKey = s.Median, k
		}
	}
	sec.Rows = append(sec.Rows, row{
		Target:   fmt.Sprintf("Main routes' first content ≤ %.0f ms at 1366 and 390 px (cold, median of 3)", w.FirstContent.BudgetMs),
		Measured: fmt.Sprintf("worst %.0f ms (%s); %s", worst, worstKey, strings.Join(list, ", ")),
		Pass:     worst <= w.FirstContent.BudgetMs,
		Cause:    "That route's first paint waits for a lazy chunk and its first answer",
	})
	for i := range sec.Rows {
		if sec.Rows[i].Pass {
			sec.Rows[i].Cause = "" // a cause is for a miss only
		}
	}
	return sec, nil
}
