package wishtables_test

import (
	"reflect"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
)

const (
	memberRow = `SELECT table_id, user_id, role, via FROM members ORDER BY table_id, user_id`
	linkRow   = `SELECT table_id, link_id, role, state, used_by, expires_at = to_timestamp(1811779200) FROM links ORDER BY table_id, link_id`
)

// expires is 2027-06-01 00:00 Beijing time, as unix seconds.
var expires = time.Date(2027, 6, 1, 0, 0, 0, 0, time.FixedZone("CST", 8*3600)).Unix()

func link(table, id, role string) events.WishLinkCreated {
	return events.WishLinkCreated{TableID: table, LinkID: id, CodeHash: "hash-" + id, Role: role, ExpiresAt: expires}
}

// Given sharing events, then these members and links.
func TestAccessRows(t *testing.T) {
	t.Parallel()
	if expires != 1811779200 {
		t.Fatalf("expires %d", expires)
	}
	for _, c := range []struct {
		name           string
		given          func(t *testing.T, e *projectortest.Env)
		members, links [][]string
	}{
		{name: "a table shared by phone has a member", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"), events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "editor", Via: "phone"})
		}, members: [][]string{{"t-1", "u-2", "editor", "phone"}}},
		{name: "a changed role keeps how the member came", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"), events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "editor", Via: "phone"})
			e.Given(t, meta, stream("t-1"), events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "viewer", Via: "role"})
		}, members: [][]string{{"t-1", "u-2", "viewer", "phone"}}},
		{name: "a removed member is gone; the others stay", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"), events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "editor", Via: "phone"},
				events.WishMemberSet{TableID: "t-1", UserID: "u-3", Role: "commenter", Via: "phone"})
			e.Given(t, meta, stream("t-1"), events.WishMemberRemoved{TableID: "t-1", UserID: "u-2"})
		}, members: [][]string{{"t-1", "u-3", "commenter", "phone"}}},
		{name: "a new link is open", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"), link("t-1", "l-1", "commenter"))
		}, links: [][]string{{"t-1", "l-1", "commenter", "open", "", "true"}}},
		{name: "joining through a link uses it up and makes a member", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"), link("t-1", "l-1", "viewer"), link("t-1", "l-2", "editor"))
			e.Given(t, editor, stream("t-1"), events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "editor", Via: "link", LinkID: "l-2"})
		}, members: [][]string{{"t-1", "u-2", "editor", "link"}}, links: [][]string{
			{"t-1", "l-1", "viewer", "open", "", "true"}, {"t-1", "l-2", "editor", "used", "u-2", "true"}}},
		{name: "a revoked link is marked revoked", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-1"), created("t-1"), link("t-1", "l-1", "viewer"))
			e.Given(t, meta, stream("t-1"), events.WishLinkRevoked{TableID: "t-1", LinkID: "l-1"})
		}, links: [][]string{{"t-1", "l-1", "viewer", "revoked", "", "true"}}},
		{name: "members and links of a table never created are not kept", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream("t-9"), link("t-9", "l-1", "viewer"),
				events.WishMemberSet{TableID: "t-9", UserID: "u-2", Role: "editor", Via: "link", LinkID: "l-1"})
		}},
		{name: "two tables shared in one batch", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, meta, stream("t-1"), created("t-1"), link("t-1", "l-1", "viewer"))...)
			batch = append(batch, e.Append(t, meta, stream("t-2"), created("t-2"),
				events.WishMemberSet{TableID: "t-2", UserID: "u-3", Role: "commenter", Via: "phone"})...)
			batch = append(batch, e.Append(t, editor, stream("t-1"),
				events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "viewer", Via: "link", LinkID: "l-1"})...)
			e.Batch(t, batch)
		}, members: [][]string{{"t-1", "u-2", "viewer", "link"}, {"t-2", "u-3", "commenter", "phone"}},
			links: [][]string{{"t-1", "l-1", "viewer", "used", "u-2", "true"}}},
		{name: "a batch delivered again does not bring back a removed member or reopen a link", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, meta, stream("t-1"), created("t-1"), link("t-1", "l-1", "viewer"),
				events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "editor", Via: "phone"})
			e.Batch(t, envs)
			e.Given(t, meta, stream("t-1"), events.WishMemberRemoved{TableID: "t-1", UserID: "u-2"},
				events.WishLinkRevoked{TableID: "t-1", LinkID: "l-1"})
			e.Batch(t, envs)
		}, links: [][]string{{"t-1", "l-1", "viewer", "revoked", "", "true"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			c.given(t, e)
			if got := e.Rows(t, memberRow); !reflect.DeepEqual(got, c.members) {
				t.Fatalf("members\n%v\nwant\n%v", got, c.members)
			}
			if got := e.Rows(t, linkRow); !reflect.DeepEqual(got, c.links) {
				t.Fatalf("links\n%v\nwant\n%v", got, c.links)
			}
		})
	}
}

// A member's since is when they first joined; a role change does not move it.
func TestMemberSince(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.Given(t, meta, stream("t-1"), created("t-1"), events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "editor", Via: "phone"})
	first := e.Rows(t, `SELECT since::text FROM members`)
	time.Sleep(20 * time.Millisecond)
	e.Given(t, meta, stream("t-1"), events.WishMemberSet{TableID: "t-1", UserID: "u-2", Role: "viewer", Via: "role"})
	if got := e.Rows(t, `SELECT since::text FROM members`); !reflect.DeepEqual(got, first) {
		t.Fatalf("since moved from %v to %v", first, got)
	}
	got := e.Rows(t, `SELECT m.since < t.updated_at FROM members m JOIN tables t ON t.id = m.table_id`)
	if want := [][]string{{"true"}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("since %v, want %v", got, want)
	}
}
