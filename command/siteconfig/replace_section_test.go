package siteconfig_test

import (
	"context"
	"encoding/json"
	"testing"

	"zhiyuan/command/siteconfig"
	"zhiyuan/events"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// A section must be known and its value JSON of the section's kind.
func TestReplaceSection(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, section, value string
		given                []events.Event
		then                 []events.Event
		wantErr              string
	}{
		{name: "a menu", section: "HeadMenuList", value: `[{"Url": "/", "Name": "首页"}]`,
			then: []events.Event{section("HeadMenuList", `[{"Url": "/", "Name": "首页"}]`)}},
		{name: "an empty list replaces a full one", section: "AdList", value: `[]`,
			given: []events.Event{section("AdList", `[{"Img": "a.png"}]`)},
			then:  []events.Event{section("AdList", `[]`)}},
		{name: "the wish year is a number", section: "WishYear", value: `2027`,
			then: []events.Event{section("WishYear", `2027`)}},
		{name: "the wish year as a string", section: "WishYear", value: `"2027"`, wantErr: "配置项 WishYear 须为 number"},
		{name: "the wish year as a list", section: "WishYear", value: `[2027]`, wantErr: "配置项 WishYear 须为 number"},
		{name: "a list section given an object", section: "ModuleList", value: `{"Name": "x"}`, wantErr: "配置项 ModuleList 须为 array"},
		{name: "a list section given null", section: "FriendLinkList", value: `null`, wantErr: "配置项 FriendLinkList 须为 array"},
		{name: "not JSON", section: "ToolBox", value: `[{"Name": }]`,
			wantErr: "配置内容不是有效的 JSON：invalid character '}' looking for beginning of value"},
		{name: "nothing at all", section: "ToolBox", value: ``, wantErr: "配置内容不是有效的 JSON：unexpected end of JSON input"},
		{name: "the parameters are not a section", section: "ParamList", value: `[]`, wantErr: "未知配置项：ParamList"},
		{name: "section names are case-sensitive", section: "adlist", value: `[]`, wantErr: "未知配置项：adlist"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := siteconfig.NewService(sc.Store, sc.Registry)
			sc.Given(t, stream, c.given...)
			_, err := svc.ReplaceSection(context.Background(), meta, c.section, json.RawMessage(c.value))
			check(t, sc, len(c.given), err, c.wantErr, c.then)
		})
	}
}

const changed = "该配置已被其他管理员修改：请刷新后在最新内容上重新修改（你的修改未保存）"

// An operator's edit is saved only when the section still holds what their console showed.
func TestReplaceSectionFrom(t *testing.T) {
	t.Parallel()
	menuA := section("HeadMenuList", `[{"Url": "/", "Name": "首页"}]`)
	menuB := section("HeadMenuList", `[{"Url": "/gk", "Name": "高考"}]`)
	newMenu := `[{"Url": "/zy", "Name": "志愿"}]`
	for _, c := range []struct {
		name, section, base, value string
		given                      []events.Event
		then                       []events.Event
		wantErr                    string
	}{
		{name: "the base is the current value", section: "HeadMenuList", base: string(menuB.Value), value: newMenu,
			given: []events.Event{menuA, menuB}, then: []events.Event{section("HeadMenuList", newMenu)}},
		{name: "the same value spaced and ordered otherwise", section: "HeadMenuList", base: `[ {"Name":"高考","Url":"/gk"} ]`,
			value: newMenu, given: []events.Event{menuA, menuB}, then: []events.Event{section("HeadMenuList", newMenu)}},
		{name: "the base is an older value", section: "HeadMenuList", base: string(menuA.Value), value: newMenu,
			given: []events.Event{menuA, menuB}, wantErr: changed},
		{name: "a section never set reads as an empty list", section: "AdList", base: `[]`, value: `[{"Img": "a.png"}]`,
			then: []events.Event{section("AdList", `[{"Img": "a.png"}]`)}},
		{name: "a section never set is not what the console claims", section: "AdList", base: `[{"Img": "old.png"}]`,
			value: `[]`, wantErr: changed},
		{name: "another section changed meanwhile", section: "HeadMenuList", base: string(menuA.Value), value: newMenu,
			given: []events.Event{menuA, section("AdList", `[]`), events.SiteParamSet{Key: "Web_ICP", Value: "x"}},
			then:  []events.Event{section("HeadMenuList", newMenu)}},
		{name: "the wish year from the one shown", section: "WishYear", base: `2027`, value: `2028`,
			given: []events.Event{section("WishYear", `2027`)}, then: []events.Event{section("WishYear", `2028`)}},
		{name: "the wish year changed meanwhile", section: "WishYear", base: `2026`, value: `2028`,
			given: []events.Event{section("WishYear", `2027`)}, wantErr: changed},
		{name: "no base: the command line replaces whatever is there", section: "HeadMenuList", value: newMenu,
			given: []events.Event{menuA, menuB}, then: []events.Event{section("HeadMenuList", newMenu)}},
		{name: "a null base is no base", section: "HeadMenuList", base: ` null `, value: newMenu,
			given: []events.Event{menuA, menuB}, then: []events.Event{section("HeadMenuList", newMenu)}},
		{name: "a value of the wrong kind, even from the current base", section: "HeadMenuList", base: string(menuB.Value),
			value: `{"Url": "/"}`, given: []events.Event{menuA, menuB}, wantErr: "配置项 HeadMenuList 须为 array"},
		{name: "an unknown section with a base", section: "Footer", base: `[]`, value: `[]`, wantErr: "未知配置项：Footer"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := siteconfig.NewService(sc.Store, sc.Registry)
			sc.Given(t, stream, c.given...)
			res, err := svc.ReplaceSectionFrom(context.Background(), meta, c.section, json.RawMessage(c.base), json.RawMessage(c.value))
			check(t, sc, len(c.given), err, c.wantErr, c.then)
			if c.wantErr == "" && res.Version != len(c.given)+1 {
				t.Fatalf("result version %d, want %d", res.Version, len(c.given)+1)
			}
		})
	}
}
