package wishtable

import (
	"context"
	"fmt"
	"slices"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Delete moves the table to the recycle bin (owner only) and frees its slot.
func (s *Service) Delete(ctx context.Context, meta events.Metadata, ed Edit) (command.Result, error) {
	return s.edit(ctx, ed, func() (command.Result, error) {
		t, err := s.owned(ctx, meta, ed)
		if err != nil {
			return command.Result{}, err
		}
		if t.deleted {
			return command.Result{Version: t.version}, nil
		}
		_, version, err := s.liveTables(ctx, meta.ActorUserID)
		if err != nil {
			return command.Result{}, err
		}
		return s.append(ctx, meta,
			events.Append{StreamID: events.WishTableStream(ed.TableID), ExpectedVersion: t.version,
				Events: []events.Event{events.WishTableDeleted{TableID: ed.TableID}}},
			events.Append{StreamID: events.WishOwnerStream(meta.ActorUserID), ExpectedVersion: version,
				Events: []events.Event{events.WishSlotFreed{UserID: meta.ActorUserID, TableID: ed.TableID}}})
	})
}

// Recover brings a deleted table back within RecoverDays, if the owner has a free slot.
func (s *Service) Recover(ctx context.Context, meta events.Metadata, ed Edit) (command.Result, error) {
	return s.edit(ctx, ed, func() (command.Result, error) {
		t, err := s.owned(ctx, meta, ed)
		if err != nil {
			return command.Result{}, err
		}
		if !t.deleted {
			return command.Result{Version: t.version}, nil
		}
		if s.now().Sub(t.deletedAt) > RecoverDays*24*time.Hour {
			return command.Result{}, apperr.Invalid(fmt.Sprintf("志愿表删除已超过%d天，不能恢复", RecoverDays))
		}
		live, version, err := s.liveTables(ctx, meta.ActorUserID)
		if err != nil {
			return command.Result{}, err
		}
		if live >= MaxTables {
			return command.Result{}, apperr.TooMany(fmt.Sprintf("每位用户最多保留%d张志愿表，请先删除一张再恢复", MaxTables))
		}
		if live >= FreeTables {
			if err := s.need(ctx, meta.ActorUserID, events.RightWishTables, msgMoreTables); err != nil {
				return command.Result{}, err
			}
		}
		return s.append(ctx, meta,
			events.Append{StreamID: events.WishTableStream(ed.TableID), ExpectedVersion: t.version,
				Events: []events.Event{events.WishTableRecovered{TableID: ed.TableID}}},
			events.Append{StreamID: events.WishOwnerStream(meta.ActorUserID), ExpectedVersion: version,
				Events: []events.Event{events.WishSlotTaken{UserID: meta.ActorUserID, TableID: ed.TableID}}})
	})
}

// owned loads a table the actor owns at the version they saw (sharing changes since do not count).
func (s *Service) owned(ctx context.Context, meta events.Metadata, ed Edit) (*table, error) {
	t, err := s.load(ctx, ed.TableID, 0)
	if err != nil {
		return nil, err
	}
	role := t.roleOf(meta.ActorUserID)
	switch {
	case !t.exists() || role == "":
		return nil, errNoTable
	case role != RoleOwner:
		return nil, apperr.Forbidden("只有志愿表的创建者可以删除或恢复")
	}
	return t, checkVersion(t, ed)
}

// Restore sets the units back to how they were at an earlier version (editors and the owner).
// The header, members and the restore itself stay in the history: nothing is rewritten.
func (s *Service) Restore(ctx context.Context, meta events.Metadata, ed Edit, toVersion int) (command.Result, error) {
	return s.change(ctx, meta, ed, RoleEditor, func(t *table) ([]events.Event, error) {
		if toVersion < 1 || toVersion >= t.version {
			return nil, apperr.Invalid(fmt.Sprintf("只能恢复到第1版到第%d版之间的版本", t.version-1))
		}
		old, err := s.load(ctx, ed.TableID, toVersion)
		if err != nil {
			return nil, err
		}
		if slices.EqualFunc(old.units, t.units, sameUnit) {
			return nil, apperr.Invalid(fmt.Sprintf("第%d版的志愿与现在相同，无需恢复", toVersion))
		}
		units := old.units
		if units == nil {
			units = []events.WishUnit{}
		}
		return []events.Event{events.WishTableRestored{TableID: ed.TableID, ToVersion: toVersion, Units: units}}, nil
	})
}

func sameUnit(a, b events.WishUnit) bool {
	return a.Key == b.Key && a.Adjust == b.Adjust && a.Note == b.Note && a.Confirmed == b.Confirmed &&
		slices.Equal(a.Majors, b.Majors)
}
