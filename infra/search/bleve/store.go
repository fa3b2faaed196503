package bleve

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	blevesearch "github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
)

// store keeps the generations of an index: numbered bleve indexes of which
// one, the published one, is live.
type store interface {
	// load opens the published generation, creating generation 1 if there
	// is none, and removes leftovers of unfinished rebuilds.
	load() (gen int, idx blevesearch.Index, err error)
	// create makes a new, empty generation.
	create(gen int) (blevesearch.Index, error)
	// publish makes gen the live generation, durably and atomically.
	publish(gen int) error
	// discard removes a closed generation.
	discard(gen int) error
}

// memStore keeps generations in memory only; nothing survives Close.
type memStore struct{}

func (memStore) load() (int, blevesearch.Index, error) {
	idx, err := memStore{}.create(1)
	return 1, idx, err
}

func (memStore) create(int) (blevesearch.Index, error) {
	m, err := newMapping()
	if err != nil {
		return nil, err
	}
	// scorch without a path keeps its segments in memory. It is the engine
	// of the disk store too, so both match the same way (upsidedown, behind
	// NewMemOnly, measures fuzzy distances in bytes, not characters).
	return blevesearch.NewUsing("", m, scorch.Name, scorch.Name, map[string]interface{}{"path": ""})
}

func (memStore) publish(int) error { return nil }
func (memStore) discard(int) error { return nil }

// diskStore keeps generation n in dir/gen-<n> and the number of the live one
// in dir/CURRENT, replaced atomically by rename.
type diskStore struct{ dir string }

const (
	pointerFile = "CURRENT"
	genPrefix   = "gen-"
)

// openConfig makes a second process opening the same generation fail after
// a while instead of blocking forever on the bolt file lock. It returns a
// new map each time: bleve writes into it (e.g. the path) and keeps it.
func openConfig() map[string]interface{} {
	return map[string]interface{}{"bolt_timeout": "2s"}
}

func (s diskStore) path(gen int) string {
	return filepath.Join(s.dir, genPrefix+strconv.Itoa(gen))
}

func (s diskStore) load() (int, blevesearch.Index, error) {
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return 0, nil, err
	}
	gen, err := s.published()
	if errors.Is(err, fs.ErrNotExist) {
		gen = 0
	} else if err != nil {
		return 0, nil, err
	}
	if err := s.removeStale(gen); err != nil {
		return 0, nil, err
	}
	if gen == 0 {
		idx, err := s.create(1)
		if err != nil {
			return 0, nil, err
		}
		if err := s.publish(1); err != nil {
			idx.Close()
			return 0, nil, err
		}
		return 1, idx, nil
	}
	idx, err := blevesearch.OpenUsing(s.path(gen), openConfig())
	if err != nil {
		return 0, nil, fmt.Errorf("search/bleve: open generation %d: %w", gen, err)
	}
	return gen, idx, nil
}

// published reads the live generation number from the pointer file.
func (s diskStore) published() (int, error) {
	b, err := os.ReadFile(filepath.Join(s.dir, pointerFile))
	if err != nil {
		return 0, err
	}
	name := strings.TrimSpace(string(b))
	gen, err := strconv.Atoi(strings.TrimPrefix(name, genPrefix))
	if err != nil || gen <= 0 || !strings.HasPrefix(name, genPrefix) {
		return 0, fmt.Errorf("search/bleve: bad pointer file content %q", name)
	}
	return gen, nil
}

// removeStale deletes every generation directory except keep.
func (s diskStore) removeStale(keep int) error {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		n, err := strconv.Atoi(strings.TrimPrefix(e.Name(), genPrefix))
		if !e.IsDir() || !strings.HasPrefix(e.Name(), genPrefix) || err != nil || n == keep {
			continue
		}
		if err := os.RemoveAll(filepath.Join(s.dir, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

func (s diskStore) create(gen int) (blevesearch.Index, error) {
	m, err := newMapping()
	if err != nil {
		return nil, err
	}
	p := s.path(gen)
	if err := os.RemoveAll(p); err != nil { // leftover of a crashed rebuild
		return nil, err
	}
	return blevesearch.NewUsing(p, m, blevesearch.Config.DefaultIndexType,
		blevesearch.Config.DefaultKVStore, openConfig())
}

func (s diskStore) publish(gen int) error {
	tmp, err := os.CreateTemp(s.dir, pointerFile+".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(genPrefix + strconv.Itoa(gen) + "\n"); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), filepath.Join(s.dir, pointerFile)); err != nil {
		return err
	}
	return syncDir(s.dir)
}

func (s diskStore) discard(gen int) error { return os.RemoveAll(s.path(gen)) }

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
