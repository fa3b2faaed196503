package recommend

import (
	"context"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"
)

// Handler answers the Recommend/* calls (docs/API-RECOMMEND.md) from the read model, with the
// engine's predictions cached per data version (a generation).
type Handler struct {
	rm ReadModel

	mu        sync.Mutex
	gen       *generation // the one answering
	checked   time.Time   // when the data version was last read
	refreshes singleflight.Group
}

// recheck is how often a request has the data version read again (in the background).
const recheck = 2 * time.Second

func NewHandler(rm ReadModel) *Handler { return &Handler{rm: rm} }

// Refresh reads the data version and, when an import has completed since the answering
// generation began, learns a new one beside it (the old one answers meanwhile) and swaps it in
// once it has learned and recomputed what the old one was asked. It reports whether it swapped.
// A call while a refresh is under way joins it.
func (h *Handler) Refresh(ctx context.Context) (bool, error) {
	v, err, _ := h.refreshes.Do("", func() (any, error) { return h.refresh(ctx) })
	swapped, _ := v.(bool)
	return swapped, err
}

func (h *Handler) refresh(ctx context.Context) (bool, error) {
	h.mu.Lock()
	h.checked = time.Now() // a failed read too: tried again after recheck, not on every request
	h.mu.Unlock()
	v, err := h.rm.Version(ctx)
	if err != nil {
		return false, err
	}
	h.mu.Lock()
	old := h.gen
	if old == nil { // nothing answers yet: requests share this one and wait for its learning
		h.gen = newGeneration(h.rm, v)
	}
	g := h.gen
	h.mu.Unlock()
	if old == nil || old.version == v {
		return false, g.engine.Prepare(ctx)
	}
	g = newGeneration(h.rm, v)
	if err := g.engine.Prepare(ctx); err != nil {
		return false, err
	}
	g.warmLike(ctx, old)
	h.mu.Lock()
	h.gen = g
	h.mu.Unlock()
	return true, nil
}

// current is the answering generation. A request never waits for a new import's learning: when
// the version is due to be read, a background refresh does it.
func (h *Handler) current(ctx context.Context) (*generation, error) {
	h.mu.Lock()
	g := h.gen
	due := g != nil && time.Since(h.checked) >= recheck
	if due { // one request starts the check
		h.checked = time.Now()
	}
	h.mu.Unlock()
	if g == nil { // nothing answers yet: this request waits for the first generation's learning
		_, err := h.Refresh(ctx)
		h.mu.Lock()
		g = h.gen
		h.mu.Unlock()
		if g == nil {
			return nil, err
		}
		return g, nil
	}
	if due {
		go func() { _, _ = h.Refresh(context.Background()) }() // a failure is tried again after recheck
	}
	return g, nil
}
