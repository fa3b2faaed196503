// Package chat keeps a user's conversations with the assistant: every question with the answer
// that was sent, and the owner's renames, pins, share links and deletes. Answers are computed on
// the query side; this package stores them and holds the limits.
package chat

import (
	"zhiyuan/events"
)

// The limits stated in docs/API-CHAT.md.
const (
	QuestionChars = 500
	TitleChars    = 30
	MaxChats      = 200
	MaxTurns      = 100
	PerMinute     = 10  // questions of one user a minute
	PerDay        = 200 // questions of one user a day (Beijing date)
	PerAddress    = 30  // questions from one address a minute
)

// conversation is one chat's state, folded from its stream.
type conversation struct {
	id, userID, title string
	top, deleted      bool
	shareID           string
	turns             int
	last              *events.ChatAnswered // the newest answer
	version           int
}

func (c *conversation) apply(_ events.Envelope, ev events.Event) {
	c.version++
	switch e := ev.(type) {
	case events.ChatStarted:
		c.id, c.userID, c.title = e.ID, e.UserID, e.Title
	case events.ChatAsked:
		c.turns = e.Turn
	case events.ChatAnswered:
		c.last = &e
	case events.ChatRenamed:
		c.title = e.Title
	case events.ChatPinned:
		c.top = e.Top
	case events.ChatDeleted:
		c.deleted, c.shareID = true, ""
	case events.ChatShared:
		c.shareID = e.ShareID
	case events.ChatShareRevoked:
		c.shareID = ""
	}
}

// index is a user's count of open conversations.
type index struct {
	open    map[string]bool
	version int
}

func (x *index) apply(_ events.Envelope, ev events.Event) {
	x.version++
	switch e := ev.(type) {
	case events.ChatOpened:
		x.open[e.ID] = true
	case events.ChatClosed:
		delete(x.open, e.ID)
	}
}
