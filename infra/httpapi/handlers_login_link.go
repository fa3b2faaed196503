package httpapi

import (
	"time"

	"zhiyuan/command/account"
	"zhiyuan/events/apperr"
)

// createLoginLink answers a one-time code for a link (`Token=`) that signs the
// caller in elsewhere (docs/API-ACCOUNT.md, Login links).
func createLoginLink(a *App, c *Call) (any, error) {
	link, err := a.Accounts.CreateLoginLink(c.Ctx, c.Meta, c.UserID, c.Token)
	if err != nil {
		return nil, err
	}
	return map[string]any{"LinkCode": link.Code, "ExpiresAt": link.ExpiresAt.Format(time.RFC3339),
		"ExpiresIn": int(account.LinkTTL / time.Second), "Position": link.Position}, nil
}

// loginByLink exchanges a link's code for a session. The token header, when
// it names a live session, is the user signed in where the link was opened:
// the command asks before replacing them.
func loginByLink(a *App, c *Call) (any, error) {
	var in struct {
		LinkCode string
		Switch   bool
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	signedIn := ""
	if c.Token != "" {
		s, err := a.Auth.Authenticate(c.Ctx, c.Token)
		if e, ok := apperr.As(err); err != nil && (!ok || e.Code != apperr.CodeLoginRequired) {
			return nil, err
		}
		signedIn = s.UserID
	}
	login, err := a.Accounts.LoginByLink(c.Ctx, c.Meta, account.LinkLogin{Code: in.LinkCode, SignedInUserID: signedIn, Switch: in.Switch})
	if err != nil {
		return nil, err
	}
	return loginAnswer(a, c, login)
}
