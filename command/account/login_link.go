package account

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"time"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Login links (SPEC §4, token login): a signed-in user (the app handing a
// student over to the web, say) asks for a one-time code, and a link carries
// it as `Token=`; the page exchanges it for a new session. A link never
// carries a session token: such a link was a 30-day login for whoever saw it,
// and one sent by someone else silently signed the reader in as them.

// LinkTTL is how long a login link code can be redeemed.
const LinkTTL = 5 * time.Minute

// linkPrefix marks a login link code. A '.' never occurs in a session token
// (base64url), so an old link carrying a session token is told apart.
const linkPrefix = "zyl."

var linkCodePattern = regexp.MustCompile(`^zyl\.[A-Za-z0-9_-]{43}$`)

const (
	msgLinkInvalid = "登录链接无效，请重新获取"
	msgLinkUsed    = "该登录链接已使用过，请重新获取"
	msgLinkExpired = "登录链接已过期（5分钟内有效），请重新获取"
	msgLinkVoid    = "登录链接已失效（生成它的登录已退出），请重新获取"
	// MsgLinkSwitch is asked before a link signs in another user than the signed-in one.
	MsgLinkSwitch = "切换到该账号？"
)

// ValidLinkCode tells whether s has the form of a login link code.
func ValidLinkCode(s string) bool { return linkCodePattern.MatchString(s) }

// linkHash is how a code is stored and found: 256 random bits need no key
// (unlike six SMS digits), and the prefix keeps it apart from token hashes.
func linkHash(code string) string {
	h := sha256.Sum256([]byte("login-link:" + code))
	return hex.EncodeToString(h[:])
}

// LoginLink is what CreateLoginLink answers; Code is shown once and never stored.
type LoginLink struct {
	Code      string
	ExpiresAt time.Time
	Position  int64
}

// CreateLoginLink is Auth/CreateLoginLink: a one-time code that signs the
// caller in once within LinkTTL, while the session that asked stays signed in.
func (s *Service) CreateLoginLink(ctx context.Context, meta events.Metadata, userID, token string) (LoginLink, error) {
	sessionHash := TokenHash(token)
	acc, err := s.loadSessions(ctx, userID)
	if err != nil {
		return LoginLink{}, err
	}
	if !acc.live(sessionHash, s.now()) {
		return LoginLink{}, apperr.LoginRequired()
	}
	raw, err := newToken()
	if err != nil {
		return LoginLink{}, err
	}
	code := linkPrefix + raw
	expires := s.now().Add(LinkTTL).UTC()
	meta.ActorUserID = userID
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: events.LoginLinkStream(linkHash(code)), ExpectedVersion: 0,
		Events: []events.Event{events.LoginLinkIssued{UserID: userID, CodeHash: linkHash(code), SessionHash: sessionHash, ExpiresAt: expires}}})
	if err != nil {
		return LoginLink{}, err
	}
	return LoginLink{Code: code, ExpiresAt: expires, Position: res.Position}, nil
}
