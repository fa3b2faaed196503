package chat

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"strings"
	"time"
	"unicode/utf8"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Service runs the conversation commands.
type Service struct {
	store    command.EventStore
	registry *events.Registry
	now      func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry) *Service {
	return &Service{store: store, registry: reg, now: time.Now}
}

// SetClock replaces the clock (tests of the daily limit).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

var errNoChat = apperr.NotFound("对话不存在")

// owned loads a conversation of the caller; another user's, a deleted one or a malformed id
// are all "no such chat", so nobody learns which chats exist.
func (s *Service) owned(ctx context.Context, userID, chatID string) (*conversation, error) {
	if !validID(chatID) {
		return nil, errNoChat
	}
	c := &conversation{}
	envs, err := s.store.Load(ctx, events.ChatStream(chatID))
	if err != nil {
		return nil, err
	}
	if err := command.Replay(s.registry, envs, c.apply); err != nil {
		return nil, err
	}
	if c.version == 0 || c.userID != userID || c.deleted {
		return nil, errNoChat
	}
	return c, nil
}

func (s *Service) loadIndex(ctx context.Context, userID string) (*index, error) {
	x := &index{open: map[string]bool{}}
	envs, err := s.store.Load(ctx, events.ChatsStream(userID))
	if err != nil {
		return nil, err
	}
	return x, command.Replay(s.registry, envs, x.apply)
}

// retry runs a decision against fresh state until it appends without a conflict.
func retry(ctx context.Context, try func() (command.Result, error)) (command.Result, error) {
	return command.Retry(ctx, 20, "操作太频繁，请稍后再试", try)
}

// CheckTitle trims a title and checks its length.
func CheckTitle(title string) (string, error) {
	title = strings.Join(strings.Fields(title), " ")
	switch n := utf8.RuneCountInString(title); {
	case n == 0:
		return "", apperr.Invalid("请填写对话标题")
	case n > TitleChars:
		return "", apperr.Invalid("标题不能超过 30 个字")
	}
	return title, nil
}

// CheckQuestion trims a question and checks its length.
func CheckQuestion(q string) (string, error) {
	q = strings.TrimSpace(q)
	switch n := utf8.RuneCountInString(q); {
	case n == 0:
		return "", apperr.Invalid("请输入问题")
	case n > QuestionChars:
		return "", apperr.Invalid("问题不能超过 500 个字")
	}
	return q, nil
}

func newChatID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// newShareID is 128 random bits: a link nobody guesses.
func newShareID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func validID(id string) bool {
	if len(id) != 16 {
		return false
	}
	for _, c := range id {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}
