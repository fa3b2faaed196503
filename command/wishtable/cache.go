package wishtable

import (
	"maps"
	"sync"
)

// cacheSize is how many folded tables a process keeps: a command then reads only the events
// after the cached version (usually none or one) instead of the whole stream.
const cacheSize = 20000

// tableCache keeps folded tables by id. Entries are never shared: get answers a copy, put
// stores one, so concurrent commands fold their own.
type tableCache struct {
	mu     sync.Mutex
	tables map[string]*table
}

func (c *tableCache) get(id string) *table {
	c.mu.Lock()
	defer c.mu.Unlock()
	if t, ok := c.tables[id]; ok {
		return t.clone()
	}
	return nil
}

func (c *tableCache) put(id string, t *table) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.tables == nil {
		c.tables = map[string]*table{}
	}
	if old, ok := c.tables[id]; ok && old.version >= t.version {
		return
	}
	if len(c.tables) >= cacheSize {
		for k := range c.tables { // drop an arbitrary one: any table reloads from the log
			delete(c.tables, k)
			break
		}
	}
	c.tables[id] = t.clone()
}

// clone copies what apply changes in place (the unit list is replaced, never edited, by the fold).
func (t *table) clone() *table {
	c := *t
	c.members = maps.Clone(t.members)
	c.links = make(map[string]*link, len(t.links))
	for k, l := range t.links {
		x := *l
		c.links[k] = &x
	}
	return &c
}
