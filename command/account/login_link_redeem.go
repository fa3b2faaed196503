package account

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// LinkLogin is Auth/LoginByLink: a login link code to exchange for a session.
type LinkLogin struct {
	Code string
	// SignedInUserID is the user signed in where the link was opened ("" = nobody).
	SignedInUserID string
	// Switch: the reader agreed to leave SignedInUserID for the link's user.
	Switch bool
}

// NeedSwitch is the Data of the answer that asks before a link replaces
// another signed-in user; Account names the link's account, masked.
type NeedSwitch struct {
	NeedSwitch bool
	Account    string
}

// LoginByLink redeems a code once: the code's stream is appended at the
// version it was read at, so of parallel requests one wins and the others,
// judged again, find it used. A link never replaces another signed-in user
// unless the reader agreed (Switch); asking changes nothing.
func (s *Service) LoginByLink(ctx context.Context, meta events.Metadata, c LinkLogin) (Login, error) {
	code := strings.TrimSpace(c.Code)
	if !ValidLinkCode(code) {
		return Login{}, apperr.Invalid(msgLinkInvalid)
	}
	hash := linkHash(code)
	var login Login
	err := judgeAgain(func() error {
		link, err := s.loadLink(ctx, hash)
		if err != nil {
			return err
		}
		now := s.now()
		switch {
		case link.version == 0:
			return apperr.Invalid(msgLinkInvalid)
		case link.redeemed:
			return apperr.Invalid(msgLinkUsed)
		case !now.Before(link.expiresAt):
			return apperr.Invalid(msgLinkExpired)
		}
		acc, err := s.loadSessions(ctx, link.userID)
		if err != nil {
			return err
		}
		if !acc.live(link.sessionHash, now) {
			return apperr.Invalid(msgLinkVoid)
		}
		if c.SignedInUserID != "" && c.SignedInUserID != link.userID && !c.Switch {
			return &apperr.Error{Code: apperr.CodeConflict, Message: MsgLinkSwitch,
				Data: NeedSwitch{NeedSwitch: true, Account: maskPhone(acc.phone)}}
		}
		token, err := newToken()
		if err != nil {
			return err
		}
		m := meta
		m.ActorUserID = link.userID
		stream := events.AccountStream(link.userID)
		res, err := s.store.Append(ctx, m,
			events.Append{StreamID: events.LoginLinkStream(hash), ExpectedVersion: link.version,
				Events: []events.Event{events.LoginLinkRedeemed{UserID: link.userID, CodeHash: hash}}},
			events.Append{StreamID: stream, ExpectedVersion: acc.version,
				Events: []events.Event{events.SessionStarted{UserID: link.userID, SessionHash: TokenHash(token),
					ExpiresAt: now.Add(s.limits.SessionTTL).UTC(), Method: "link"}}})
		if err != nil {
			return err
		}
		login = Login{Token: token, UserID: link.userID, Position: res.Position, Stream: stream}
		return nil
	})
	return login, err
}

// maskPhone shows a phone as 139****5678, enough to recognise one's own.
func maskPhone(p string) string {
	if len(p) != 11 {
		return "***"
	}
	return p[:3] + "****" + p[7:]
}
