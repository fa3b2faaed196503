package siteconfig

import (
	"bytes"
	"context"
	"encoding/json"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// errSectionChanged: two operators editing one section never lose each other's work silently.
var errSectionChanged = apperr.Conflict("该配置已被其他管理员修改：请刷新后在最新内容上重新修改（你的修改未保存）")

// ReplaceSectionFrom replaces a section the operator edited starting from base (the value the
// console showed them): when the section changed meanwhile, nothing is written and the answer is
// a conflict. The append is made at the stream version it read, so a concurrent save of the same
// section cannot slip in between; a change to another section only makes it read again.
func (s *Service) ReplaceSectionFrom(ctx context.Context, meta events.Metadata, section string, base, value json.RawMessage) (command.Result, error) {
	if len(base) == 0 || string(bytes.TrimSpace(base)) == "null" {
		return s.ReplaceSection(ctx, meta, section, value) // the command line: no base to compare
	}
	if err := s.checkSection(section, value); err != nil {
		return command.Result{}, err
	}
	return command.Retry(ctx, 5, "保存的人较多，请稍后再试", func() (command.Result, error) {
		envs, err := s.store.Load(ctx, events.SiteConfigStream)
		if err != nil {
			return command.Result{}, err
		}
		current, version, err := s.sectionAt(envs, section)
		if err != nil {
			return command.Result{}, err
		}
		if !sameJSON(current, base) {
			return command.Result{}, errSectionChanged
		}
		res, err := s.store.Append(ctx, meta, events.Append{StreamID: events.SiteConfigStream, ExpectedVersion: version,
			Events: []events.Event{events.SiteSectionReplaced{Section: section, Value: value}}})
		return command.ResultOf(res, events.SiteConfigStream), err
	})
}

// sectionAt folds the stream: the section's value ("[]" before any) and the stream's version.
func (s *Service) sectionAt(envs []events.Envelope, section string) (json.RawMessage, int, error) {
	value, version := json.RawMessage("[]"), 0
	for _, env := range envs {
		version = env.Version
		if env.Type != (events.SiteSectionReplaced{}).EventType() {
			continue
		}
		ev, err := s.registry.Decode(env)
		if err != nil {
			return nil, 0, err
		}
		if r := ev.(events.SiteSectionReplaced); r.Section == section {
			value = r.Value
		}
	}
	return value, version, nil
}

// sameJSON compares two JSON values by what they mean, not how they are spaced.
func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return bytes.Equal(a, b)
	}
	ax, errA := json.Marshal(x)
	by, errB := json.Marshal(y)
	return errA == nil && errB == nil && bytes.Equal(ax, by)
}
