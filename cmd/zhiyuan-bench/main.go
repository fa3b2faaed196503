// Command zhiyuan-bench measures the performance targets of issue 12 (and
// those of the catalogue and admission issues) on this machine, load generator
// included, and writes docs/BENCHMARKS.md:
//
//	go run ./cmd/zhiyuan-bench -out docs/BENCHMARKS.md
//
// Every scenario gets a fresh private Postgres under a temp dir (never ./var),
// listens on loopback only, and is bounded in count and time.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

type options struct {
	out     string
	bin     string
	only    map[string]bool
	rate    int
	measure time.Duration
	users   int
	events  int
	burst   time.Duration

	quietWait time.Duration
}

// scenario is one measured area of the report.
type scenario struct {
	name string
	run  func(ctx context.Context, o options) (*section, error)
}

func main() {
	var o options
	var only string
	flag.StringVar(&o.out, "out", "docs/BENCHMARKS.md", "where to write the report")
	flag.StringVar(&o.bin, "bin", "bin/zhiyuan", "the zhiyuan binary (built into a temp dir when missing)")
	flag.StringVar(&only, "only", "", "comma-separated scenarios to run (fsync,append,login,lag,burst,rebuild,restart,catalog,admission,recommend,wish,assessment,membership,content,web,chat); default all")
	flag.IntVar(&o.rate, "rate", 1000, "command arrival rate per second for the append benchmark")
	flag.DurationVar(&o.measure, "measure", 20*time.Second, "measured duration of the open-loop runs (the lag runs: this at 100/s, half at 1,000/s, a quarter at 3,000/s)")
	flag.DurationVar(&o.burst, "burst", 10*time.Second, "how long the writers append at full speed before the audit visibility is timed")
	flag.IntVar(&o.users, "users", 1000, "logged-in users sending commands")
	flag.IntVar(&o.events, "events", 100000, "events in the log for the rebuild benchmark")
	flag.DurationVar(&o.quietWait, "quiet-wait", 30*time.Second, "how long to wait for other processes to go quiet before each scenario")
	flag.Parse()
	if only != "" {
		o.only = map[string]bool{}
		for _, s := range strings.Split(only, ",") {
			o.only[strings.TrimSpace(s)] = true
		}
	}
	// The product's own logs go to each scenario's log file; ours are progress lines.
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))

	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	// A hard bound on the whole run: nothing here should take half of it.
	ctx, cancelAll := context.WithTimeout(ctx, 45*time.Minute)
	defer cancelAll()

	if err := run(ctx, o); err != nil {
		fmt.Fprintln(os.Stderr, "zhiyuan-bench:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, o options) error {
	start := time.Now()
	rep := &report{Machine: describeMachine(), Started: start}
	scenarios := []scenario{
		{"fsync", benchFsync},
		{"append", benchAppend},
		{"login", benchLogin},
		{"lag", benchLag},
		{"burst", benchBurst},
		{"rebuild", benchRebuild},
		{"restart", benchRestart},
		{"catalog", benchCatalog},
		{"admission", benchAdmission},
		{"recommend", benchRecommend},
		{"wish", benchWish},
		{"assessment", benchAssessment},
		{"membership", benchMembership},
		{"content", benchContent},
		{"web", benchWeb},
		{"chat", benchChat},
	}
	stored, err := loadSections(storePath(o.out))
	if err != nil {
		return err
	}
	var failed []string
	for _, s := range scenarios {
		if o.only != nil && !o.only[s.name] {
			if old := stored[s.name]; old != nil {
				rep.Sections = append(rep.Sections, old)
			}
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		quiet := waitQuiet(ctx, o.quietWait)
		progress("== scenario %s (%s)", s.name, quiet)
		t0 := time.Now()
		sec, err := s.run(ctx, o)
		if err != nil {
			// Keep what the other scenarios measure; the failure is in the report and the exit status.
			progress("scenario %s failed: %v", s.name, err)
			failed = append(failed, s.name)
			sec = &section{Title: "Scenario " + s.name + " failed",
				Rows: []row{{Target: "Scenario " + s.name, Measured: "failed: " + err.Error(),
					Cause: "The scenario could not complete; the error is in the Measured column"}}}
		}
		sec.Scenario, sec.Measured = s.name, t0
		sec.Elapsed = time.Since(t0)
		sec.Quiet = quiet.String()
		rep.Sections = append(rep.Sections, sec)
		progress("== scenario %s done in %s", s.name, sec.Elapsed.Round(time.Second))
	}
	rep.Total = time.Since(start)
	if err := os.WriteFile(o.out, []byte(rep.markdown()), 0o644); err != nil {
		return err
	}
	if err := saveSections(storePath(o.out), rep.Sections); err != nil {
		return err
	}
	progress("wrote %s (total %s)", o.out, rep.Total.Round(time.Second))
	if len(failed) > 0 {
		return fmt.Errorf("scenarios failed: %s", strings.Join(failed, ", "))
	}
	return nil
}

func progress(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "%s  %s\n", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
}
