package wishtable

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"zhiyuan/command"
	"zhiyuan/data/admission"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// AddUnit inserts a unit (resolved by the caller from the recommendation's units) at index,
// or at the end when index < 0.
func (s *Service) AddUnit(ctx context.Context, meta events.Metadata, ed Edit, u events.WishUnit, index int) (command.Result, error) {
	var memo offered
	return s.change(ctx, meta, ed, RoleEditor, func(t *table) ([]events.Event, error) {
		if u.Level != t.created.Mode {
			return nil, apperr.Invalid(fmt.Sprintf("此志愿表按「%s」填报，不能加入「%s」", admission.LevelNames[t.created.Mode], admission.LevelNames[u.Level]))
		}
		if i := t.find(u.Key); i >= 0 {
			return nil, apperr.Conflict(fmt.Sprintf("「%s」已在志愿表第%d位", u.Label(), i+1))
		}
		if limit := t.limit(); len(t.units) >= limit {
			return nil, apperr.Invalid(fmt.Sprintf("志愿表已满：最多%d个志愿", limit))
		}
		if u.Level != "major" {
			var err error
			if u.Majors, err = t.checkMajors(u.Majors); err != nil {
				return nil, err
			}
			if err := s.checkOffered(ctx, t, u, u.Majors, &memo); err != nil {
				return nil, err
			}
		} else {
			u.Majors, u.Adjust = nil, false
		}
		u.Note, u.Confirmed = "", false
		if index < 0 || index > len(t.units) {
			index = len(t.units)
		}
		return []events.Event{events.WishUnitAdded{TableID: ed.TableID, Unit: u, Index: index}}, nil
	})
}

// limit is the most units a table may hold: the province's verified list length, else a cap
// (the check beside the list then warns past the unverified length).
func (t *table) limit() int {
	if t.created.RuleVerified && t.created.MaxUnits > 0 {
		return t.created.MaxUnits
	}
	return MaxUnitsCap
}

// RemoveUnit takes a unit out of the list.
func (s *Service) RemoveUnit(ctx context.Context, meta events.Metadata, ed Edit, key string) (command.Result, error) {
	return s.onUnit(ctx, meta, ed, key, RoleEditor, func(t *table, i int) (events.Event, error) {
		return events.WishUnitRemoved{TableID: ed.TableID, Key: key, Label: t.units[i].Label(), Index: i}, nil
	})
}

// MoveUnit moves a unit to a 0-based position (drag to sort).
func (s *Service) MoveUnit(ctx context.Context, meta events.Metadata, ed Edit, key string, to int) (command.Result, error) {
	return s.onUnit(ctx, meta, ed, key, RoleEditor, func(t *table, i int) (events.Event, error) {
		if to < 0 || to >= len(t.units) {
			return nil, apperr.Invalid(fmt.Sprintf("目标位置须在第1到第%d位之间", len(t.units)))
		}
		if to == i {
			return nil, nil
		}
		return events.WishUnitMoved{TableID: ed.TableID, Key: key, Label: t.units[i].Label(), From: i, To: to}, nil
	})
}

// SetMajors sets a group's (or school's) majors and their order.
func (s *Service) SetMajors(ctx context.Context, meta events.Metadata, ed Edit, key string, majors []events.WishMajor) (command.Result, error) {
	var memo offered
	return s.onUnit(ctx, meta, ed, key, RoleEditor, func(t *table, i int) (events.Event, error) {
		if t.units[i].Level == "major" {
			return nil, apperr.Invalid("「专业+院校」志愿每个只含一个专业，不能再选专业")
		}
		m, err := t.checkMajors(majors)
		if err != nil || slices.Equal(m, t.units[i].Majors) {
			return nil, err
		}
		if err := s.checkOffered(ctx, t, t.units[i], m, &memo); err != nil {
			return nil, err
		}
		if m == nil {
			m = []events.WishMajor{}
		}
		return events.WishUnitMajorsSet{TableID: ed.TableID, Key: key, Label: t.units[i].Label(), Majors: m}, nil
	})
}

// SetAdjust sets 服从调剂 of a group or school.
func (s *Service) SetAdjust(ctx context.Context, meta events.Metadata, ed Edit, key string, adjust bool) (command.Result, error) {
	return s.onUnit(ctx, meta, ed, key, RoleEditor, func(t *table, i int) (events.Event, error) {
		if t.units[i].Level == "major" {
			return nil, apperr.Invalid("「专业+院校」志愿没有专业调剂")
		}
		if t.units[i].Adjust == adjust {
			return nil, nil
		}
		return events.WishUnitAdjustSet{TableID: ed.TableID, Key: key, Label: t.units[i].Label(), Adjust: adjust}, nil
	})
}

// SetUnitNote writes a unit's note (commenters too).
func (s *Service) SetUnitNote(ctx context.Context, meta events.Metadata, ed Edit, key, note string) (command.Result, error) {
	return s.onUnit(ctx, meta, ed, key, RoleCommenter, func(t *table, i int) (events.Event, error) {
		n, err := checkNote(note)
		if err != nil || n == t.units[i].Note {
			return nil, err
		}
		return events.WishUnitNoteSet{TableID: ed.TableID, Key: key, Label: t.units[i].Label(), Note: n}, nil
	})
}

// ConfirmUnit records that the user read a special-type unit's conditions.
func (s *Service) ConfirmUnit(ctx context.Context, meta events.Metadata, ed Edit, key string) (command.Result, error) {
	return s.onUnit(ctx, meta, ed, key, RoleEditor, func(t *table, i int) (events.Event, error) {
		if t.units[i].Special == "" {
			return nil, apperr.Invalid("这是普通志愿，无需确认")
		}
		if t.units[i].Confirmed {
			return nil, nil
		}
		return events.WishUnitConfirmed{TableID: ed.TableID, Key: key, Label: t.units[i].Label()}, nil
	})
}

// onUnit runs a command on one unit of the table.
func (s *Service) onUnit(ctx context.Context, meta events.Metadata, ed Edit, key, need string,
	decide func(t *table, i int) (events.Event, error)) (command.Result, error) {
	return s.change(ctx, meta, ed, need, func(t *table) ([]events.Event, error) {
		i := t.find(key)
		if key == "" || i < 0 {
			return nil, apperr.NotFound("志愿表中没有这个志愿（可能已被他人移除），请刷新")
		}
		ev, err := decide(t, i)
		if err != nil || ev == nil {
			return nil, err
		}
		return []events.Event{ev}, nil
	})
}

// majorCode is a major's code as the province's plan book prints it (专业代号: 01, 010, 080901K);
// the shipped plans mostly carry none, so only its form is checked.
var majorCode = regexp.MustCompile(`^[0-9A-Za-z]{0,10}$`)

// checkMajors trims, refuses duplicates and caps the count at the province's number.
func (t *table) checkMajors(in []events.WishMajor) ([]events.WishMajor, error) {
	limit := t.created.MaxMajors
	if limit <= 0 {
		limit = MaxMajorsCap
	}
	if len(in) > limit {
		return nil, apperr.Invalid(fmt.Sprintf("每个志愿最多填%d个专业", limit))
	}
	var out []events.WishMajor
	seen := map[string]bool{}
	for _, m := range in {
		m.Name, m.Code = strings.TrimSpace(m.Name), strings.TrimSpace(m.Code)
		switch {
		case m.Name == "":
			return nil, apperr.Invalid("专业名称不能为空")
		case len([]rune(m.Name)) > 60 || hasControl(m.Name):
			return nil, apperr.Invalid("专业名称无效")
		case !majorCode.MatchString(m.Code):
			return nil, apperr.Invalid(fmt.Sprintf("专业「%s」的代码无效：专业代号为不超过10位的数字或字母，可不填", m.Name))
		case seen[m.Name]:
			return nil, apperr.Invalid(fmt.Sprintf("专业「%s」重复", m.Name))
		}
		seen[m.Name] = true
		out = append(out, m)
	}
	return out, nil
}
