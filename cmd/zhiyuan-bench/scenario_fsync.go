package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"zhiyuan/infra/pgserver"
)

// fsyncResult is what pg_test_fsync measured in this run (nil: not run).
var fsyncResult *fsyncMethods

// fsyncMethods are the single-8kB-write lines of pg_test_fsync.
type fsyncMethods struct {
	opsPerSec map[string]float64
	usPerOp   map[string]float64
}

var fsyncLine = regexp.MustCompile(`^\s+(open_datasync|fdatasync|fsync|open_sync)\s+([0-9.]+) ops/sec\s+([0-9]+) usecs/op`)

// benchFsync runs the Postgres server's pg_test_fsync on the temp dirs' disk:
// how many synchronous 8 kB WAL writes per second the disk takes, the floor
// under every append (an append commits synchronously).
func benchFsync(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: "Disk flush floor (`pg_test_fsync`)"}
	dir, err := pgserver.FindBinaries()
	bin := filepath.Join(dir, "pg_test_fsync")
	if err == nil {
		_, err = os.Stat(bin)
	}
	if err != nil {
		sec.Method = []string{"`pg_test_fsync` ships with the Postgres server binaries; it was looked for next to `initdb` where the product finds them."}
		sec.Rows = []row{{Target: "`pg_test_fsync`: 8 kB synchronous writes on the temp dirs' disk", Info: true,
			Measured: "not measured: `pg_test_fsync` is missing (" + err.Error() + ")"}}
		return sec, nil
	}
	e, err := newEnv("fsync")
	if err != nil {
		return nil, err
	}
	defer e.close()
	rctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(rctx, bin, "-s", "1", "-f", filepath.Join(e.dir, "pg_test_fsync.out")).CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("%s: %v: %s", bin, err, out)
	}
	m := parseFsync(string(out))
	if len(m.opsPerSec) == 0 {
		return nil, errors.New("pg_test_fsync printed no single-write results: " + string(out))
	}
	fsyncResult = &m
	sec.Method = []string{
		fmt.Sprintf("`%s -s 1 -f <temp dir>/pg_test_fsync.out` (one second per test) on the disk of the temp dirs, where every "+
			"scenario's Postgres keeps its data and WAL. The first block (\"one 8kB write\") is the rate at which Postgres can "+
			"flush its WAL for single commits with each `wal_sync_method`; Linux's default, which the product's Postgres uses, is "+
			"`fdatasync`. Group commit lets several concurrent commits share one flush, so this is the floor under one "+
			"append's latency, not a cap on appends per second.", bin),
		"```\n" + strings.TrimSpace(string(out)) + "\n```",
	}
	sec.Rows = []row{
		{Target: "`pg_test_fsync`: one 8 kB write + `fdatasync` (the product's `wal_sync_method`)", Info: true, Measured: m.say("fdatasync")},
		{Target: "`pg_test_fsync`: one 8 kB write with `open_datasync`", Info: true, Measured: m.say("open_datasync")},
	}
	progress("pg_test_fsync: fdatasync %s; open_datasync %s", m.say("fdatasync"), m.say("open_datasync"))
	return sec, nil
}

// parseFsync reads the first block's lines (single 8 kB writes).
func parseFsync(out string) fsyncMethods {
	m := fsyncMethods{opsPerSec: map[string]float64{}, usPerOp: map[string]float64{}}
	for _, block := range strings.Split(out, "\n\n") {
		if !strings.Contains(block, "one 8kB write") {
			continue
		}
		for _, l := range strings.Split(block, "\n") {
			if f := fsyncLine.FindStringSubmatch(l); f != nil {
				m.opsPerSec[f[1]], m.usPerOp[f[1]] = atof(f[2]), atof(f[3])
			}
		}
	}
	return m
}

func (m fsyncMethods) say(method string) string {
	ops, ok := m.opsPerSec[method]
	if !ok {
		return "n/a"
	}
	return fmt.Sprintf("%.0f ops/s, %.0f µs per op", ops, m.usPerOp[method])
}

// fsyncFloor is the measured flush time as a cause fragment ("" if not measured).
func fsyncFloor() string {
	if fsyncResult == nil {
		return ""
	}
	us, ok := fsyncResult.usPerOp["fdatasync"]
	if !ok {
		return ""
	}
	if us < 1000 {
		return fmt.Sprintf("the disk itself flushes an 8 kB WAL write in %.0f µs (`pg_test_fsync`, fdatasync), a small part of that", us)
	}
	return fmt.Sprintf("the disk itself needs %.1f ms to flush an 8 kB WAL write (`pg_test_fsync`, fdatasync), a floor under every append", us/1000)
}
