package events

// ChatStream holds one conversation: its questions, answers, title, pin and share link.
func ChatStream(chatID string) string { return "chat-" + chatID }

// ChatsStream is a user's index of their conversations (for the limit on how many they keep).
func ChatsStream(userID string) string { return "chats-" + userID }

// ChatQuotaStream counts a user's questions of one day (Beijing date, 20261125), or an
// address's of one minute: each question appends at the version it read, so a limit holds
// however many questions arrive at once.
func ChatQuotaStream(key string) string { return "chatquota-" + key }

// ChatCitation is the source of a fact in an answer; N is how the text refers to it ([N]).
type ChatCitation struct {
	N         int    `json:"n"`
	ID        string `json:"id"`
	Title     string `json:"title"`
	Authority string `json:"authority,omitempty"`
	URL       string `json:"url,omitempty"`
	Official  bool   `json:"official,omitempty"`
	Kind      string `json:"kind"` // admission, catalog, content, portal
	Caveat    string `json:"caveat,omitempty"`
}

// ChatStarted opens a conversation of a user.
type ChatStarted struct {
	ID     string `json:"id"`
	UserID string `json:"user_id"`
	Title  string `json:"title"`
}

// ChatAsked records a question; ChatAnswered the answer sent for it, with what the engine
// used and what it still needs (Missing, Slots: the next question of the chat continues it).
type ChatAsked struct {
	ID       string `json:"id"`
	Turn     int    `json:"turn"`
	Question string `json:"question"`
}

type ChatAnswered struct {
	ID        string            `json:"id"`
	Turn      int               `json:"turn"`
	Answer    string            `json:"answer"`
	Engine    string            `json:"engine"` // rules, model
	Intent    string            `json:"intent"`
	Tools     []string          `json:"tools,omitempty"`
	Citations []ChatCitation    `json:"citations,omitempty"`
	Missing   []string          `json:"missing,omitempty"`
	Slots     map[string]string `json:"slots,omitempty"`
	Replaced  bool              `json:"replaced,omitempty"` // a model answer failed the check
}

// ChatRenamed, ChatPinned and ChatDeleted are the owner's changes of a conversation.
type ChatRenamed struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

type ChatPinned struct {
	ID  string `json:"id"`
	Top bool   `json:"top"`
}

type ChatDeleted struct {
	ID string `json:"id"`
}

// ChatShared opens a read-only link (replacing an earlier one); ChatShareRevoked ends it.
type ChatShared struct {
	ID      string `json:"id"`
	ShareID string `json:"share_id"`
}

type ChatShareRevoked struct {
	ID      string `json:"id"`
	ShareID string `json:"share_id"`
}

// ChatOpened and ChatClosed keep a user's count of conversations in ChatsStream.
type ChatOpened struct {
	ID string `json:"id"`
}

type ChatClosed struct {
	ID string `json:"id"`
}

// ChatQuotaUsed is one question counted against a limit.
type ChatQuotaUsed struct {
	UserID string `json:"user_id,omitempty"`
}

func (ChatStarted) EventType() string      { return "chat.started" }
func (ChatAsked) EventType() string        { return "chat.asked" }
func (ChatAnswered) EventType() string     { return "chat.answered" }
func (ChatRenamed) EventType() string      { return "chat.renamed" }
func (ChatPinned) EventType() string       { return "chat.pinned" }
func (ChatDeleted) EventType() string      { return "chat.deleted" }
func (ChatShared) EventType() string       { return "chat.shared" }
func (ChatShareRevoked) EventType() string { return "chat.share_revoked" }
func (ChatOpened) EventType() string       { return "chats.opened" }
func (ChatClosed) EventType() string       { return "chats.closed" }
func (ChatQuotaUsed) EventType() string    { return "chatquota.used" }

func registerChat(r *Registry) {
	r.Register(ChatStarted{}, 1)
	r.Register(ChatAsked{}, 1)
	r.Register(ChatAnswered{}, 1)
	r.Register(ChatRenamed{}, 1)
	r.Register(ChatPinned{}, 1)
	r.Register(ChatDeleted{}, 1)
	r.Register(ChatShared{}, 1)
	r.Register(ChatShareRevoked{}, 1)
	r.Register(ChatOpened{}, 1)
	r.Register(ChatClosed{}, 1)
	r.Register(ChatQuotaUsed{}, 1)
}
