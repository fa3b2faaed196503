package events

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
)

// Upcaster turns the JSON of one schema version into the JSON of the next.
type Upcaster func(old json.RawMessage) (json.RawMessage, error)

type entry struct {
	version   int
	typ       reflect.Type
	upcasters map[int]Upcaster // from version -> to version+1
}

// Registry maps stable event names to their Go types and current schema versions.
type Registry struct {
	entries map[string]*entry
}

// NewRegistry returns a registry with every event of the product registered.
func NewRegistry() *Registry {
	r := &Registry{entries: map[string]*entry{}}
	registerAccount(r)
	registerLoginLink(r)
	registerProfile(r)
	registerSiteConfig(r)
	registerCatalog(r)
	registerAdmission(r)
	registerAdmissionResults(r)
	registerAdmissionImport(r)
	registerWishTable(r)
	registerAssessment(r)
	registerMembership(r)
	registerOperator(r)
	registerContent(r)
	registerExpert(r)
	registerCareer(r)
	registerCourse(r)
	registerChat(r)
	return r
}

// Register adds an event type at its current schema version.
func (r *Registry) Register(e Event, version int) {
	t := reflect.TypeOf(e)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if _, dup := r.entries[e.EventType()]; dup {
		panic("events: duplicate registration of " + e.EventType())
	}
	r.entries[e.EventType()] = &entry{version: version, typ: t, upcasters: map[int]Upcaster{}}
}

// RegisterUpcaster adds the step from schema version `from` to `from+1`.
func (r *Registry) RegisterUpcaster(name string, from int, u Upcaster) {
	e, ok := r.entries[name]
	if !ok {
		panic("events: upcaster for unknown event " + name)
	}
	e.upcasters[from] = u
}

// Version is the current schema version of an event name.
func (r *Registry) Version(name string) (int, error) {
	e, ok := r.entries[name]
	if !ok {
		return 0, fmt.Errorf("events: unknown event type %q", name)
	}
	return e.version, nil
}

// Names lists every registered event name, sorted.
func (r *Registry) Names() []string {
	out := make([]string, 0, len(r.entries))
	for n := range r.entries {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Encode serialises a payload with its name and current schema version.
func (r *Registry) Encode(e Event) (name string, version int, data json.RawMessage, err error) {
	name = e.EventType()
	version, err = r.Version(name)
	if err != nil {
		return "", 0, nil, err
	}
	data, err = json.Marshal(e)
	return name, version, data, err
}

// Decode reads an envelope's payload into its Go type, upcasting old schemas first.
func (r *Registry) Decode(env Envelope) (Event, error) {
	e, ok := r.entries[env.Type]
	if !ok {
		return nil, fmt.Errorf("events: unknown event type %q", env.Type)
	}
	data := env.Data
	for v := env.SchemaVersion; v < e.version; v++ {
		up, ok := e.upcasters[v]
		if !ok {
			return nil, fmt.Errorf("events: no upcaster for %s v%d", env.Type, v)
		}
		var err error
		if data, err = up(data); err != nil {
			return nil, fmt.Errorf("events: upcast %s v%d: %w", env.Type, v, err)
		}
	}
	if env.SchemaVersion > e.version {
		return nil, fmt.Errorf("events: %s v%d is newer than this program (v%d)", env.Type, env.SchemaVersion, e.version)
	}
	ptr := reflect.New(e.typ)
	if err := json.Unmarshal(data, ptr.Interface()); err != nil {
		return nil, fmt.Errorf("events: decode %s: %w", env.Type, err)
	}
	ev, ok := ptr.Elem().Interface().(Event)
	if !ok {
		return nil, fmt.Errorf("events: %s does not implement Event", env.Type)
	}
	return ev, nil
}
