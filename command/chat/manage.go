package chat

import (
	"context"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// change appends the events decide makes of the caller's own chat, at the version read.
func (s *Service) change(ctx context.Context, meta events.Metadata, chatID string,
	decide func(*conversation) ([]events.Append, error)) (command.Result, error) {
	if meta.ActorUserID == "" {
		return command.Result{}, apperr.LoginRequired()
	}
	return retry(ctx, func() (command.Result, error) {
		c, err := s.owned(ctx, meta.ActorUserID, chatID)
		if err != nil {
			return command.Result{}, err
		}
		appends, err := decide(c)
		if err != nil || len(appends) == 0 {
			return command.Result{Version: c.version}, err
		}
		res, err := s.store.Append(ctx, meta, appends...)
		return command.ResultOf(res, events.ChatStream(c.id)), err
	})
}

func own(c *conversation, evs ...events.Event) []events.Append {
	return []events.Append{{StreamID: events.ChatStream(c.id), ExpectedVersion: c.version, Events: evs}}
}

// Rename sets a chat's title.
func (s *Service) Rename(ctx context.Context, meta events.Metadata, chatID, title string) (command.Result, error) {
	title, err := CheckTitle(title)
	if err != nil {
		return command.Result{}, err
	}
	return s.change(ctx, meta, chatID, func(c *conversation) ([]events.Append, error) {
		if c.title == title {
			return nil, nil
		}
		return own(c, events.ChatRenamed{ID: c.id, Title: title}), nil
	})
}

// SetTop pins a chat to the top of the list, or unpins it.
func (s *Service) SetTop(ctx context.Context, meta events.Metadata, chatID string, top bool) (command.Result, error) {
	return s.change(ctx, meta, chatID, func(c *conversation) ([]events.Append, error) {
		if c.top == top {
			return nil, nil
		}
		return own(c, events.ChatPinned{ID: c.id, Top: top}), nil
	})
}

// Delete removes a chat from its owner's list and ends its share link.
func (s *Service) Delete(ctx context.Context, meta events.Metadata, chatID string) (command.Result, error) {
	return s.change(ctx, meta, chatID, func(c *conversation) ([]events.Append, error) {
		x, err := s.loadIndex(ctx, meta.ActorUserID)
		if err != nil {
			return nil, err
		}
		return append(own(c, events.ChatDeleted{ID: c.id}), events.Append{StreamID: events.ChatsStream(meta.ActorUserID),
			ExpectedVersion: x.version, Events: []events.Event{events.ChatClosed{ID: c.id}}}), nil
	})
}

// Shared is a new share link of a chat.
type Shared struct {
	command.Result
	ShareID string `json:"ShareId"`
}

// Share opens a new read-only link; an earlier link of the chat stops working.
func (s *Service) Share(ctx context.Context, meta events.Metadata, chatID string) (Shared, error) {
	id := newShareID()
	res, err := s.change(ctx, meta, chatID, func(c *conversation) ([]events.Append, error) {
		return own(c, events.ChatShared{ID: c.id, ShareID: id}), nil
	})
	if err != nil {
		return Shared{}, err
	}
	return Shared{Result: res, ShareID: id}, nil
}

// RevokeShare ends a chat's share link (nothing to do when none is open).
func (s *Service) RevokeShare(ctx context.Context, meta events.Metadata, chatID string) (command.Result, error) {
	return s.change(ctx, meta, chatID, func(c *conversation) ([]events.Append, error) {
		if c.shareID == "" {
			return nil, nil
		}
		return own(c, events.ChatShareRevoked{ID: c.id, ShareID: c.shareID}), nil
	})
}
