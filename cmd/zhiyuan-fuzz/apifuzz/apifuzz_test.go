package apifuzz_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"zhiyuan/cmd/zhiyuan-fuzz/apifuzz"
	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/platform/platformtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// TestWalkFindsEveryRoute: the walk covers the whole route table, so a route
// added to httpapi.Routes is fuzzed without touching the suite.
func TestWalkFindsEveryRoute(t *testing.T) {
	routes, err := apifuzz.Walk(apifuzz.Surface{Sides: []httpapi.Side{httpapi.CommandSide, httpapi.QuerySide}})
	if err != nil {
		t.Fatal(err)
	}
	walked := map[string]bool{}
	for _, r := range routes {
		walked[r.Path] = true
	}
	for _, r := range httpapi.Routes {
		if !walked[r.Path] {
			t.Errorf("%s not walked", r.Path)
		}
	}
	for _, p := range []string{"/healthz", "/readyz", "/api/", "/"} {
		if !walked[p] {
			t.Errorf("%s not walked", p)
		}
	}
}

// TestShortAdversarialRound is the quick round of make test: every route gets
// hostile requests (6,000 by default, seed 1;
// ZHIYUAN_FUZZ_REQUESTS and ZHIYUAN_FUZZ_SEED change them); any 5xx, dropped connection, bad envelope, event appended
// by a refusal or leaked foreign data fails it.
func TestShortAdversarialRound(t *testing.T) {
	n, seed := 6000, uint64(1)
	if testing.Short() {
		n = 1500
	}
	if s := os.Getenv("ZHIYUAN_FUZZ_REQUESTS"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	if s := os.Getenv("ZHIYUAN_FUZZ_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	e := platformtest.New(t)
	rep, err := apifuzz.Run(t.Context(), apifuzz.Target{URL: e.URL, DB: e.P.DB.Pool, SMS: apifuzz.LocalSMS(e.P),
		Surface: apifuzz.Surface{Sides: []httpapi.Side{httpapi.CommandSide, httpapi.QuerySide}, DevSMS: true, Metrics: true}},
		apifuzz.Config{Requests: n, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	rep.Write(&out)
	t.Log("\n" + out.String())
	if rep.Failed() {
		t.Fatalf("the adversarial round failed:\n%s", out.String())
	}
}
