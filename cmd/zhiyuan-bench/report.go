package main

import (
	"fmt"
	"strings"
	"time"
)

// report is everything docs/BENCHMARKS.md says.
type report struct {
	Machine  machine
	Started  time.Time
	Total    time.Duration
	Sections []*section
}

// section is one scenario: how it was measured, the targets it decides, details.
type section struct {
	Scenario string
	Measured time.Time
	Title    string
	Method   []string // paragraphs
	Rows     []row
	Details  []string // markdown blocks (tables, observations)
	Elapsed  time.Duration
	Quiet    string // how busy the rest of the machine was at the start
}

// row is one target with its measured value and verdict.
type row struct {
	Target   string
	Measured string
	Pass     bool
	Info     bool   // a reference number, not a target
	Cause    string // for a miss: the most likely cause, from what was observed
}

func (r row) verdict() string {
	switch {
	case r.Info:
		return "(reference)"
	case r.Pass:
		return "**PASS**"
	}
	return "**MISS**"
}

func (r *report) markdown() string {
	var b strings.Builder
	m := r.Machine
	fmt.Fprintf(&b, "# Benchmarks\n\n")
	fmt.Fprintf(&b, "Written by `make bench` (`go run ./cmd/zhiyuan-bench -out docs/BENCHMARKS.md`); the targets are those of\n")
	fmt.Fprintf(&b, "issue 12 (the rebuilt write path: append, login, projection lag, audit visibility after a burst, rebuild,\n")
	fmt.Fprintf(&b, "restart), and for the catalogue and the admission data those of their own issues. Every number below was\n")
	fmt.Fprintf(&b, "measured on the machine described here, with the load generator on the same machine. The targets are\n")
	fmt.Fprintf(&b, "reported, not asserted: nothing in the test suite asserts timings, and a miss is listed with the cause\n")
	fmt.Fprintf(&b, "the measurements point to. This file is the record.\n\n")
	fmt.Fprintf(&b, "## Machine\n\n")
	fmt.Fprintf(&b, "| | |\n|---|---|\n")
	fmt.Fprintf(&b, "| Date of the last run | %s |\n", r.Started.Format("2006-01-02 15:04 MST"))
	fmt.Fprintf(&b, "| Code measured | %s |\n", m.Code)
	fmt.Fprintf(&b, "| CPUs (`nproc`) | %s |\n", m.NProc)
	fmt.Fprintf(&b, "| CPU model | %s |\n", m.CPUModel)
	fmt.Fprintf(&b, "| Memory | %s |\n", m.Memory)
	fmt.Fprintf(&b, "| Kernel | %s |\n", m.Kernel)
	fmt.Fprintf(&b, "| Go | %s |\n", m.GoVersion)
	fmt.Fprintf(&b, "| PostgreSQL | %s (private server per scenario, the product's default settings: fsync on) |\n", m.Postgres)
	fmt.Fprintf(&b, "| Disk of the temp dirs | %s |\n", m.TempFS)
	fmt.Fprintf(&b, "| Load average at start | %s |\n", m.LoadAvg)
	fmt.Fprintf(&b, "| Total run time of the benchmark program | %s (`make bench` adds the build) |\n\n", r.Total.Round(time.Second))
	fmt.Fprintf(&b, "This machine may be shared with other work (other sessions build and test here). Before each measurement the\n")
	fmt.Fprintf(&b, "program waits up to 30 s for the rest of the machine to go quiet, and under every measurement it records where\n")
	fmt.Fprintf(&b, "the CPU went: the product, Postgres, the load generator, kernel threads, and \"other processes\" (the busiest\n")
	fmt.Fprintf(&b, "named). A measurement during which other processes took more than %.1f cores is repeated, up to %d attempts\n", interferenceLimit, maxAttempts)
	fmt.Fprintf(&b, "while the program has run less than 20 minutes, and the attempt with the least interference is kept: chosen\n")
	fmt.Fprintf(&b, "by the interference, never by the result. Every attempt is listed under its scenario.\n\n")
	fmt.Fprintf(&b, "## Summary\n\n| Target | Measured | Result | Most likely cause of a miss |\n|---|---|---|---|\n")
	for _, s := range r.Sections {
		for _, row := range s.Rows {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", row.Target, row.Measured, row.verdict(), cell(row.Cause))
		}
	}
	b.WriteString("\n")
	for _, s := range r.Sections {
		fmt.Fprintf(&b, "## %s\n\n", s.Title)
		for _, p := range s.Method {
			b.WriteString(p + "\n\n")
		}
		for _, d := range s.Details {
			b.WriteString(strings.TrimRight(d, "\n") + "\n\n")
		}
		fmt.Fprintf(&b, "_Measured %s; scenario wall time: %s; %s._\n\n", s.Measured.Format("2006-01-02 15:04 MST"), s.Elapsed.Round(time.Second), s.Quiet)
	}
	return b.String()
}

func cell(s string) string {
	if s == "" {
		return ""
	}
	return strings.ReplaceAll(s, "|", "\\|")
}

// ms formats a duration in milliseconds with sensible precision.
func ms(d time.Duration) string {
	f := float64(d) / float64(time.Millisecond)
	switch {
	case f < 10:
		return fmt.Sprintf("%.2f ms", f)
	case f < 1000:
		return fmt.Sprintf("%.1f ms", f)
	}
	return fmt.Sprintf("%.0f ms", f)
}
