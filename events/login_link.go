package events

import "time"

// LoginLinkStream holds one login link code, named by the code's hash: the
// stream's version decides that a code is redeemed once, however many
// requests bring it at the same moment.
func LoginLinkStream(codeHash string) string { return "loginlink-" + codeHash }

// LoginLinkIssued: a signed-in user asked for a one-time code that a link
// (`Token=`) carries to sign the same user in elsewhere. Only the code's hash
// is stored; the link lives as long as ExpiresAt and the session that asked.
type LoginLinkIssued struct {
	UserID   string `json:"user_id"`
	CodeHash string `json:"code_hash"`
	// SessionHash is the session that asked: when it ends, the link is void.
	SessionHash string    `json:"session_hash"`
	ExpiresAt   time.Time `json:"expires_at"`
}

// LoginLinkRedeemed: the code was exchanged for a session (the SessionStarted
// of method "link" in the same append) and never works again.
type LoginLinkRedeemed struct {
	UserID   string `json:"user_id"`
	CodeHash string `json:"code_hash"`
}

func (LoginLinkIssued) EventType() string   { return "loginlink.issued" }
func (LoginLinkRedeemed) EventType() string { return "loginlink.redeemed" }

func registerLoginLink(r *Registry) {
	r.Register(LoginLinkIssued{}, 1)
	r.Register(LoginLinkRedeemed{}, 1)
}
