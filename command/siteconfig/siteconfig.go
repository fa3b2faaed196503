// Package siteconfig is the site configuration aggregate: parameters and the
// sections of /api/Config/WebConfig, changed only through these commands.
package siteconfig

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"zhiyuan/command"
	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// ParamKeys are the parameters the spec names; no others are accepted.
var ParamKeys = []string{"Web_CopyRight", "Web_ICP", "Web_Police", "Web_TechnicalSupport", "Web_TelPhone",
	"Web_Skin", "Web_Logo", "Web_ExamDate", "Web_CompanyAddress", "KF_Enable", "KF_Url",
	"APP_WechatMiniAPP", "APP_H5", "APP_Android", "APP_IOS"}

// Sections and the JSON kind each must be.
var Sections = map[string]string{
	"ModuleList": "array", "HeadMenuList": "array", "BottomMenuList": "array", "ProvinceList": "array",
	"ProductCodes": "array", "ProductAlias": "array", "WishYear": "number", "ToolBox": "array",
	"AdList": "array", "ScriptInjectList": "array", "FriendLinkList": "array",
}

type Service struct {
	store    command.EventStore
	registry *events.Registry
	now      func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry) *Service {
	return &Service{store: store, registry: reg, now: time.Now}
}

// SetParam sets one parameter.
func (s *Service) SetParam(ctx context.Context, meta events.Metadata, key, value string) (command.Result, error) {
	known := false
	for _, k := range ParamKeys {
		known = known || k == key
	}
	if !known {
		return command.Result{}, apperr.Invalid(fmt.Sprintf("未知参数：%s（可用：%s）", key, strings.Join(ParamKeys, ", ")))
	}
	return s.append(ctx, meta, events.SiteParamSet{Key: key, Value: value})
}

// ReplaceSection replaces one section with a JSON value of the right kind.
func (s *Service) ReplaceSection(ctx context.Context, meta events.Metadata, section string, value json.RawMessage) (command.Result, error) {
	if err := s.checkSection(section, value); err != nil {
		return command.Result{}, err
	}
	return s.append(ctx, meta, events.SiteSectionReplaced{Section: section, Value: value})
}

// checkSection refuses a value that is not JSON of the section's kind.
func (s *Service) checkSection(section string, value json.RawMessage) error {
	kind, ok := Sections[section]
	if !ok {
		return apperr.Invalid("未知配置项：" + section)
	}
	var v any
	if err := json.Unmarshal(value, &v); err != nil {
		return apperr.Invalid("配置内容不是有效的 JSON：" + err.Error())
	}
	_, isArr := v.([]any)
	_, isNum := v.(float64)
	if (kind == "array" && !isArr) || (kind == "number" && !isNum) {
		return apperr.Invalid(fmt.Sprintf("配置项 %s 须为 %s", section, kind))
	}
	return nil
}

func (s *Service) append(ctx context.Context, meta events.Metadata, evs ...events.Event) (command.Result, error) {
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: events.SiteConfigStream, ExpectedVersion: events.AnyVersion, Events: evs})
	return command.ResultOf(res, events.SiteConfigStream), err
}

// SeedDefaults writes the default configuration once, on a fresh installation; on an older
// one it adds only the sections a newer release introduced (never overwriting an operator's).
func (s *Service) SeedDefaults(ctx context.Context, meta events.Metadata) (bool, error) {
	envs, err := s.store.Load(ctx, events.SiteConfigStream)
	if err != nil {
		return false, err
	}
	if len(envs) > 0 {
		return s.seedNewSections(ctx, meta, envs)
	}
	def, err := data.SiteConfigDefaults()
	if err != nil {
		return false, err
	}
	var evs []events.Event
	for _, k := range ParamKeys {
		evs = append(evs, events.SiteParamSet{Key: k, Value: def.Params[k]})
	}
	provinces, err := json.Marshal(ProvinceList(s.now()))
	if err != nil {
		return false, err
	}
	def.Sections["ProvinceList"] = provinces
	for name := range Sections {
		if raw, ok := def.Sections[name]; ok {
			evs = append(evs, events.SiteSectionReplaced{Section: name, Value: raw})
		}
	}
	_, err = s.store.Append(ctx, meta, events.Append{StreamID: events.SiteConfigStream, ExpectedVersion: 0, Events: evs})
	if errors.Is(err, events.ErrConflict) {
		return false, nil // another process seeded first
	}
	return err == nil, err
}

func (s *Service) seedNewSections(ctx context.Context, meta events.Metadata, envs []events.Envelope) (bool, error) {
	set := map[string]bool{}
	for _, env := range envs {
		if env.Type != (events.SiteSectionReplaced{}).EventType() {
			continue
		}
		ev, err := s.registry.Decode(env)
		if err != nil {
			return false, err
		}
		set[ev.(events.SiteSectionReplaced).Section] = true
	}
	def, err := data.SiteConfigDefaults()
	if err != nil {
		return false, err
	}
	var evs []events.Event
	for name := range Sections {
		if raw, ok := def.Sections[name]; ok && !set[name] {
			evs = append(evs, events.SiteSectionReplaced{Section: name, Value: raw})
		}
	}
	if len(evs) == 0 {
		return false, nil
	}
	_, err = s.store.Append(ctx, meta, events.Append{StreamID: events.SiteConfigStream,
		ExpectedVersion: envs[len(envs)-1].Version, Events: evs})
	if errors.Is(err, events.ErrConflict) {
		return false, nil
	}
	return err == nil, err
}
