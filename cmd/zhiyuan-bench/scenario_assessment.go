package main

import (
	"context"
	"fmt"
	"time"
)

// Targets of the assessment issue.
const (
	testSubmitRate   = 200
	testSubmitTarget = 20 * time.Millisecond
	testLagTarget    = time.Second
	testStatsRate    = 100
	testStatsTarget  = 50 * time.Millisecond
	testUsers        = 250 // 3 tests × 10 a day each: 7,500 submissions possible
)

var testBanks = []struct{ bank, path string }{
	{"holland", "/api/Career/HollandTest"}, {"bigfive", "/api/Career/PersonalityTest"}, {"type16", "/api/Career/MBTITest"},
}

// benchAssessment measures test submissions at 200/s with the projections' lag, then the
// public analytics page over what was submitted.
func benchAssessment(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: "Assessments: submissions and the analytics page"}
	f, err := startFresh(ctx, o, "assessment", 15*time.Minute, "ZHIYUAN_TRUSTED_PROXIES=127.0.0.0/8")
	if err != nil {
		return nil, err
	}
	defer f.close()
	client := f.client()
	tokens, _, err := loginUsers(ctx, client, testUsers, 8, 10*time.Minute)
	if err != nil {
		return nil, err
	}
	sheets := make([]map[string]any, len(testBanks))
	for b, tb := range testBanks {
		var q struct {
			Version   string
			Questions []struct{ Id string }
		}
		if err := client.call(ctx, "/api/Assessment/QuestionList", "", "", map[string]any{"Bank": tb.bank}, &q); err != nil {
			return nil, err
		}
		answers := make([]map[string]any, len(q.Questions))
		for i, it := range q.Questions {
			answers[i] = map[string]any{"Id": it.Id, "Value": 1 + (i*7+b)%5}
		}
		sheets[b] = map[string]any{"Version": q.Version, "Answers": answers}
	}
	probe := f.probe()
	submits, worst, lag, err := measureWritesWithLag(ctx, o, client, probe, pgURLOf(f.env.pgDataDir()), writeLoad{
		name: "Career/*Test (submissions)", path: testBanks[0].path, rate: testSubmitRate, what: "submissions",
		projections: []string{"assessments", "analytics"},
		fire: func(ctx context.Context, i int, done func(pos int64)) error {
			u, b := i%testUsers, (i/testUsers)%len(testBanks)
			var r struct{ Position int64 }
			if err := client.call(ctx, testBanks[b].path, tokens[u], fmt.Sprintf("10.78.%d.%d", u/250, 1+u%250), sheets[b], &r); err != nil {
				return err
			}
			if r.Position > 0 {
				done(r.Position)
			}
			return nil
		}})
	if err != nil {
		return nil, err
	}
	if submits.server != "" {
		submits.server = "HollandTest only: " + submits.server
	}
	provinces := []int{0, 44, 37, 0, 33}
	stats, statsNote, err := bestOf(ctx, "Assessment/Stats", func() (catalogRun, cpuUse, string, error) {
		fire := func(ctx context.Context, i int) error {
			return client.call(ctx, "/api/Assessment/Stats", "", "", map[string]any{"Bank": testBanks[i%3].bank,
				"ProvinceId": provinces[i%len(provinces)]}, nil)
		}
		openLoop(ctx, testStatsRate, warmUp, 400, fire)
		s0 := probe.snap()
		r := openLoop(ctx, testStatsRate, o.measure, 400, fire)
		use := probe.since(s0)
		return catalogRun{name: "Assessment/Stats", res: r, cpu: use}, use, summarize(r), nil
	})
	if err != nil {
		return nil, err
	}
	sec.Method = []string{
		fmt.Sprintf("`bin/zhiyuan run` on a fresh data dir; %d signed-in students. **Submissions**: the three tests' calls "+
			"(`Career/HollandTest` 60 items, `Career/PersonalityTest` 50, `Career/MBTITest` 40) open-loop at %d/s, each a whole "+
			"answer sheet, rotating students and tests (each student stays under the 10-a-day limit). The lag is the time from a "+
			"submission's answer to the first poll showing the `assessments` and `analytics` projections through its position.",
			testUsers, testSubmitRate),
		fmt.Sprintf("**The analytics page**: `Assessment/Stats` at %d/s over what was submitted, rotating the three tests and the "+
			"filters (all provinces, 广东, 山东, 浙江).", testStatsRate),
		fmt.Sprintf("Latency counts from the scheduled send time; %s of warm-up is discarded, then %s is measured.", warmUp, o.measure),
	}
	sec.Details = append(sec.Details, runsTable(submits, stats), "- Submissions: "+summarize(submits.res), "- Lag: "+lag,
		"- Stats: "+statsNote, fmt.Sprintf("- %s.", submits.cpu))
	sec.Details = append(sec.Details, firstErrors(submits, stats)...)
	sec.Rows = []row{
		loadRow(fmt.Sprintf("A submission p99 ≤ 20 ms at %d/s", testSubmitRate), submits, testSubmitTarget),
		{Target: "The analytics projection keeps up (lag p99 ≤ 1 s, assessments and analytics)", Measured: ms(worst),
			Pass: worst <= testLagTarget, Cause: missIf(worst > testLagTarget, "see the details")},
		loadRow(fmt.Sprintf("The analytics page p99 ≤ 50 ms (%d/s)", testStatsRate), stats, testStatsTarget),
	}
	return sec, nil
}
