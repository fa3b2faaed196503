package wishtable

import (
	"context"
	"fmt"
	"slices"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// HistoryPage is a table's changes, newest first.
type HistoryPage struct {
	Version int
	Total   int
	List    []Change
}

// History answers a table's changes to anyone on the table (after a version: what changed since
// the version the editor last saw, for the conflict dialog).
func (h *Handler) History(ctx context.Context, tableID, userID string, afterVersion, pageIndex, pageSize int) (*HistoryPage, error) {
	r, _, err := h.open(ctx, tableID, userID)
	if err != nil {
		return nil, err
	}
	if pageIndex == 0 {
		pageIndex = 1
	}
	if pageSize == 0 {
		pageSize = 20
	}
	if pageIndex < 1 || pageIndex > 10000 || pageSize < 1 || pageSize > 100 {
		return nil, apperr.Invalid("页码须为1到10000，每页条数须为1到100")
	}
	if afterVersion < 0 {
		return nil, apperr.Invalid("版本号无效")
	}
	list, total, err := h.rm.History(ctx, HistoryFilter{TableID: tableID, AfterVersion: afterVersion,
		Offset: (pageIndex - 1) * pageSize, Limit: pageSize})
	if list == nil {
		list = []Change{}
	}
	return &HistoryPage{Version: r.Version, Total: total, List: list}, err
}

// Moved is a unit whose position changed between two versions.
type Moved struct {
	Key, Label string
	From, To   int // 1-based
}

// Edited is a unit whose majors, 调剂 or note changed.
type Edited struct {
	Key, Label string
	What       []string
}

// Diff compares the list at two versions of a table.
type Diff struct {
	From, To  int
	Added     []UnitView
	Removed   []UnitView
	Moved     []Moved
	Edited    []Edited
	FromUnits []UnitView
	ToUnits   []UnitView
	Changes   []Change // the changes between them, newest first (at most 100)
}

// Diff answers what changed from one version to another (to 0: the current version).
func (h *Handler) Diff(ctx context.Context, tableID, userID string, from, to int) (*Diff, error) {
	r, _, err := h.open(ctx, tableID, userID)
	if err != nil {
		return nil, err
	}
	if to == 0 {
		to = r.Version
	}
	if from < 1 || to < 1 || from > r.Version || to > r.Version {
		return nil, apperr.Invalid(fmt.Sprintf("版本号须在1到%d之间", r.Version))
	}
	evs, versions, err := h.rm.Events(ctx, tableID, 0, max(from, to))
	if err != nil {
		return nil, err
	}
	a, b := unitsAt(evs, versions, from), unitsAt(evs, versions, to)
	d := &Diff{From: from, To: to, Added: []UnitView{}, Removed: []UnitView{}, Moved: []Moved{}, Edited: []Edited{},
		FromUnits: views(a, nil), ToUnits: views(b, nil)}
	index := func(us []events.WishUnit, key string) int {
		return slices.IndexFunc(us, func(u events.WishUnit) bool { return u.Key == key })
	}
	stayed := inOrder(a, b)
	for i, u := range b {
		j := index(a, u.Key)
		switch {
		case j < 0:
			d.Added = append(d.Added, d.ToUnits[i])
		case !stayed[u.Key]:
			d.Moved = append(d.Moved, Moved{Key: u.Key, Label: u.Label(), From: j + 1, To: i + 1})
		}
		if j >= 0 {
			if what := edits(a[j], u); len(what) > 0 {
				d.Edited = append(d.Edited, Edited{Key: u.Key, Label: u.Label(), What: what})
			}
		}
	}
	for j, u := range a {
		if index(b, u.Key) < 0 {
			d.Removed = append(d.Removed, d.FromUnits[j])
		}
	}
	lo, hi := min(from, to), max(from, to)
	d.Changes, _, err = h.rm.History(ctx, HistoryFilter{TableID: tableID, AfterVersion: lo, Offset: 0, Limit: 100, UpToVersion: hi})
	if d.Changes == nil {
		d.Changes = []Change{}
	}
	return d, err
}

func unitsAt(evs []events.Event, versions []int, v int) []events.WishUnit {
	var units []events.WishUnit
	for i, ev := range evs {
		if versions[i] > v {
			break
		}
		units = events.ApplyWishUnits(units, ev)
	}
	return units
}

func edits(a, b events.WishUnit) []string {
	var out []string
	if !slices.Equal(a.Majors, b.Majors) {
		out = append(out, "专业")
	}
	if a.Adjust != b.Adjust {
		out = append(out, "服从调剂")
	}
	if a.Note != b.Note {
		out = append(out, "备注")
	}
	if a.Confirmed != b.Confirmed {
		out = append(out, "特殊类型确认")
	}
	return out
}

// inOrder names the units of both lists that kept their order relative to each other; the
// others are the ones moved, not those merely shifted by an insertion or by another unit's move.
// Until the remaining units are in their old order, the unit that travelled furthest is taken
// as moved (a drag moves one unit far and shifts the others by one).
func inOrder(a, b []events.WishUnit) map[string]bool {
	pos := map[string]int{}
	for i, u := range a {
		pos[u.Key] = i
	}
	type unit struct {
		key      string
		old, now int
	}
	var rest []unit
	for i, u := range b {
		if j, ok := pos[u.Key]; ok {
			rest = append(rest, unit{u.Key, j, i})
		}
	}
	ordered := func() bool {
		for i := 1; i < len(rest); i++ {
			if rest[i].old < rest[i-1].old {
				return false
			}
		}
		return true
	}
	for !ordered() {
		far := 0
		for i, u := range rest {
			if d, f := abs(u.now-u.old), abs(rest[far].now-rest[far].old); d > f || d == f && i > far {
				far = i
			}
		}
		rest = append(rest[:far], rest[far+1:]...)
	}
	out := map[string]bool{}
	for _, u := range rest {
		out[u.key] = true
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
