package events

import "slices"

// ApplyWishUnits folds one wish table event into the table's ordered units: the command side,
// the read model and the history's diff all replay a table's list the same way.
func ApplyWishUnits(units []WishUnit, ev Event) []WishUnit {
	find := func(key string) int { return slices.IndexFunc(units, func(u WishUnit) bool { return u.Key == key }) }
	edit := func(key string, f func(*WishUnit)) {
		if i := find(key); i >= 0 {
			u := units[i]
			f(&u)
			units = slices.Clone(units) // earlier snapshots keep their own units
			units[i] = u
		}
	}
	switch e := ev.(type) {
	case WishTableCreated:
		return slices.Clone(e.Units)
	case WishTableRestored:
		return slices.Clone(e.Units)
	case WishUnitAdded:
		return slices.Insert(slices.Clone(units), min(max(e.Index, 0), len(units)), e.Unit)
	case WishUnitRemoved:
		if i := find(e.Key); i >= 0 {
			return slices.Delete(slices.Clone(units), i, i+1)
		}
	case WishUnitMoved:
		if i := find(e.Key); i >= 0 {
			u, rest := units[i], slices.Delete(slices.Clone(units), i, i+1)
			return slices.Insert(rest, min(max(e.To, 0), len(rest)), u)
		}
	case WishUnitMajorsSet:
		edit(e.Key, func(u *WishUnit) { u.Majors = slices.Clone(e.Majors) })
	case WishUnitAdjustSet:
		edit(e.Key, func(u *WishUnit) { u.Adjust = e.Adjust })
	case WishUnitNoteSet:
		edit(e.Key, func(u *WishUnit) { u.Note = e.Note })
	case WishUnitConfirmed:
		edit(e.Key, func(u *WishUnit) { u.Confirmed = true })
	}
	return units
}
