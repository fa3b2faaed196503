package wishtable_test

import (
	"context"
	"fmt"
	"maps"
	"os"
	"testing"

	"zhiyuan/command"
	"zhiyuan/command/wishtable"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/eventlog/eventlogtest"
	"zhiyuan/infra/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// paid holds the users with every member's right (the membership aggregate is not under test).
type paid map[string]bool

func (p paid) Has(_ context.Context, userID, _ string) (bool, error) { return p[userID], nil }

// family is a table of the owner's on the real event log, with relatives registered by phone.
type family struct {
	t     *testing.T
	svc   *wishtable.Service
	store *eventlog.Store
	reg   *events.Registry
	table string
	ver   int
}

func as(user string) events.Metadata {
	return events.Metadata{ActorUserID: user, TerminalType: "test", ClientIP: "127.0.0.1"}
}

func userOf(i int) string { return fmt.Sprintf("u%d", i) }

// phoneOf is the phone number of a test user u1 … u99.
func phoneOf(i int) string { return fmt.Sprintf("139%08d", i) }

// plans is the query side's answer of what units offer: the plan's majors by unit key, of
// planYear (a unit not listed has no plan).
type plans struct {
	year   int
	majors map[string][]string
	asked  int
}

func (p *plans) Offered(_ context.Context, _ events.WishTableCreated, key string) ([]string, int, error) {
	p.asked++
	if m, ok := p.majors[key]; ok {
		return m, p.year, nil
	}
	return nil, 0, nil
}

func newFamily(t *testing.T, rights paid, relatives int) *family {
	return newFamilyWith(t, rights, relatives, &plans{})
}

func newFamilyWith(t *testing.T, rights paid, relatives int, offers wishtable.Offers) *family {
	t.Helper()
	ctx := context.Background()
	store, reg := eventlogtest.NewStore(t)
	svc := wishtable.NewService(store, reg, rights, offers)
	for i := 1; i <= relatives; i++ {
		if _, err := store.Append(ctx, as("system"), events.Append{StreamID: events.PhoneStream(phoneOf(i)),
			Events: []events.Event{events.PhoneClaimed{Phone: phoneOf(i), UserID: fmt.Sprintf("u%d", i)}}}); err != nil {
			t.Fatal(err)
		}
	}
	c, err := svc.CreateTable(ctx, as("owner"), wishtable.Create{ProvinceID: 44, Year: 2026, Track: "物理类", SelectSubject: "物理"})
	if err != nil {
		t.Fatal(err)
	}
	return &family{t: t, svc: svc, store: store, reg: reg, table: c.TableID, ver: c.Version}
}

// unit is a 广东 group unit (the command side takes units as the adapter resolved them).
func unit(i int) events.WishUnit {
	return events.WishUnit{Key: fmt.Sprintf("group|物理类|c:1%04d|201", i), Level: "group", CollegeCode: fmt.Sprintf("1%04d", i),
		CollegeName: fmt.Sprintf("测试大学%d", i), GroupCode: "201", Adjust: true}
}

// codeOf is the answer's code as the client reads it (0 success; 500 for an error that is not
// an answer, which the HTTP adapter would turn into a 5xx).
func codeOf(err error) int {
	if err == nil {
		return 0
	}
	if e, ok := apperr.As(err); ok {
		return e.Code
	}
	return 500
}

// conflictOf is the Data of a stale-version answer (nil for any other answer).
func conflictOf(err error) *wishtable.Conflict {
	e, ok := apperr.As(err)
	if !ok || e.Code != apperr.CodeConflict {
		return nil
	}
	c, ok := e.Data.(wishtable.Conflict)
	if !ok {
		return nil
	}
	return &c
}

func (f *family) share(i int, role string) command.Result {
	f.t.Helper()
	r, err := f.svc.ShareByPhone(context.Background(), as("owner"), f.table, phoneOf(i), role)
	if err != nil {
		f.t.Fatalf("share with u%d: %v", i, err)
	}
	return r
}

// state folds the table's stream from the log: its units and its members.
func (f *family) state() ([]events.WishUnit, map[string]string) {
	f.t.Helper()
	envs, err := f.store.Load(context.Background(), events.WishTableStream(f.table))
	if err != nil {
		f.t.Fatal(err)
	}
	var units []events.WishUnit
	members := map[string]string{}
	err = command.Replay(f.reg, envs, func(_ events.Envelope, ev events.Event) {
		units = events.ApplyWishUnits(units, ev)
		switch e := ev.(type) {
		case events.WishMemberSet:
			members[e.UserID] = e.Role
		case events.WishMemberRemoved:
			delete(members, e.UserID)
		}
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return units, members
}

func (f *family) wantMembers(want map[string]string) {
	f.t.Helper()
	if _, got := f.state(); !maps.Equal(got, want) {
		f.t.Errorf("members %v, want %v", got, want)
	}
}
