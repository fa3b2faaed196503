package siteconfig_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/siteconfig"
)

var meta = events.Metadata{ActorUserID: "op-1", ClientIP: "10.0.0.9"}

const (
	stream   = events.SiteConfigStream
	params   = `SELECT key, value FROM params ORDER BY key`
	sections = `SELECT name, value::text FROM sections ORDER BY name`
)

func section(name, value string) events.SiteSectionReplaced {
	return events.SiteSectionReplaced{Section: name, Value: json.RawMessage(value)}
}

// Given the site configuration's events, then these parameters and sections.
func TestSiteConfigRows(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name             string
		given            func(t *testing.T, e *projectortest.Env)
		params, sections [][]string
	}{
		{name: "a parameter", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream, events.SiteParamSet{Key: "Web_TelPhone", Value: "400-800-1234"})
		}, params: [][]string{{"Web_TelPhone", "400-800-1234"}}},
		{name: "an empty parameter is a row", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream, events.SiteParamSet{Key: "Web_ICP"})
		}, params: [][]string{{"Web_ICP", ""}}},
		{name: "the last value of a parameter wins, across batches", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream, events.SiteParamSet{Key: "Web_ICP", Value: "京ICP备00000001号"})
			e.Given(t, meta, stream, events.SiteParamSet{Key: "Web_ICP", Value: "京ICP备12345678号"})
		}, params: [][]string{{"Web_ICP", "京ICP备12345678号"}}},
		{name: "a section keeps its JSON", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream, section("HeadMenuList", `[{"Name":"首页","Url":"/"}]`), section("WishYear", `2027`))
		}, sections: [][]string{{"HeadMenuList", `[{"Url": "/", "Name": "首页"}]`}, {"WishYear", "2027"}}},
		{name: "a section replaced within one batch keeps the last", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, stream, section("AdList", `[{"Img":"a.png"}]`), section("AdList", `[]`))
		}, sections: [][]string{{"AdList", "[]"}}},
		{name: "parameters and sections in one batch of several appends", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, meta, stream, events.SiteParamSet{Key: "KF_Enable", Value: "1"}, section("WishYear", `2026`))...)
			batch = append(batch, e.Append(t, meta, stream, section("WishYear", `2027`), events.SiteParamSet{Key: "KF_Url", Value: "https://kf.example.cn"})...)
			batch = append(batch, e.Append(t, meta, stream, events.SiteParamSet{Key: "KF_Enable", Value: "0"})...)
			e.Batch(t, batch)
		}, params: [][]string{{"KF_Enable", "0"}, {"KF_Url", "https://kf.example.cn"}}, sections: [][]string{{"WishYear", "2027"}}},
		{name: "an old batch delivered again does not bring back old values", given: func(t *testing.T, e *projectortest.Env) {
			old := e.Append(t, meta, stream, events.SiteParamSet{Key: "Web_Skin", Value: "default"}, section("ToolBox", `[1]`))
			e.Batch(t, old)
			e.Given(t, meta, stream, events.SiteParamSet{Key: "Web_Skin", Value: "red"}, section("ToolBox", `[2]`))
			e.Batch(t, old)
		}, params: [][]string{{"Web_Skin", "red"}}, sections: [][]string{{"ToolBox", "[2]"}}},
		{name: "a batch delivered twice", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, meta, stream, events.SiteParamSet{Key: "Web_Logo", Value: "/logo.png"}, section("AdList", `[]`))
			e.Batch(t, envs)
			e.Batch(t, envs)
		}, params: [][]string{{"Web_Logo", "/logo.png"}}, sections: [][]string{{"AdList", "[]"}}},
		{name: "events of other streams are not the configuration", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, "siteconfig-copy", events.SiteParamSet{Key: "Web_ICP", Value: "x"}, section("AdList", `[]`))
			e.Given(t, meta, events.AccountStream("u-1"), events.SiteParamSet{Key: "Web_ICP", Value: "y"})
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, siteconfig.Projection{})
			c.given(t, e)
			if got := e.Rows(t, params); !reflect.DeepEqual(got, c.params) {
				t.Fatalf("params\n%v\nwant\n%v", got, c.params)
			}
			if got := e.Rows(t, sections); !reflect.DeepEqual(got, c.sections) {
				t.Fatalf("sections\n%v\nwant\n%v", got, c.sections)
			}
		})
	}
}
