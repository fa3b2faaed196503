package projector_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/projector"
	"zhiyuan/projections"
	paudit "zhiyuan/projections/audit"
)

// poisoned is the audit projection under another name that cannot project a
// nickname 毒 while its build is broken.
type poisoned struct {
	paudit.Projection
	broken *atomic.Bool
}

func (poisoned) Name() string { return "poisoned" }

func (p poisoned) HandleBatch(ctx context.Context, tx projections.Tx, items []projections.Item) error {
	for _, it := range items {
		if e, ok := it.Event.(events.StudentInfoUpdated); ok && e.NickName == "毒" && p.broken.Load() {
			return errors.New("cannot project the nickname 毒")
		}
	}
	return p.Projection.HandleBatch(ctx, tx, items)
}

// runPoisoned runs the poisoned projection on the embedded bus until stop is called.
func runPoisoned(t *testing.T, p *platform.Platform, broken bool) (*projector.Runtime, *prometheus.Registry, func()) {
	t.Helper()
	flag := &atomic.Bool{}
	flag.Store(broken)
	rt := projector.New(p.DB, p.Store, p.Registry, p.Log, poisoned{broken: flag})
	reg := prometheus.NewRegistry()
	if err := rt.Register(reg); err != nil {
		t.Fatal(err)
	}
	stop := runRuntime(t, p, rt)
	return rt, reg, stop
}

// One batch holds a poison event: the events before it are applied, the
// projection reports the failure (status and /metrics), nothing after it is
// applied, and a restart with a fixed handler goes on from there.
func TestPoisonEventStopsOnlyItsProjection(t *testing.T) {
	t.Parallel()
	p := platformtest.New(t, platformtest.Options{NoProjectors: true}).P
	ctx := context.Background()
	if err := register(ctx, p, "u1", 1); err != nil {
		t.Fatal(err)
	}
	var positions []int64
	nicks := []string{"甲", "乙", "丙", "丁", "戊", "毒", "己", "庚", "辛"}
	for i, nick := range nicks {
		res, err := p.Store.Append(ctx, userMeta("u1"), events.Append{StreamID: events.ProfileStream("u1"),
			ExpectedVersion: i, Events: []events.Event{events.StudentInfoUpdated{UserID: "u1", NickName: nick, StudentName: "学生", Sex: 1}}})
		if err != nil {
			t.Fatal(err)
		}
		positions = append(positions, res.Position)
	}
	poison := positions[5]
	rt, reg, stop := runPoisoned(t, p, true) // all of it arrives as one batch

	var st projector.Status
	platformtest.Eventually(t, waitLimit, "the failure to be isolated and reported", func() bool {
		all, err := rt.Status(ctx)
		if err != nil || len(all) != 1 {
			return false
		}
		st = all[0]
		return st.FailedPosition != nil && *st.FailedPosition == poison
	})
	if st.FailedError == nil || !strings.Contains(*st.FailedError, "毒") || st.FailedSince == nil {
		t.Fatalf("status of the stopped projection: %+v", st)
	}
	if st.Through != poison-1 && st.Through >= poison {
		t.Fatalf("through %d passes the poison at %d", st.Through, poison)
	}
	applied := column[int64](t, p, `SELECT position FROM rm_poisoned.entries WHERE type = 'profile.student_info_updated' ORDER BY position`)
	if want := positions[:5]; !slices.Equal(applied, want) {
		t.Fatalf("applied %v with the poison at %d, want exactly %v", applied, poison, want)
	}
	if v := gauge(t, reg, "zhiyuan_projection_failing"); v != 1 {
		t.Fatalf("zhiyuan_projection_failing = %v", v)
	}
	stop()

	rt, _, _ = runPoisoned(t, p, false) // the fixed build
	platformtest.Eventually(t, waitLimit, "the fixed projection to catch up", func() bool {
		all, err := rt.Status(ctx)
		return err == nil && all[0].FailedPosition == nil && all[0].Through >= positions[len(positions)-1]
	})
	applied = column[int64](t, p, `SELECT position FROM rm_poisoned.entries WHERE type = 'profile.student_info_updated' ORDER BY position`)
	if !slices.Equal(applied, positions) {
		t.Fatalf("after the fix applied %v, want %v", applied, positions)
	}
	var summary string
	if err := p.DB.Pool.QueryRow(ctx, `SELECT summary FROM rm_poisoned.entries WHERE position = $1`, positions[6]).Scan(&summary); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(summary, "毒 → 己") {
		t.Fatalf("the entry after the poison says %q: not applied in order", summary)
	}
}

// gauge reads the one series of a gauge from the registry, as /metrics shows it.
func gauge(t *testing.T, reg *prometheus.Registry, name string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == name && len(mf.Metric) == 1 {
			return mf.Metric[0].GetGauge().GetValue()
		}
	}
	t.Fatalf("no metric %s", name)
	return 0
}
