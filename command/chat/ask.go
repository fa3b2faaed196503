package chat

import (
	"context"
	"fmt"
	"unicode/utf8"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Turn is where a question lands: a new chat, or the next turn of one with the answer before
// it (the engine continues a question that answer asked to complete).
type Turn struct {
	ChatID   string
	Title    string
	Number   int
	Previous *events.ChatAnswered
}

// Prepare checks that the caller may ask in the chat ("" a new one) before the answer is made.
func (s *Service) Prepare(ctx context.Context, meta events.Metadata, chatID string) (Turn, error) {
	if meta.ActorUserID == "" {
		return Turn{}, apperr.LoginRequired()
	}
	if chatID == "" {
		x, err := s.loadIndex(ctx, meta.ActorUserID)
		if err != nil {
			return Turn{}, err
		}
		if len(x.open) >= MaxChats {
			return Turn{}, tooManyChats
		}
		return Turn{Number: 1}, nil
	}
	c, err := s.owned(ctx, meta.ActorUserID, chatID)
	if err != nil {
		return Turn{}, err
	}
	if c.turns >= MaxTurns {
		return Turn{}, tooManyTurns
	}
	return Turn{ChatID: c.id, Title: c.title, Number: c.turns + 1, Previous: c.last}, nil
}

var (
	tooManyChats = apperr.Conflict(fmt.Sprintf("对话已达 %d 个，请先删除不需要的对话", MaxChats))
	tooManyTurns = apperr.Conflict(fmt.Sprintf("本对话已达 %d 轮，请新建对话", MaxTurns))
)

// Stored is where a question and its answer landed.
type Stored struct {
	command.Result
	ChatID string
	Title  string
	Turn   int
}

// Store appends a question with the answer that was sent for it. A new chat is opened in the
// user's index at the version read, so the limit on chats holds under parallel questions.
func (s *Service) Store(ctx context.Context, meta events.Metadata, chatID, question string, a events.ChatAnswered) (Stored, error) {
	if meta.ActorUserID == "" {
		return Stored{}, apperr.LoginRequired()
	}
	var out Stored
	_, err := retry(ctx, func() (command.Result, error) {
		if chatID == "" {
			return s.storeNew(ctx, meta, question, a, &out)
		}
		c, err := s.owned(ctx, meta.ActorUserID, chatID)
		if err != nil {
			return command.Result{}, err
		}
		if c.turns >= MaxTurns {
			return command.Result{}, tooManyTurns
		}
		a.ID, a.Turn = c.id, c.turns+1
		res, err := s.store.Append(ctx, meta, events.Append{StreamID: events.ChatStream(c.id), ExpectedVersion: c.version,
			Events: []events.Event{events.ChatAsked{ID: c.id, Turn: a.Turn, Question: question}, a}})
		out = Stored{Result: command.ResultOf(res, events.ChatStream(c.id)), ChatID: c.id, Title: c.title, Turn: a.Turn}
		return out.Result, err
	})
	return out, err
}

func (s *Service) storeNew(ctx context.Context, meta events.Metadata, question string, a events.ChatAnswered, out *Stored) (command.Result, error) {
	x, err := s.loadIndex(ctx, meta.ActorUserID)
	if err != nil {
		return command.Result{}, err
	}
	if len(x.open) >= MaxChats {
		return command.Result{}, tooManyChats
	}
	id := newChatID()
	title := firstChars(question, TitleChars)
	a.ID, a.Turn = id, 1
	res, err := s.store.Append(ctx, meta,
		events.Append{StreamID: events.ChatStream(id), ExpectedVersion: 0, Events: []events.Event{
			events.ChatStarted{ID: id, UserID: meta.ActorUserID, Title: title},
			events.ChatAsked{ID: id, Turn: 1, Question: question}, a}},
		events.Append{StreamID: events.ChatsStream(meta.ActorUserID), ExpectedVersion: x.version,
			Events: []events.Event{events.ChatOpened{ID: id}}})
	*out = Stored{Result: command.ResultOf(res, events.ChatStream(id)), ChatID: id, Title: title, Turn: 1}
	return out.Result, err
}

// firstChars cuts a question to a title, on one line.
func firstChars(s string, n int) string {
	out := make([]rune, 0, n)
	for _, r := range s {
		if len(out) == n {
			break
		}
		if r == '\n' || r == '\r' || r == '\t' {
			r = ' '
		}
		out = append(out, r)
	}
	if utf8.RuneCountInString(s) > n && n > 1 {
		out[n-1] = '…'
	}
	return string(out)
}
