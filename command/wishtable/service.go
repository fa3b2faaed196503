// Package wishtable is the wish table aggregate: a user's ordered list of filling units for one
// exam, edited by the owner and the family members the owner shares it with. Every command
// names the table version it was made on; a stale one changes nothing.
package wishtable

import (
	"context"
	"errors"
	"fmt"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Limits (README "志愿表"): how much one user and one table may hold.
const (
	MaxTables      = 20  // live tables a user owns (deleted ones do not count)
	MaxUnitsCap    = 120 // units in any table when the province's list length is unverified
	MaxMembers     = 10  // people a table is shared with
	MaxOpenLinks   = 10  // unused, unexpired invitation links
	RecoverDays    = events.WishRecoverDays
	MaxNoteRunes   = 200 // a unit's or table's note
	MaxNameRunes   = 30  // a table's name
	MaxMajorsCap   = 10  // majors inside a group when the province's count is unverified
	LinkLifetime   = 72 * time.Hour
	maxLinkLife    = 7 * 24 * time.Hour
	conflictFormat = "志愿表已被他人修改（你看到的是第 %d 版，现在是第 %d 版）：请查看变更后重新操作"
)

// Service runs the wish table commands.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	now      func() time.Time
	newID    func() string
	cache    *command.Folded[*table]
	rights   command.Rights
	offer    Offers
}

func NewService(store command.EventStore, reg *events.Registry, rights command.Rights, offers Offers) *Service {
	return &Service{store: store, registry: reg, now: time.Now, newID: randomID, rights: rights, offer: offers,
		cache: command.NewFolded(cacheSize, func(t *table) int { return t.version }, (*table).clone)}
}

// Free users keep one live table; more need the WISH_TABLES right (README "会员").
const FreeTables = 1

// need refuses a members-only step to a user without the right.
func (s *Service) need(ctx context.Context, userID, right, msg string) error {
	ok, err := s.rights.Has(ctx, userID, right)
	if err != nil || ok {
		return err
	}
	return apperr.MembersOnly(msg, right)
}

const msgMoreTables = "多张志愿表是会员功能：免费可保留 1 张志愿表，开通会员后最多 20 张"

// SetClock replaces the clock (tests of expiry and recovery windows).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// Conflict is the Data of a stale-version answer: the editor fetches the changes since
// Yours (WishTable/History) and offers to re-apply.
type Conflict struct {
	Yours   int
	Current int
}

func stale(yours, current int) error {
	return &apperr.Error{Code: apperr.CodeConflict, Message: fmt.Sprintf(conflictFormat, yours, current),
		Data: Conflict{Yours: yours, Current: current}}
}

var errNoTable = apperr.NotFound("志愿表不存在或你无权查看")

// load folds a table's stream, up to a version when upTo > 0. The whole table comes from the
// cache and the events after its version.
func (s *Service) load(ctx context.Context, tableID string, upTo int) (*table, error) {
	t := &table{}
	if !validID(tableID) {
		return t, nil
	}
	stream := events.WishTableStream(tableID)
	var envs []events.Envelope
	var err error
	if cached, ok := s.cache.Get(tableID); ok && upTo <= 0 {
		t = cached
		envs, err = s.store.LoadFrom(ctx, stream, t.version)
	} else {
		envs, err = s.store.Load(ctx, stream)
	}
	if err != nil {
		return nil, err
	}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		if upTo <= 0 || env.Version <= upTo {
			t.apply(env, ev)
		}
	})
	if err == nil && upTo <= 0 && t.exists() {
		s.cache.Put(tableID, t)
	}
	return t, err
}

// Edit is what every command on an existing table carries.
type Edit struct {
	TableID string
	Version int // the version the user saw
}

// change loads the table, checks the actor's role and the version, and appends what decide
// answers. A table the actor may not see answers like a missing one (no probing of ids).
func (s *Service) change(ctx context.Context, meta events.Metadata, ed Edit, need string,
	decide func(t *table) ([]events.Event, error)) (command.Result, error) {
	return s.edit(ctx, ed, func() (command.Result, error) {
		t, err := s.load(ctx, ed.TableID, 0)
		if err != nil {
			return command.Result{}, err
		}
		role := t.roleOf(meta.ActorUserID)
		if !t.exists() || role == "" {
			return command.Result{}, errNoTable
		}
		if roleRank[role] < roleRank[need] {
			return command.Result{}, apperr.Forbidden(fmt.Sprintf("你在此志愿表的权限是「%s」，不能进行此操作", RoleNames[role]))
		}
		if t.deleted && need != RoleOwner {
			return command.Result{}, apperr.Invalid("志愿表已删除，恢复后才能修改")
		}
		if err := checkVersion(t, ed); err != nil {
			return command.Result{}, err
		}
		evs, err := decide(t)
		if err != nil || len(evs) == 0 {
			return command.Result{Version: t.version}, err
		}
		return s.append(ctx, meta, events.Append{StreamID: events.WishTableStream(ed.TableID), ExpectedVersion: t.version, Events: evs})
	})
}

// checkVersion refuses an edit made on a version the list has moved on from; sharing changes
// since (ShareByPhone, Join, SetRole, RemoveMember, links) do not count.
func checkVersion(t *table, ed Edit) error {
	if ed.Version <= 0 {
		return apperr.Invalid("请带上志愿表的版本号（Version）")
	}
	if !t.seen(ed.Version) {
		return stale(ed.Version, t.version)
	}
	return nil
}

// editTries bounds how often an edit is tried again when only sharing changes landed between
// its read and its append (each lost race is someone else's write, so this is rarely reached).
const editTries = 30

// edit runs one try of an edit (load, check, decide, append) until it appends without a lost
// race. A try reloads the table, so the winner's change is judged: a list change answers the
// stale-version conflict with its Data {Yours, Current}; a sharing change lets the edit through.
func (s *Service) edit(ctx context.Context, ed Edit, try func() (command.Result, error)) (command.Result, error) {
	for i := 0; ; i++ {
		res, err := try()
		if !errors.Is(err, events.ErrConflict) {
			return res, err
		}
		if i == editTries || ctx.Err() != nil {
			t, err := s.load(context.WithoutCancel(ctx), ed.TableID, 0)
			if err != nil {
				return command.Result{}, err
			}
			return command.Result{}, stale(ed.Version, t.version)
		}
	}
}

// append writes; a lost race comes back as events.ErrConflict for the caller's retry loop.
func (s *Service) append(ctx context.Context, meta events.Metadata, appends ...events.Append) (command.Result, error) {
	meta.Time = s.now().UTC()
	res, err := s.store.Append(ctx, meta, appends...)
	if err != nil {
		return command.Result{}, err
	}
	return command.ResultOf(res, appends[0].StreamID), nil
}

// Header answers the table's header to someone on it: the adapter describes a unit to add
// for the table's province, year and track from it (the read model may not have the table yet).
func (s *Service) Header(ctx context.Context, meta events.Metadata, tableID string) (events.WishTableCreated, error) {
	t, err := s.load(ctx, tableID, 0)
	if err != nil {
		return events.WishTableCreated{}, err
	}
	if !t.exists() || t.roleOf(meta.ActorUserID) == "" || (t.deleted && t.roleOf(meta.ActorUserID) != RoleOwner) {
		return events.WishTableCreated{}, errNoTable
	}
	h := t.created
	h.Units = nil
	return h, nil
}
