// Package chat reads a user's conversations with the assistant and the chats shared by link.
// The answers themselves are made by query/assistant; conversations are written by command/chat.
package chat

import (
	"context"
	"time"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Summary is one chat in its owner's list.
type Summary struct {
	ChatId    string
	Title     string
	IsTop     bool
	Turns     int
	ShareId   string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Record is one question with its answer.
type Record struct {
	TurnId    int
	Question  string
	Answer    string
	Engine    string `json:",omitempty"`
	Intent    string `json:",omitempty"`
	Tools     []string
	Citations []Citation
	Replaced  bool
	AskedAt   time.Time
}

// Citation is an answer's source as the pages read it.
type Citation struct {
	N         int
	Id        string
	Title     string
	Authority string
	Url       string
	Official  bool
	Kind      string
	Caveat    string
}

// CitationOf turns a stored citation into its answer shape.
func CitationOf(c events.ChatCitation) Citation {
	return Citation{N: c.N, Id: c.ID, Title: c.Title, Authority: c.Authority, Url: c.URL, Official: c.Official,
		Kind: c.Kind, Caveat: c.Caveat}
}

// Records is a chat's page: its turns, oldest first.
type Records struct {
	ChatId  string `json:",omitempty"`
	Title   string
	IsTop   bool   `json:",omitempty"`
	ShareId string `json:",omitempty"`
	List    []Record
}

// ReadModel is what the chat pages need of rm_chats.
type ReadModel interface {
	Chats(ctx context.Context, userID string) ([]Summary, error)
	// Chat answers a live chat (ok false: none, or deleted).
	Chat(ctx context.Context, chatID string) (s Summary, owner string, ok bool, err error)
	ChatByShare(ctx context.Context, shareID string) (s Summary, ok bool, err error)
	Turns(ctx context.Context, chatID string) ([]Record, error)
}

type Handler struct{ rm ReadModel }

func NewHandler(rm ReadModel) *Handler { return &Handler{rm: rm} }

// List answers the user's chats: pinned first, then by the last question.
func (h *Handler) List(ctx context.Context, userID string) ([]Summary, error) {
	list, err := h.rm.Chats(ctx, userID)
	if list == nil {
		list = []Summary{}
	}
	return list, err
}

var errNoChat = apperr.NotFound("对话不存在")

// Records answers one of the user's own chats; another user's is "no such chat".
func (h *Handler) Records(ctx context.Context, userID, chatID string) (*Records, error) {
	if len(chatID) != 16 {
		return nil, errNoChat
	}
	s, owner, ok, err := h.rm.Chat(ctx, chatID)
	if err != nil {
		return nil, err
	}
	if !ok || owner != userID {
		return nil, errNoChat
	}
	list, err := h.rm.Turns(ctx, chatID)
	return &Records{ChatId: s.ChatId, Title: s.Title, IsTop: s.IsTop, ShareId: s.ShareId, List: nonNil(list)}, err
}

// Shared answers a chat by its open share link, without anything that names its owner.
func (h *Handler) Shared(ctx context.Context, shareID string) (*Records, error) {
	gone := apperr.NotFound("分享链接已失效")
	if len(shareID) != 22 {
		return nil, gone
	}
	s, ok, err := h.rm.ChatByShare(ctx, shareID)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, gone
	}
	list, err := h.rm.Turns(ctx, s.ChatId)
	for i := range list {
		list[i].Engine, list[i].Intent = "", ""
	}
	return &Records{Title: s.Title, List: nonNil(list)}, err
}

func nonNil(l []Record) []Record {
	if l == nil {
		return []Record{}
	}
	return l
}
