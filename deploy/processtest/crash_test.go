package processtest

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	kafkago "github.com/segmentio/kafka-go"
)

// load is a family per worker, each submitting assessments; every acknowledged submission
// (Code 0 with its SubmissionId) is kept to be found in the read models.
type load struct {
	tp     *topology
	c      *client
	q      questions
	tokens []string
	users  []string
	mu     sync.Mutex
	acked  map[string]bool
}

// round submits one assessment for every family at once.
func (l *load) round(t *testing.T) {
	var wg sync.WaitGroup
	for _, tok := range l.tokens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := l.c.try("http://"+l.tp.web.addr, "/api/Career/HollandTest", tok,
				map[string]any{"Version": l.q.Version, "Answers": hollandSheet(l.q, ria)})
			var s struct{ SubmissionId string }
			if err != nil || r.Code != 0 || json.Unmarshal(r.Data, &s) != nil || s.SubmissionId == "" {
				t.Errorf("a submission was refused: %v %d %s", err, r.Code, r.Message)
				return
			}
			l.mu.Lock()
			l.acked[s.SubmissionId] = true
			l.mu.Unlock()
		}()
	}
	wg.Wait()
}

// crashUnderLoad kills a projector replica and the relay with SIGKILL while families write,
// and checks that the other replica takes the consumer groups over, the relay's successor
// resumes where Kafka has the log, and every acknowledged write is applied exactly once.
func crashUnderLoad(t *testing.T, tp *topology, c *client) {
	l := &load{tp: tp, c: c, acked: map[string]bool{}}
	c.ok(t, "http://"+tp.web.addr, "/api/Career/HollandQuestionList", "", nil, &l.q)
	for i := range 6 {
		tok, uid := c.loginAt(t, tp, "http://"+tp.commands[i%2].addr, fmt.Sprintf("139123401%02d", i),
			"X-Forwarded-For", fmt.Sprintf("10.77.0.%d", i+1))
		l.tokens, l.users = append(l.tokens, tok), append(l.users, uid)
	}
	groups := groupNames(t, tp)
	before := describe(t, tp.brokers, groups)
	for g, m := range before {
		if len(m.members) != 2 || m.holder == "" {
			t.Fatalf("group %s before the crash: %d members, partition 0 held by %q; want both replicas in it", g, len(m.members), m.holder)
		}
	}

	l.round(t)
	l.round(t)
	victim, survivor := tp.projectors[0], tp.projectors[1]
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); l.round(t) }() // in flight while the kills land
	victim.kill9()
	tp.relay.kill9()
	wg.Wait()
	l.round(t) // the relay is dead: acknowledged, kept in the log, not yet in Kafka
	l.round(t)

	// The dead replica's session times out; the survivor holds every group's partition.
	var after map[string]groupState
	eventually(t, 2*time.Minute, "the survivor holds every group", func() bool {
		after = describe(t, tp.brokers, groups)
		for _, m := range after {
			if len(m.members) != 1 || m.holder == "" {
				return false
			}
		}
		return true
	}, survivor)
	moved := 0
	for g, m := range before {
		if gone := !after[g].members[m.holder]; gone {
			moved++
		}
	}
	if moved == 0 {
		t.Fatalf("the killed replica held no group's partition: nothing moved (before %v)", before)
	}
	t.Logf("%d of %d consumer groups moved to the surviving replica", moved, len(groups))

	// A new relay resumes from its cursor: the writes made while it was dead reach Kafka, and
	// the survivor alone applies them (the killed replica is still down).
	tp.relay.start(t)
	ready(t, time.Minute, tp.relay, tp.relay, survivor)
	l.round(t)
	waitNoLag(t, tp, survivor, tp.relay)

	tp.projectors[0].start(t)
	ready(t, time.Minute, victim, victim, survivor, tp.relay)
	eventually(t, 2*time.Minute, "the restarted replica rejoins every group", func() bool {
		for _, m := range describe(t, tp.brokers, groups) {
			if len(m.members) != 2 {
				return false
			}
		}
		return true
	}, victim, survivor)
	l.round(t)
	waitNoLag(t, tp, victim, survivor, tp.relay)
	exactlyOnce(t, tp, l)
	if out := tp.cli(t, "projections", "status"); !lagZero(out) {
		t.Fatalf("projections status after recovery:\n%s", out)
	}
}

// lagZero reads `zhiyuan projections status`: every projection's LAG is 0 and none is failing.
func lagZero(out string) bool {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, line := range lines[1:] {
		f := strings.Fields(line)
		if len(f) < 8 || f[4] != "0" || f[len(f)-1] != "-" {
			return false
		}
	}
	return true
}

// waitNoLag waits until every projection has applied the log up to its head.
func waitNoLag(t *testing.T, tp *topology, procs ...*proc) {
	t.Helper()
	names := projectionNames(t, tp)
	eventually(t, 2*time.Minute, "every projection at the log's head", func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		conn, err := pgx.Connect(ctx, tp.dbURL)
		if err != nil {
			return false
		}
		defer conn.Close(ctx)
		var head int64
		if conn.QueryRow(ctx, `SELECT max(position) FROM events`).Scan(&head) != nil {
			return false
		}
		for _, name := range names {
			var through int64
			if conn.QueryRow(ctx, `SELECT through FROM `+pgx.Identifier{"rm_" + name, "_checkpoint"}.Sanitize()).Scan(&through) != nil || through < head {
				return false
			}
		}
		return true
	}, procs...)
}

// exactlyOnce compares the acknowledged submissions with the log and two read models: the
// results table (a row each) and the analytics counter (adds one per event it applies, so an
// event applied twice would show).
func exactlyOnce(t *testing.T, tp *topology, l *load) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, tp.dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var inLog, rows, distinct, counted, allSubmitted int
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM events WHERE type = 'assessment.submitted' AND stream_id IN
		(SELECT 'assessment-' || u FROM unnest($1::text[]) u)`, l.users).Scan(&inLog); err != nil {
		t.Fatal(err)
	}
	ids := make([]string, 0, len(l.acked))
	for id := range l.acked {
		ids = append(ids, id)
	}
	if err := conn.QueryRow(ctx, `SELECT count(*), count(DISTINCT submission_id) FROM rm_assessments.results
		WHERE user_id = ANY($1)`, l.users).Scan(&rows, &distinct); err != nil {
		t.Fatal(err)
	}
	var matched int
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM rm_assessments.results WHERE submission_id = ANY($1)`, ids).Scan(&matched); err != nil {
		t.Fatal(err)
	}
	// The analytics counter per bank against the log's submissions per bank.
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM events WHERE type = 'assessment.submitted'`).Scan(&allSubmitted); err != nil {
		t.Fatal(err)
	}
	if err := conn.QueryRow(ctx, `SELECT COALESCE(sum(n), 0) FROM rm_analytics.submitted`).Scan(&counted); err != nil {
		t.Fatal(err)
	}
	t.Logf("acknowledged %d submissions; the log holds %d, the results %d rows (%d matched), the analytics counters %d of the log's %d submissions",
		len(l.acked), inLog, rows, matched, counted, allSubmitted)
	if len(l.acked) != 7*len(l.tokens) || inLog != len(l.acked) || rows != len(l.acked) || distinct != rows || matched != len(l.acked) ||
		counted != allSubmitted {
		t.Fatalf("not exactly once: acknowledged %d, log %d, results %d (%d distinct, %d matched), analytics %d of %d",
			len(l.acked), inLog, rows, distinct, matched, counted, allSubmitted)
	}
}

type groupState struct {
	members map[string]bool
	holder  string // the member assigned partition 0 of the events topic
}

// describe asks the broker, over the Kafka protocol, who is in each projection's group.
func describe(t *testing.T, broker string, groups []string) map[string]groupState {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	client := &kafkago.Client{Addr: kafkago.TCP(broker), Timeout: 10 * time.Second}
	resp, err := client.DescribeGroups(ctx, &kafkago.DescribeGroupsRequest{Addr: net.Addr(kafkago.TCP(broker)), GroupIDs: groups})
	if err != nil {
		t.Fatalf("describe groups: %v", err)
	}
	out := map[string]groupState{}
	for _, g := range resp.Groups {
		s := groupState{members: map[string]bool{}}
		for _, m := range g.Members {
			s.members[m.MemberID] = true
			for _, tp := range m.MemberAssignments.Topics {
				for _, p := range tp.Partitions {
					if p == 0 {
						s.holder = m.MemberID
					}
				}
			}
		}
		out[g.GroupID] = s
	}
	return out
}

// projectionNames are the projections with a checkpoint in the database.
func projectionNames(t *testing.T, tp *topology) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, tp.dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, `SELECT substr(schemaname, 4) FROM pg_tables WHERE tablename = '_checkpoint'
		AND schemaname LIKE 'rm\_%' AND schemaname NOT LIKE '%\_next' ORDER BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil || len(names) == 0 {
		t.Fatalf("projections: %v %v", names, err)
	}
	return names
}

// groupNames are the projections' consumer groups (infra/projector: "projection_" + name).
func groupNames(t *testing.T, tp *topology) []string {
	var out []string
	for _, n := range projectionNames(t, tp) {
		out = append(out, "projection_"+n)
	}
	return out
}
