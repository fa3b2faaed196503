package httpapi

import (
	"strings"
	"time"

	"zhiyuan/command/account"
)

func getCaptcha(a *App, c *Call) (any, error) {
	if err := captchaLimits.allow(c.Meta.ClientIP, time.Now()); err != nil {
		return nil, err
	}
	id, img, err := a.Captcha.Generate()
	if err != nil {
		return nil, err
	}
	return map[string]string{"CaptchaId": id, "Image": img}, nil
}

type captchaFields struct {
	CaptchaId   string
	CaptchaCode string
}

func sendValidateCode(a *App, c *Call) (any, error) {
	var in struct {
		Phone string
		captchaFields
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if err := a.Accounts.SendCode(c.Ctx, c.Meta, account.SendCode{Phone: in.Phone, CaptchaID: in.CaptchaId, CaptchaCode: in.CaptchaCode}); err != nil {
		return nil, err
	}
	return map[string]any{"Sent": true, "ResendAfter": 60}, nil
}

func codeLogin(a *App, c *Call) (any, error) {
	var in struct {
		Phone, Code   string
		PolicyVersion string
		captchaFields
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	login, err := a.Accounts.LoginByCode(c.Ctx, c.Meta, account.CodeLogin{Phone: in.Phone, Code: in.Code,
		CaptchaID: in.CaptchaId, CaptchaCode: in.CaptchaCode, PolicyVersion: in.PolicyVersion})
	if err != nil {
		return nil, err
	}
	return loginAnswer(a, c, login)
}

func passwordLogin(a *App, c *Call) (any, error) {
	var in struct {
		LoginName, Password string
		PolicyVersion       string
		captchaFields
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	login, err := a.Accounts.LoginByPassword(c.Ctx, c.Meta, account.PasswordLogin{LoginName: in.LoginName,
		Password: in.Password, CaptchaID: in.CaptchaId, CaptchaCode: in.CaptchaCode, PolicyVersion: in.PolicyVersion})
	if err != nil {
		return nil, err
	}
	return loginAnswer(a, c, login)
}

// loginAnswer waits until the new session and the account are readable, so the
// token works on the very next request, then answers the login data.
func loginAnswer(a *App, c *Call, login account.Login) (any, error) {
	a.Waiter.WaitFor(c.Ctx, "sessions", login.Position)
	a.Waiter.WaitFor(c.Ctx, "profiles", login.Position)
	return loginData(a, c, login.UserID, login.Token)
}

func logout(a *App, c *Call) (any, error) {
	res, err := a.Accounts.Logout(c.Ctx, c.Meta, c.UserID, c.Token)
	if err != nil {
		return nil, err
	}
	a.Waiter.WaitFor(c.Ctx, "sessions", res.Position)
	if a.Media != nil { // the course media addresses given in this browser stop playing
		c.SetCookie(a.Media.ClearCookie(c.R))
	}
	return nil, nil
}

func setInitialLoginName(a *App, c *Call) (any, error) {
	var in struct{ LoginName, Password string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	res, err := a.Accounts.SetInitialLoginName(c.Ctx, c.Meta, c.UserID, account.SetLoginName{LoginName: in.LoginName, Password: in.Password})
	if err == nil {
		a.Waiter.WaitFor(c.Ctx, "profiles", res.Position)
	}
	return res, err
}

func updatePassword(a *App, c *Call) (any, error) {
	var in struct{ OldPassword, NewPassword string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	res, err := a.Accounts.UpdatePassword(c.Ctx, c.Meta, c.UserID, c.Token, in.OldPassword, in.NewPassword)
	if err == nil {
		a.Waiter.WaitFor(c.Ctx, "sessions", res.Position)
	}
	return res, err
}

func resetPassword(a *App, c *Call) (any, error) {
	var in struct {
		Phone, Code, NewPassword string
		captchaFields
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	res, err := a.Accounts.ResetPassword(c.Ctx, c.Meta, account.ResetPassword{Phone: in.Phone, Code: in.Code,
		NewPassword: in.NewPassword, CaptchaID: in.CaptchaId, CaptchaCode: in.CaptchaCode})
	if err == nil {
		a.Waiter.WaitFor(c.Ctx, "sessions", res.Position) // old sessions are gone before we answer
	}
	return res, err
}

// loginStatus answers the login data for a valid token, or null.
func loginStatus(a *App, c *Call) (any, error) {
	var in struct{ Token string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	token := strings.TrimSpace(in.Token)
	if token == "" {
		token = c.R.Header.Get("token")
	}
	s, err := a.Auth.Authenticate(c.Ctx, token)
	if err != nil {
		return nil, nil
	}
	waitFor(a, c, "membership")
	return loginData(a, c, s.UserID, token)
}

func checkLoginNameExists(a *App, c *Call) (any, error) {
	var in struct{ LoginName string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	exists, err := a.Users.CheckLoginNameExists(c.Ctx, strings.ToLower(strings.TrimSpace(in.LoginName)))
	return map[string]bool{"Exists": exists}, err
}
