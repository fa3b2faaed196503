package siteconfig_test

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"zhiyuan/command/siteconfig"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// Another save landing between the command's read and its append: the append, made at the
// version read, fails and the command decides again on the new stream.
func TestReplaceSectionFromRace(t *testing.T) {
	t.Parallel()
	menuA := section("HeadMenuList", `[{"Url": "/", "Name": "首页"}]`)
	theirs := section("HeadMenuList", `[{"Url": "/gk", "Name": "高考"}]`)
	ours := section("HeadMenuList", `[{"Url": "/zy", "Name": "志愿"}]`)
	ads := section("AdList", `[{"Img": "a.png"}]`)
	for _, c := range []struct {
		name      string
		race      func(t *testing.T, sc eventlogtest.Scenario, n int)
		then      []events.Event // after menuA
		wantErr   string
		wantLoads int
	}{
		{name: "the same section saved by another operator is never overwritten",
			race: func(t *testing.T, sc eventlogtest.Scenario, n int) {
				if n == 1 {
					other(t, sc, theirs)
				}
			}, then: []events.Event{theirs}, wantErr: changed, wantLoads: 2},
		{name: "another section saved meanwhile only makes it read again",
			race: func(t *testing.T, sc eventlogtest.Scenario, n int) {
				if n == 1 {
					other(t, sc, ads)
				}
			}, then: []events.Event{ads, ours}, wantLoads: 2},
		{name: "other saves on every read: busy after five retries",
			race: func(t *testing.T, sc eventlogtest.Scenario, n int) { other(t, sc, ads) },
			then: []events.Event{ads, ads, ads, ads, ads, ads}, wantErr: "保存的人较多，请稍后再试", wantLoads: 6},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			sc.Given(t, stream, menuA)
			store := &racingStore{EventStore: sc.Store}
			store.race = func(n int) { c.race(t, sc, n) }
			svc := siteconfig.NewService(store, sc.Registry)
			_, err := svc.ReplaceSectionFrom(context.Background(), meta, "HeadMenuList", menuA.Value, ours.Value)
			if c.wantErr != "" {
				if e, ok := apperr.As(err); !ok || e.Message != c.wantErr {
					t.Fatalf("error %v, want %q", err, c.wantErr)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			got, envs := sc.Since(t, stream, 1)
			if !reflect.DeepEqual(got, c.then) {
				t.Fatalf("stream after the history %#v, want %#v", got, c.then)
			}
			if c.wantErr == "" {
				checkMeta(t, envs[len(envs)-1:])
			}
			if store.loads != c.wantLoads {
				t.Fatalf("read the stream %d times, want %d", store.loads, c.wantLoads)
			}
		})
	}
}

// Without a base the save is the command line's: it does not read the stream at all, so a
// concurrent save is simply followed.
func TestReplaceSectionFromWithoutBaseDoesNotRead(t *testing.T) {
	t.Parallel()
	sc := eventlogtest.NewScenario(t)
	store := &racingStore{EventStore: sc.Store}
	svc := siteconfig.NewService(store, sc.Registry)
	if _, err := svc.ReplaceSectionFrom(context.Background(), meta, "AdList", nil, json.RawMessage(`[]`)); err != nil {
		t.Fatal(err)
	}
	if store.loads != 0 {
		t.Fatalf("read the stream %d times", store.loads)
	}
	check(t, sc, 0, nil, "", []events.Event{section("AdList", `[]`)})
}
