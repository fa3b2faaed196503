// Package dataimport appends a data set shipped with the product to its stream
// when the stream has not seen the same records: a changed data file means a new
// import, an unchanged one means nothing is written. The catalogue and the
// admission data use it.
//
// An import is a run of chunk events followed by one marker event naming the
// import. Projections keep the rows of the newest marked import and drop the
// rest, so chunks of an import that never got its marker are harmless.
package dataimport

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"

	"zhiyuan/command"
	"zhiyuan/events"
)

// Set is one data set to import.
type Set struct {
	Name   string
	Stream string
	Digest string // identifies the records: the import id
	Count  int
	// Chunks are the chunk events of the import, in order, each already
	// carrying Digest. Marker closes the import.
	Chunks func(yield func(events.Event) error) error
	Marker events.Event
	// MarkerImport reads the import id of a marker event of this stream.
	MarkerImport func(data json.RawMessage) (string, error)
	// PerAppend bounds how many events one transaction appends (0: all in one).
	PerAppend int
}

// Imported says what an import run did.
type Imported struct {
	Dataset  string
	Count    int
	Written  bool  // false: the log already held these exact records
	Position int64 // log position of the stream's newest event after the import (0: empty stream)
}

// Import appends the set unless the stream's last marker names the same import.
func Import(ctx context.Context, store command.EventStore, meta events.Metadata, s Set) (Imported, error) {
	last, version, head, err := lastImport(ctx, store, s)
	if err != nil {
		return Imported{}, err
	}
	if last == s.Digest {
		return Imported{Dataset: s.Name, Count: s.Count, Position: head}, nil
	}
	var batch []events.Event
	var pos int64
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		res, err := store.Append(ctx, meta, events.Append{StreamID: s.Stream, ExpectedVersion: version, Events: batch})
		if err != nil {
			return err
		}
		version, pos, batch = res.Versions[s.Stream], res.Position, nil
		return nil
	}
	err = s.Chunks(func(e events.Event) error {
		batch = append(batch, e)
		if s.PerAppend > 0 && len(batch) >= s.PerAppend {
			return flush()
		}
		return nil
	})
	if err == nil {
		batch = append(batch, s.Marker)
		err = flush()
	}
	if errors.Is(err, events.ErrConflict) {
		// Another process imported at the same moment: fine if it wrote the same records.
		if again, _, head, lerr := lastImport(ctx, store, s); lerr == nil && again == s.Digest {
			return Imported{Dataset: s.Name, Count: s.Count, Position: head}, nil
		}
	}
	if err != nil {
		return Imported{}, fmt.Errorf("import %s: %w", s.Name, err)
	}
	return Imported{Dataset: s.Name, Count: s.Count, Written: true, Position: pos}, nil
}

// lastImport finds the id of the stream's last completed import, the stream's
// version and the log position of its newest event.
func lastImport(ctx context.Context, store command.EventStore, s Set) (string, int, int64, error) {
	env, version, head, err := store.LastOfType(ctx, s.Stream, s.Marker.EventType())
	if err != nil || env == nil {
		return "", version, head, err
	}
	id, err := s.MarkerImport(env.Data)
	return id, version, head, err
}

// Records is the Set of an in-memory data set: its import id is the SHA-256 of
// the records' JSON, and chunk builds the event of records [from, to).
func Records(name, stream string, records any, n, per int, chunk func(id string, from, to int) events.Event,
	marker func(id string) events.Event, markerImport func(json.RawMessage) (string, error)) (Set, error) {
	raw, err := json.Marshal(records)
	if err != nil {
		return Set{}, err
	}
	sum := sha256.Sum256(raw)
	id := hex.EncodeToString(sum[:])
	return Set{Name: name, Stream: stream, Digest: id, Count: n, Marker: marker(id), MarkerImport: markerImport,
		Chunks: func(yield func(events.Event) error) error {
			for from := 0; from < n; from += per {
				if err := yield(chunk(id, from, min(from+per, n))); err != nil {
					return err
				}
			}
			return nil
		}}, nil
}
