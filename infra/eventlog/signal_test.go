package eventlog_test

import (
	"context"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/pgtest"
	"zhiyuan/infra/postgres"
)

// waitClosed fails the test if ch is not closed within a bound far above any
// expected delay (it guards against hanging, it measures nothing).
func waitClosed(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(20 * time.Second):
		t.Fatalf("%s: no wake", what)
	}
}

func isClosed(ch <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

func appendOne(t *testing.T, store *eventlog.Store, user string) {
	t.Helper()
	if _, err := store.Append(context.Background(), meta(), events.Append{StreamID: events.ProfileStream(user),
		ExpectedVersion: events.AnyVersion, Events: []events.Event{student(user, "醒来")}}); err != nil {
		t.Fatal(err)
	}
}

// An append wakes the readers of its own process at once.
func TestSignalWakesLocalReadersOnAppend(t *testing.T) {
	_, store, _ := newStore(t)
	woken := store.Signal().Changed()
	if isClosed(woken) {
		t.Fatal("woken before any append")
	}
	appendOne(t, store, "local")
	if !isClosed(woken) {
		t.Fatal("an append did not wake local readers")
	}
	if isClosed(store.Signal().Changed()) {
		t.Fatal("the next wait is already over without a new append")
	}
}

// An append in one process wakes a listening reader in another through NOTIFY:
// two connection pools on one database stand for the two processes.
func TestSignalWakesOtherProcessesThroughNotify(t *testing.T) {
	url := pgtest.NewDatabase(t)
	writerDB, err := postgres.Open(context.Background(), url, 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(writerDB.Close)
	if err := postgres.Migrate(writerDB); err != nil {
		t.Fatal(err)
	}
	readerDB, err := postgres.Open(context.Background(), url, 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(readerDB.Close)
	reader := eventlog.NewStore(readerDB, events.NewRegistry())
	t.Cleanup(reader.Close)

	listening := reader.Signal().Changed()
	reader.Signal().Listen()
	waitClosed(t, listening, "LISTEN established") // the listener wakes once it listens

	woken := reader.Signal().Changed()
	store := eventlog.NewStore(writerDB, events.NewRegistry())
	t.Cleanup(store.Close)
	appendOne(t, store, "remote")
	waitClosed(t, woken, "NOTIFY from the other pool")
}

// Close releases waiting readers, and every later wait ends at once.
func TestSignalCloseReleasesReaders(t *testing.T) {
	db, err := postgres.Open(context.Background(), pgtest.NewDatabase(t), 2)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	store := eventlog.NewStore(db, events.NewRegistry())
	listening := store.Signal().Changed()
	store.Signal().Listen()
	waitClosed(t, listening, "LISTEN established")
	waiting := store.Signal().Changed()
	store.Close() // stops the listener and the NOTIFY sender, or hangs
	waitClosed(t, waiting, "close")
	if !isClosed(store.Signal().Changed()) {
		t.Fatal("a wait after close does not end")
	}
	store.Close() // a second close is harmless
}
