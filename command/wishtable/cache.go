package wishtable

import "maps"

// cacheSize is how many folded tables a process keeps (command.Folded): a command then reads
// only the events after the cached version (usually none or one) instead of the whole stream.
const cacheSize = 20000

// clone copies what apply changes in place (the unit list is replaced, never edited, by the fold).
func (t *table) clone() *table {
	c := *t
	c.members = maps.Clone(t.members)
	c.former = maps.Clone(t.former)
	c.links = make(map[string]*link, len(t.links))
	for k, l := range t.links {
		x := *l
		c.links[k] = &x
	}
	return &c
}
