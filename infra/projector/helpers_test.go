package projector_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/jackc/pgx/v5"

	"zhiyuan/command/profile"
	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/bus"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/infra/projector"
	"zhiyuan/projections"
)

// Each test has its own database (and its own child processes where it kills them), so the
// tests run in parallel; the longest (the shipped data's import, the soak) overlap.
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// waitLimit bounds waits for projections, far above what they need on a quiet
// machine: on a loaded one, indexing the whole catalogue into a fresh search
// index alone has taken over 20 s.
const waitLimit = 90 * time.Second

func userMeta(uid string) events.Metadata {
	return events.Metadata{ActorUserID: uid, TerminalType: "0", ClientIP: "10.9.0.1", RequestID: "req-" + uid}
}

// register writes a user's account (and a login session) straight to the log,
// as the SMS login would, so the profile read model has a row to update.
func register(ctx context.Context, p *platform.Platform, uid string, n int) error {
	_, err := p.Store.Append(ctx, userMeta(uid), events.Append{StreamID: events.AccountStream(uid), ExpectedVersion: 0,
		Events: []events.Event{
			events.AccountRegistered{UserID: uid, Phone: platformtest.Phone(n), NickName: fmt.Sprintf("用户%04d", n)},
			events.SessionStarted{UserID: uid, SessionHash: "hash-" + uid, Method: "sms",
				ExpiresAt: time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)},
		}})
	return err
}

// examFor builds a valid exam update for a province in the current year.
func examFor(n int) profile.UpdateExam {
	provs := data.Provinces()
	prov := provs[n%len(provs)]
	year := time.Now().Year()
	c := profile.UpdateExam{ExamProvinceID: prov.ID, ExamYear: year}
	if prov.ModeFor(year) == "traditional" {
		c.SubjectType = 1 + n%2
	} else {
		c.SelectSubjects = []string{"物理", "化学", "生物"}
	}
	return c
}

// writeProfile runs the three profile commands for a user (round r varies the values).
func writeProfile(ctx context.Context, p *platform.Platform, uid string, r int) error {
	m := userMeta(uid)
	if _, err := p.App.Profiles.UpdateStudent(ctx, m, uid, profile.UpdateStudent{NickName: fmt.Sprintf("昵称%d", r),
		StudentName: "学生" + uid, Sex: 1 + r%2}); err != nil {
		return fmt.Errorf("student %s: %w", uid, err)
	}
	if _, err := p.App.Profiles.UpdateExam(ctx, m, uid, examFor(r)); err != nil {
		return fmt.Errorf("exam %s: %w", uid, err)
	}
	score := float64(400 + r%250)
	final := r%3 == 0
	_, err := p.App.Profiles.UpdateScore(ctx, m, uid, profile.UpdateScore{Score: &score, IsFinal: final})
	var refused *apperr.Error
	if err != nil && !(!final && errors.As(err, &refused) && strings.HasPrefix(refused.Message, "已录入高考真实成绩")) {
		// An estimate after the real score is refused (the real score stays), as users see it.
		return fmt.Errorf("score %s: %w", uid, err)
	}
	return nil
}

func names(p *platform.Platform) []string {
	var out []string
	for _, pr := range p.Runtime.Projections() {
		out = append(out, pr.Name())
	}
	return out
}

type checkpoint struct{ Position, Applied, Through int64 }

func readCheckpoint(t testing.TB, p *platform.Platform, schema string) checkpoint {
	t.Helper()
	var c checkpoint
	if err := p.DB.Pool.QueryRow(context.Background(), `SELECT position, applied, through FROM `+
		pgx.Identifier{schema, "_checkpoint"}.Sanitize()).Scan(&c.Position, &c.Applied, &c.Through); err != nil {
		t.Fatal(err)
	}
	return c
}

// logCount is the number of events in the log and its head.
func logCount(t testing.TB, p *platform.Platform) (n, head int64) {
	t.Helper()
	if err := p.DB.Pool.QueryRow(context.Background(),
		`SELECT COUNT(*), COALESCE(MAX(position), 0) FROM events`).Scan(&n, &head); err != nil {
		t.Fatal(err)
	}
	return n, head
}

// waitApplied waits until every schema has applied each event of the log it
// reads exactly once: applied counts every event a projection took in, so it
// equals the number of the log's events in the streams the projection reads
// only when nothing was skipped and nothing applied twice; and its through
// reached the head (the whole log is settled for it).
func waitApplied(t testing.TB, p *platform.Platform, schemas ...string) {
	t.Helper()
	deadline := time.Now().Add(waitLimit)
	for {
		_, head := logCount(t, p)
		behind := ""
		for _, s := range schemas {
			c := readCheckpoint(t, p, s)
			n := readable(t, p, s)
			if c.Applied > n {
				t.Fatalf("%s applied %d events but the log has %d it reads: an event was applied twice", s, c.Applied, n)
			}
			if c.Applied < n || c.Through < head {
				behind += fmt.Sprintf(" %s(%d/%d through %d of %d)", s, c.Applied, n, c.Through, head)
			}
		}
		if behind == "" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("read models did not apply the whole log:%s", behind)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// streams renders a schema's per-stream bookkeeping.
func streams(t testing.TB, p *platform.Platform, schema string) string {
	t.Helper()
	rows, err := p.DB.Pool.Query(context.Background(), `SELECT stream_id || '@' || version || '/' || position FROM `+
		pgx.Identifier{schema, "_streams"}.Sanitize())
	if err != nil {
		t.Fatal(err)
	}
	lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(lines)
	return strings.Join(lines, ",")
}

// state is everything a projection has: read model, checkpoint and stream versions.
func state(t testing.TB, p *platform.Platform) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, n := range names(p) {
		s := projector.Schema(n)
		c := readCheckpoint(t, p, s)
		// through is left out: a projection that only passes events stores it a moment later.
		out[n] = fmt.Sprintf("%s position %d applied %d %s", platformtest.Fingerprint(t, p, s), c.Position, c.Applied, streams(t, p, s))
	}
	return out
}

// fingerprints hashes each projection's read model in the given schemas (rm_<name><suffix>).
func fingerprints(t testing.TB, p *platform.Platform, suffix string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, n := range names(p) {
		out[n] = platformtest.Fingerprint(t, p, projector.Schema(n)+suffix)
	}
	return out
}

func schemas(p *platform.Platform, suffix string) []string {
	var out []string
	for _, n := range names(p) {
		out = append(out, projector.Schema(n)+suffix)
	}
	return out
}

func rebuildAll(t testing.TB, ctx context.Context, p *platform.Platform) {
	t.Helper()
	for _, n := range names(p) {
		if _, err := p.Runtime.Rebuild(ctx, n); err != nil {
			t.Fatalf("rebuild %s: %v", n, err)
		}
	}
}

// readable counts the log's events in the streams the projection of a schema
// (rm_<name>, or rm_<name>_shadow) reads.
func readable(t testing.TB, p *platform.Platform, schema string) int64 {
	t.Helper()
	var pr projections.Projection // nil: every stream (a renamed shadow copy hides Selective)
	for _, x := range p.Runtime.Projections() {
		if "rm_"+x.Name() == schema {
			pr = x
		}
	}
	return readableBy(t, p, pr)
}

// readableBy counts the log's events in the streams a projection reads.
func readableBy(t testing.TB, p *platform.Platform, pr projections.Projection) int64 {
	t.Helper()
	rows, err := p.DB.Pool.Query(context.Background(), `SELECT stream_id, COUNT(*) FROM events GROUP BY stream_id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var n int64
	for rows.Next() {
		var stream string
		var c int64
		if err := rows.Scan(&stream, &c); err != nil {
			t.Fatal(err)
		}
		if sel, ok := pr.(projections.Selective); pr == nil || !ok || sel.Reads(stream) {
			n += c
		}
	}
	return n
}

// reads says whether the named projection reads a stream.
func reads(p *platform.Platform, name, stream string) bool {
	for _, x := range p.Runtime.Projections() {
		if x.Name() == name {
			sel, ok := x.(projections.Selective)
			return !ok || sel.Reads(stream)
		}
	}
	return false
}

// runRuntime runs a runtime's projections on the embedded bus until the test
// ends or stop is called.
func runRuntime(t testing.TB, p *platform.Platform, rt *projector.Runtime) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	if err := rt.Ensure(ctx); err != nil {
		t.Fatal(err)
	}
	router, err := message.NewRouter(message.RouterConfig{CloseTimeout: 10 * time.Second}, p.WLog)
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.AddHandlers(router, bus.Embedded(p.Tail(), p.WLog)); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { _ = router.Run(ctx); close(done) }()
	<-router.Running()
	var once sync.Once
	stop = func() { once.Do(func() { _ = router.Close(); cancel(); <-done }) }
	t.Cleanup(stop)
	return stop
}
