package siteconfig_test

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"zhiyuan/command/siteconfig"
	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// defaultParams are a fresh installation's parameters, in the order of ParamKeys.
var defaultParams = []events.Event{
	events.SiteParamSet{Key: "Web_CopyRight", Value: "Copyright © 2026 志愿 Zhiyuan 版权所有"},
	events.SiteParamSet{Key: "Web_ICP"}, events.SiteParamSet{Key: "Web_Police"},
	events.SiteParamSet{Key: "Web_TechnicalSupport", Value: "志愿技术团队"}, events.SiteParamSet{Key: "Web_TelPhone"},
	events.SiteParamSet{Key: "Web_Skin", Value: "default"}, events.SiteParamSet{Key: "Web_Logo"},
	events.SiteParamSet{Key: "Web_ExamDate", Value: "0"}, events.SiteParamSet{Key: "Web_CompanyAddress"},
	events.SiteParamSet{Key: "KF_Enable", Value: "1"}, events.SiteParamSet{Key: "KF_Url"},
	events.SiteParamSet{Key: "APP_WechatMiniAPP"}, events.SiteParamSet{Key: "APP_H5", Value: "/#/index"},
	events.SiteParamSet{Key: "APP_Android"}, events.SiteParamSet{Key: "APP_IOS"},
}

// canonical rewrites JSON so that spacing and key order do not matter.
func canonical(t *testing.T, raw []byte) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// sections answers the replaced sections of evs by name (canonical JSON); each name at most once.
func sections(t *testing.T, evs []events.Event) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, ev := range evs {
		r, ok := ev.(events.SiteSectionReplaced)
		if !ok {
			t.Fatalf("not a section: %#v", ev)
		}
		if _, dup := out[r.Section]; dup {
			t.Fatalf("section %s written twice", r.Section)
		}
		out[r.Section] = canonical(t, r.Value)
	}
	return out
}

// defaultSections are the shipped sections by name (canonical JSON), without ProvinceList.
func defaultSections(t *testing.T, names ...string) map[string]string {
	t.Helper()
	def, err := data.SiteConfigDefaults()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, n := range names {
		raw, ok := def.Sections[n]
		if !ok {
			t.Fatalf("no default for %s", n)
		}
		out[n] = canonical(t, raw)
	}
	return out
}

var shipped = []string{"ModuleList", "HeadMenuList", "BottomMenuList", "ProductCodes", "ProductAlias", "WishYear",
	"ToolBox", "AdList", "ScriptInjectList", "FriendLinkList"}

// A fresh installation gets every parameter and every section, the province list computed for
// the coming exam.
func TestSeedDefaultsFresh(t *testing.T) {
	t.Parallel()
	sc := eventlogtest.NewScenario(t)
	svc := siteconfig.NewService(sc.Store, sc.Registry)
	seeded, err := svc.SeedDefaults(context.Background(), meta)
	if err != nil || !seeded {
		t.Fatalf("seeded %v, %v", seeded, err)
	}
	got, envs := sc.Since(t, stream, 0)
	checkMeta(t, envs)
	if len(got) != 26 {
		t.Fatalf("%d events, want 15 parameters and 11 sections", len(got))
	}
	if !reflect.DeepEqual(got[:15], defaultParams) {
		t.Fatalf("parameters %#v", got[:15])
	}
	want := defaultSections(t, shipped...)
	provinces, _ := json.Marshal(siteconfig.ProvinceList(time.Now())) // the service has no clock to set
	want["ProvinceList"] = canonical(t, provinces)
	secs := sections(t, got[15:])
	if !reflect.DeepEqual(secs, want) {
		t.Fatalf("sections %v\nwant %v", secs, want)
	}
	if secs["WishYear"] != "2027" {
		t.Fatalf("WishYear %s", secs["WishYear"])
	}
	var list []siteconfig.ProvinceItem
	if err := json.Unmarshal([]byte(secs["ProvinceList"]), &list); err != nil || len(list) != len(data.Provinces()) {
		t.Fatalf("ProvinceList of %d provinces (%v), want %d", len(list), err, len(data.Provinces()))
	}

	again, err := svc.SeedDefaults(context.Background(), meta)
	if err != nil || again {
		t.Fatalf("a second seed answered %v, %v", again, err)
	}
	if v := sc.Version(t, stream); v != 26 {
		t.Fatalf("a second seed wrote: version %d", v)
	}
}

// On an older installation only the sections it lacks are added, never an operator's replaced.
func TestSeedDefaultsUpgrade(t *testing.T) {
	t.Parallel()
	ownModules := section("ModuleList", `[{"Name": "自定义"}]`)
	for _, c := range []struct {
		name   string
		given  []events.Event
		seeded bool
		added  []string // the shipped sections expected to be added
	}{
		{name: "parameters only: every shipped section, no missing parameter",
			given: []events.Event{events.SiteParamSet{Key: "Web_ICP", Value: "京ICP备12345678号"}}, seeded: true, added: shipped},
		{name: "an operator's sections stay theirs",
			given:  []events.Event{ownModules, section("WishYear", `2026`), section("AdList", `[]`)},
			seeded: true, added: []string{"HeadMenuList", "BottomMenuList", "ProductCodes", "ProductAlias", "ToolBox",
				"ScriptInjectList", "FriendLinkList"}},
		{name: "a section added by a newer release",
			given: []events.Event{ownModules, section("HeadMenuList", `[]`), section("BottomMenuList", `[]`),
				section("ProductCodes", `[]`), section("ProductAlias", `[]`), section("WishYear", `2026`), section("ToolBox", `[]`),
				section("AdList", `[]`), section("ScriptInjectList", `[]`), section("ProvinceList", `[]`)},
			seeded: true, added: []string{"FriendLinkList"}},
		{name: "every section present",
			given: []events.Event{ownModules, section("HeadMenuList", `[]`), section("BottomMenuList", `[]`),
				section("ProductCodes", `[]`), section("ProductAlias", `[]`), section("WishYear", `2026`), section("ToolBox", `[]`),
				section("AdList", `[]`), section("ScriptInjectList", `[]`), section("FriendLinkList", `[]`), section("ProvinceList", `[]`)}},
		// The province list is computed only for a fresh installation: an older one without it stays without.
		{name: "only the province list missing",
			given: []events.Event{ownModules, section("HeadMenuList", `[]`), section("BottomMenuList", `[]`),
				section("ProductCodes", `[]`), section("ProductAlias", `[]`), section("WishYear", `2026`), section("ToolBox", `[]`),
				section("AdList", `[]`), section("ScriptInjectList", `[]`), section("FriendLinkList", `[]`)}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := siteconfig.NewService(sc.Store, sc.Registry)
			sc.Given(t, stream, c.given...)
			seeded, err := svc.SeedDefaults(context.Background(), meta)
			if err != nil || seeded != c.seeded {
				t.Fatalf("seeded %v, %v; want %v", seeded, err, c.seeded)
			}
			got, envs := sc.Since(t, stream, len(c.given))
			checkMeta(t, envs)
			if want, secs := defaultSections(t, c.added...), sections(t, got); !reflect.DeepEqual(secs, want) {
				t.Fatalf("added %v\nwant %v", secs, want)
			}
		})
	}
}

// Two processes starting at once: the one that loses the race to the first append writes nothing.
func TestSeedDefaultsRace(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name  string
		given []events.Event
	}{
		{name: "a fresh installation seeded by another process"},
		{name: "an upgrade made by another process", given: []events.Event{events.SiteParamSet{Key: "Web_ICP", Value: "x"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			sc.Given(t, stream, c.given...)
			store := &racingStore{EventStore: sc.Store}
			store.race = func(int) { other(t, sc, section("AdList", `[]`)) }
			svc := siteconfig.NewService(store, sc.Registry)
			seeded, err := svc.SeedDefaults(context.Background(), meta)
			if err != nil || seeded {
				t.Fatalf("seeded %v, %v", seeded, err)
			}
			if got, _ := sc.Since(t, stream, len(c.given)); !reflect.DeepEqual(got, []events.Event{section("AdList", `[]`)}) {
				t.Fatalf("the loser wrote: %#v", got)
			}
		})
	}
}
