// Package wishtable answers the wish table reads: a user's tables and those shared with them,
// a table with each unit's probability and the checks beside it, the whole list's risk, its
// history and the diff between two versions. Nobody reads a table they are not on.
package wishtable

import (
	"context"
	"time"

	"github.com/google/uuid"

	"zhiyuan/events"
)

// Row is a table as the read model keeps it.
type Row struct {
	ID        string
	OwnerID   string
	Header    events.WishTableCreated
	Name      string
	Score     int
	Rank      int
	Note      string
	Units     []events.WishUnit // Table: the current units; the lists leave them out (UnitCount)
	UnitCount int
	Version   int
	DeletedAt *time.Time
	CreatedAt time.Time
	UpdatedAt time.Time
	UpdatedBy string
}

// Person is a user as others on a table see them: a nickname and a masked phone.
type Person struct {
	UserId   string
	NickName string
	Phone    string // 138****0000
}

// Member is someone a table is shared with.
type Member struct {
	Person
	Role     string
	RoleName string
	Via      string
	Since    time.Time
}

// Link is an invitation link (its code is never stored).
type Link struct {
	LinkId    string
	Role      string
	RoleName  string
	ExpiresAt time.Time
	CreatedAt time.Time
	State     string // open, used, revoked, expired
	UsedBy    string
}

// Change is one version of a table as the history lists it.
type Change struct {
	Version      int
	Time         time.Time
	Type         string
	Summary      string
	Actor        Person
	ActorRole    string
	RoleName     string
	Subject      *Person `json:",omitempty"` // the member a sharing change concerned
	TerminalType string
	ClientIP     string
	TableId      string `json:",omitempty"`
	TableName    string `json:",omitempty"`
}

// ReadModel is what the wish table queries read.
type ReadModel interface {
	Table(ctx context.Context, id string) (*Row, error) // nil: none
	MemberRole(ctx context.Context, tableID, userID string) (string, error)
	Owned(ctx context.Context, userID string) ([]Row, error)
	SharedWith(ctx context.Context, userID string) ([]Row, []string, error) // rows and the user's role on each
	Members(ctx context.Context, tableID string) ([]Member, error)
	Links(ctx context.Context, tableID string) ([]Link, error)
	People(ctx context.Context, userIDs []string) (map[string]Person, error)
	// Events are a table's events after a version and up to one (0: all), decoded, in order.
	Events(ctx context.Context, tableID string, after, upTo int) ([]events.Event, []int, error)
	// History pages a table's changes, newest first, optionally within versions or times.
	History(ctx context.Context, f HistoryFilter) ([]Change, int, error)
}

// HistoryFilter narrows a history read.
type HistoryFilter struct {
	TableID       string
	ActorID       string // every change a user made (the operator's audit)
	From, To      time.Time
	AfterVersion  int // versions after this one (0: from the first)
	UpToVersion   int // and up to this one (0: the newest)
	Offset, Limit int
}

// validID: ids are UUIDs, as the command side makes them; anything else names no table.
func validID(id string) bool {
	_, err := uuid.Parse(id)
	return err == nil && len(id) == 36
}
