package wishtable

import (
	"slices"
	"time"

	"zhiyuan/events"
)

// Roles on a table. The owner is not a member: ownership never changes.
const (
	RoleOwner     = "owner"
	RoleEditor    = "editor"
	RoleCommenter = "commenter"
	RoleViewer    = "viewer"
)

var roleRank = map[string]int{RoleViewer: 1, RoleCommenter: 2, RoleEditor: 3, RoleOwner: 4}

// RoleNames are the roles as users read them.
var RoleNames = events.WishRoleNames

type link struct {
	hash    string
	role    string
	expires time.Time
	used    bool
	revoked bool
}

// table is a wish table folded from its stream.
type table struct {
	version     int
	listVersion int // the newest version that is not a sharing change (what an edit is checked against)
	created     events.WishTableCreated
	name        string
	score       int
	rank        int
	note        string
	units       []events.WishUnit
	deleted     bool
	deletedAt   time.Time
	members     map[string]string // user → role
	former      map[string]bool   // users who left or were removed and have not joined again
	links       map[string]*link
}

func (t *table) exists() bool { return t.created.TableID != "" }

// roleOf is what a user may do on the table ("" nothing).
func (t *table) roleOf(userID string) string {
	if userID == t.created.OwnerID {
		return RoleOwner
	}
	return t.members[userID]
}

func (t *table) find(key string) int {
	return slices.IndexFunc(t.units, func(u events.WishUnit) bool { return u.Key == key })
}

// apply folds one event into the table.
func (t *table) apply(env events.Envelope, ev events.Event) {
	t.version = env.Version
	if !sharing(ev) {
		t.listVersion = env.Version
	}
	t.units = events.ApplyWishUnits(t.units, ev)
	switch e := ev.(type) {
	case events.WishTableCreated:
		t.created, t.name, t.score, t.rank = e, e.Name, e.Score, e.Rank
		t.members, t.former, t.links = map[string]string{}, map[string]bool{}, map[string]*link{}
	case events.WishTableRenamed:
		t.name = e.Name
	case events.WishTableScoreSet:
		t.score, t.rank = e.Score, e.Rank
	case events.WishTableNoteSet:
		t.note = e.Note
	case events.WishTableDeleted:
		t.deleted, t.deletedAt = true, env.RecordedAt
	case events.WishTableRecovered:
		t.deleted = false
	case events.WishMemberSet:
		t.members[e.UserID] = e.Role
		delete(t.former, e.UserID)
		if l := t.links[e.LinkID]; l != nil {
			l.used = true
		}
	case events.WishMemberRemoved:
		delete(t.members, e.UserID)
		t.former[e.UserID] = true
	case events.WishLinkCreated:
		t.links[e.LinkID] = &link{hash: e.CodeHash, role: e.Role, expires: time.Unix(e.ExpiresAt, 0)}
	case events.WishLinkRevoked:
		if l := t.links[e.LinkID]; l != nil {
			l.revoked = true
		}
	}
}

// sharing events change who is on the table, not the table: an edit made on a version before
// them still applies (a relative's edit is not refused because the owner shared meanwhile).
func sharing(ev events.Event) bool {
	switch ev.(type) {
	case events.WishMemberSet, events.WishMemberRemoved, events.WishLinkCreated, events.WishLinkRevoked:
		return true
	}
	return false
}

// seen says whether an edit made on version yours still applies: nothing but sharing changes
// came after it.
func (t *table) seen(yours int) bool { return yours >= t.listVersion && yours <= t.version }
