package wishtable

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"zhiyuan/command"
	"zhiyuan/data"
	"zhiyuan/data/admission"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Create is a new table's header. Track and subjects come checked by the caller (the same
// resolution every query uses); the layout comes from the province's filling rule.
type Create struct {
	Name           string
	ProvinceID     int
	Year           int
	Batch          string
	Track          string
	SubjectType    int
	SelectSubject  string
	SelectSubjects []string
	Score, Rank    int
}

// Created answers a new table's id with the usual result.
type Created struct {
	command.Result
	TableID string `json:"TableId"`
}

// CreateTable starts a table owned by the actor, within the per-user limit.
func (s *Service) CreateTable(ctx context.Context, meta events.Metadata, c Create) (Created, error) {
	p, ok := data.ProvinceByID(c.ProvinceID)
	if !ok {
		return Created{}, apperr.Invalid("请选择招生省份")
	}
	if c.Year < admission.RulesFirstYear || c.Year > s.now().Year()+1 {
		return Created{}, apperr.Invalid(fmt.Sprintf("志愿表的高考年份须在%d到%d年之间", admission.RulesFirstYear, s.now().Year()+1))
	}
	rule, ok := admission.FillingRuleFor(c.ProvinceID, c.Year)
	if !ok {
		return Created{}, apperr.Invalid(fmt.Sprintf("%s%d年的填报单位未核实，暂不能建志愿表", p.Name, c.Year))
	}
	name, err := checkName(c.Name, fmt.Sprintf("%s%d志愿表", p.Name, c.Year))
	if err != nil {
		return Created{}, err
	}
	if c.Score < 0 || c.Score > p.MaxScore {
		return Created{}, apperr.Invalid(fmt.Sprintf("分数须在0到%d之间", p.MaxScore))
	}
	if c.Rank < 0 || c.Rank > 5_000_000 {
		return Created{}, apperr.Invalid("位次无效")
	}
	if err := checkBatch(c.ProvinceID, c.Year, c.Batch); err != nil {
		return Created{}, err
	}
	ev := events.WishTableCreated{TableID: s.newID(), OwnerID: meta.ActorUserID, Name: name, ProvinceID: p.ID,
		ProvinceName: p.Name, Year: c.Year, Batch: strings.TrimSpace(c.Batch), Track: c.Track, SubjectType: c.SubjectType,
		SelectSubject: c.SelectSubject, SelectSubjects: c.SelectSubjects, Score: c.Score, Rank: c.Rank,
		Mode: rule.Level, MaxUnits: rule.MaxUnits, MaxMajors: rule.MaxMajors, RuleVerified: rule.Verified}
	return s.takeSlot(ctx, meta, ev)
}

// CopyTable copies a table the actor can see (as it is now) into a new table the actor owns.
func (s *Service) CopyTable(ctx context.Context, meta events.Metadata, tableID, name string) (Created, error) {
	t, err := s.load(ctx, tableID, 0)
	if err != nil {
		return Created{}, err
	}
	if !t.exists() || t.roleOf(meta.ActorUserID) == "" || t.deleted {
		return Created{}, errNoTable
	}
	if name, err = checkName(name, t.name+"（副本）"); err != nil {
		return Created{}, err
	}
	ev := t.created
	ev.TableID, ev.OwnerID, ev.Name, ev.Score, ev.Rank = s.newID(), meta.ActorUserID, name, t.score, t.rank
	ev.CopiedFrom, ev.CopiedVersion, ev.Units = tableID, t.version, slices.Clone(t.units)
	return s.takeSlot(ctx, meta, ev)
}

// takeSlot appends the new table and the owner's slot in one append, the slot stream checked
// at the version the count was made on: parallel creates cannot pass the limit together.
func (s *Service) takeSlot(ctx context.Context, meta events.Metadata, ev events.WishTableCreated) (Created, error) {
	// A lost race is another of the owner's tables created or deleted at once: count again.
	res, err := command.Retry(ctx, editTries, "你正在同时新建多张志愿表，请稍后再试", func() (command.Result, error) {
		live, version, err := s.liveTables(ctx, meta.ActorUserID)
		if err != nil {
			return command.Result{}, err
		}
		if live >= MaxTables {
			return command.Result{}, apperr.TooMany(fmt.Sprintf("每位用户最多保留%d张志愿表，请先删除不用的志愿表", MaxTables))
		}
		if live >= FreeTables {
			if err := s.need(ctx, meta.ActorUserID, events.RightWishTables, msgMoreTables); err != nil {
				return command.Result{}, err
			}
		}
		return s.append(ctx, meta,
			events.Append{StreamID: events.WishTableStream(ev.TableID), ExpectedVersion: 0, Events: []events.Event{ev}},
			events.Append{StreamID: events.WishOwnerStream(meta.ActorUserID), ExpectedVersion: version,
				Events: []events.Event{events.WishSlotTaken{UserID: meta.ActorUserID, TableID: ev.TableID}}})
	})
	return Created{Result: res, TableID: ev.TableID}, err
}

// liveTables counts a user's live tables from the owner stream.
func (s *Service) liveTables(ctx context.Context, userID string) (int, int, error) {
	envs, err := s.store.Load(ctx, events.WishOwnerStream(userID))
	if err != nil {
		return 0, 0, err
	}
	live, version := map[string]bool{}, 0
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		version = env.Version
		switch e := ev.(type) {
		case events.WishSlotTaken:
			live[e.TableID] = true
		case events.WishSlotFreed:
			delete(live, e.TableID)
		}
	})
	return len(live), version, err
}

// Rename changes the table's name (owner only).
func (s *Service) Rename(ctx context.Context, meta events.Metadata, ed Edit, name string) (command.Result, error) {
	return s.change(ctx, meta, ed, RoleOwner, func(t *table) ([]events.Event, error) {
		n, err := checkName(name, "")
		if err != nil || n == t.name {
			return nil, err
		}
		return []events.Event{events.WishTableRenamed{TableID: ed.TableID, Name: n}}, nil
	})
}

// SetScore changes the score (and rank) the table is made for (editors and the owner).
func (s *Service) SetScore(ctx context.Context, meta events.Metadata, ed Edit, score, rank int) (command.Result, error) {
	return s.change(ctx, meta, ed, RoleEditor, func(t *table) ([]events.Event, error) {
		p, _ := data.ProvinceByID(t.created.ProvinceID)
		if score < 0 || score > p.MaxScore || rank < 0 || rank > 5_000_000 {
			return nil, apperr.Invalid(fmt.Sprintf("分数须在0到%d之间，位次不能为负", p.MaxScore))
		}
		if score == t.score && rank == t.rank {
			return nil, nil
		}
		return []events.Event{events.WishTableScoreSet{TableID: ed.TableID, Score: score, Rank: rank}}, nil
	})
}

// SetTableNote writes the table's note (commenters too).
func (s *Service) SetTableNote(ctx context.Context, meta events.Metadata, ed Edit, note string) (command.Result, error) {
	return s.change(ctx, meta, ed, RoleCommenter, func(t *table) ([]events.Event, error) {
		n, err := checkNote(note)
		if err != nil || n == t.note {
			return nil, err
		}
		return []events.Event{events.WishTableNoteSet{TableID: ed.TableID, Note: n}}, nil
	})
}

func checkName(name, fallback string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		name = fallback
	}
	switch {
	case name == "":
		return "", apperr.Invalid("请填写志愿表名称")
	case len([]rune(name)) > MaxNameRunes:
		return "", apperr.Invalid(fmt.Sprintf("志愿表名称不能超过%d个字", MaxNameRunes))
	case hasControl(name):
		return "", apperr.Invalid("名称不能包含特殊控制字符")
	}
	return name, nil
}

func checkNote(note string) (string, error) {
	note = strings.TrimSpace(note)
	switch {
	case len([]rune(note)) > MaxNoteRunes:
		return "", apperr.Invalid(fmt.Sprintf("备注不能超过%d个字", MaxNoteRunes))
	case hasControl(strings.ReplaceAll(note, "\n", "")):
		return "", apperr.Invalid("备注不能包含特殊控制字符")
	}
	return note, nil
}

// checkBatch accepts no batch or one the province's rules name for the year (the newest year's
// rules for a coming exam).
func checkBatch(provinceID, year int, batch string) error {
	batch = strings.TrimSpace(batch)
	if batch == "" {
		return nil
	}
	r, ok := admission.RuleOf(provinceID, min(year, admission.RulesLastYear))
	if ok && slices.Contains(r.Batches, batch) {
		return nil
	}
	if !ok || len(r.Batches) == 0 {
		return apperr.Invalid("本省当年的批次未核实，请不选批次")
	}
	return apperr.Invalid("批次须为：" + strings.Join(r.Batches, "、"))
}
