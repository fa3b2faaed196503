// Package siteconfig answers Config/WebConfig and the Web/* lists kept in the
// site configuration (ads, injected scripts, toolbox).
package siteconfig

import (
	"context"
	"encoding/json"
	"sort"
	"time"
)

// ReadModel is the site configuration read model.
type ReadModel interface {
	Params(ctx context.Context) (map[string]string, error)
	Sections(ctx context.Context) (map[string]json.RawMessage, error)
	// SectionsNamed reads only the named sections (the home page's three lists).
	SectionsNamed(ctx context.Context, names ...string) (map[string]json.RawMessage, error)
}

type Param struct {
	ParamKey   string
	ParamValue string
}

// WebConfig is the whole configuration the web app loads before showing anything.
type WebConfig struct {
	ParamList      []Param
	ModuleList     json.RawMessage
	HeadMenuList   json.RawMessage
	BottomMenuList json.RawMessage
	ProvinceList   json.RawMessage
	ProductCodes   json.RawMessage
	ProductAlias   json.RawMessage
	WishYear       json.RawMessage
	ToolBox        json.RawMessage
}

type Handler struct {
	rm  ReadModel
	now func() time.Time
}

func NewHandler(rm ReadModel) *Handler { return &Handler{rm: rm, now: time.Now} }

func (h *Handler) WebConfig(ctx context.Context) (WebConfig, error) {
	params, err := h.rm.Params(ctx)
	if err != nil {
		return WebConfig{}, err
	}
	secs, err := h.rm.Sections(ctx)
	if err != nil {
		return WebConfig{}, err
	}
	out := WebConfig{ParamList: []Param{}}
	for k, v := range params {
		out.ParamList = append(out.ParamList, Param{ParamKey: k, ParamValue: v})
	}
	sort.Slice(out.ParamList, func(i, j int) bool { return out.ParamList[i].ParamKey < out.ParamList[j].ParamKey })
	get := func(name, empty string) json.RawMessage {
		if v, ok := secs[name]; ok {
			return v
		}
		return json.RawMessage(empty)
	}
	out.ModuleList, out.HeadMenuList, out.BottomMenuList = get("ModuleList", "[]"), get("HeadMenuList", "[]"), get("BottomMenuList", "[]")
	out.ProvinceList, out.ProductCodes, out.ProductAlias = get("ProvinceList", "[]"), get("ProductCodes", "[]"), get("ProductAlias", "[]")
	out.WishYear, out.ToolBox = get("WishYear", "null"), get("ToolBox", "[]")
	out.ProvinceList, out.WishYear = seasonal(out.ProvinceList, out.WishYear, h.now())
	return out, nil
}

// Section answers one list section (AdList, ScriptInjectList, ToolBox) as stored.
func (h *Handler) Section(ctx context.Context, name string) (json.RawMessage, error) {
	secs, err := h.rm.Sections(ctx)
	if err != nil {
		return nil, err
	}
	if v, ok := secs[name]; ok {
		return v, nil
	}
	return json.RawMessage("[]"), nil
}

// SectionsNamed answers several list sections in one read; a missing one is [].
func (h *Handler) SectionsNamed(ctx context.Context, names ...string) (map[string]json.RawMessage, error) {
	secs, err := h.rm.SectionsNamed(ctx, names...)
	if err != nil {
		return nil, err
	}
	for _, n := range names {
		if _, ok := secs[n]; !ok {
			secs[n] = json.RawMessage("[]")
		}
	}
	return secs, nil
}
