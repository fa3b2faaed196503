package apifuzz

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
)

// envelope is an API answer as the suite reads it.
type envelope struct {
	Code    int
	Data    json.RawMessage
	Message string
}

// client is the suite's well-behaved side: it makes the accounts the round abuses.
type client struct {
	t    Target
	http *http.Client
	ip   string
}

func (c *client) call(ctx context.Context, path, token string, body any) (envelope, error) {
	b, _ := json.Marshal(body)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.t.URL+path, bytes.NewReader(b))
	if err != nil {
		return envelope{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", c.ip)
	if token != "" {
		req.Header.Set("token", token)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return envelope{}, err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var e envelope
	if err := json.Unmarshal(raw, &e); err != nil {
		return e, fmt.Errorf("%s: not an envelope (HTTP %d): %.200s", path, resp.StatusCode, raw)
	}
	return e, nil
}

// ok calls and wants Code 0, solving a captcha (its answer read from the
// database, as the tests do) when the server asks for one.
func (c *client) ok(ctx context.Context, path, token string, body map[string]any, out any) error {
	e, err := c.call(ctx, path, token, body)
	if err == nil && e.Code == 113 {
		var cp struct{ CaptchaId string }
		if ce, err := c.call(ctx, "/api/Auth/GetCaptcha", "", nil); err == nil {
			_ = json.Unmarshal(ce.Data, &cp)
		}
		var answer string
		if err := c.t.DB.QueryRow(ctx, `SELECT answer FROM captchas WHERE id = $1`, cp.CaptchaId).Scan(&answer); err != nil {
			return fmt.Errorf("captcha answer: %w", err)
		}
		body["CaptchaId"], body["CaptchaCode"] = cp.CaptchaId, answer
		e, err = c.call(ctx, path, token, body)
	}
	if err != nil {
		return err
	}
	if e.Code != 0 {
		return fmt.Errorf("%s: Code %d %s", path, e.Code, e.Message)
	}
	if out != nil {
		return json.Unmarshal(e.Data, out)
	}
	return nil
}

var smsCode = regexp.MustCompile(`验证码是(\d{6})`)

func (c *client) sms(ctx context.Context, phone string) (string, error) {
	if c.t.SMS != nil {
		return c.t.SMS(ctx, phone)
	}
	resp, err := c.http.Get(c.t.URL + "/dev/sms?phone=" + url.QueryEscape(phone))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var m struct{ Text string }
	err = json.NewDecoder(resp.Body).Decode(&m)
	return m.Text, err
}

// login signs a phone in by SMS code (registering it), reading the code from /dev/sms.
func (c *client) login(ctx context.Context, phone string) (token, userID string, err error) {
	if err := c.ok(ctx, "/api/Auth/SendValidateCode", "", map[string]any{"Phone": phone}, nil); err != nil {
		return "", "", err
	}
	text, err := c.sms(ctx, phone)
	if err != nil {
		return "", "", err
	}
	code := smsCode.FindStringSubmatch(text)
	if code == nil {
		return "", "", fmt.Errorf("no SMS code for %s", phone)
	}
	var ld struct{ Token, UserId string }
	err = c.ok(ctx, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]any{"Phone": phone, "Code": code[1]}, &ld)
	return ld.Token, ld.UserId, err
}

// setUp makes A (the caller, with an exam profile and spare sessions), B (the
// other user whose ids A sends) and C (logged out: an ended token).
func setUp(ctx context.Context, c *client, g *gen, spares int) (*actors, error) {
	a := &actors{}
	suffix := g.r.IntN(1e7)
	phone := func(n int) string { return fmt.Sprintf("199%d%07d", n, suffix) }
	var err error
	if a.own, a.ownID, err = c.login(ctx, phone(1)); err != nil {
		return nil, fmt.Errorf("user A: %w", err)
	}
	a.loginName = fmt.Sprintf("fuzz%07d", suffix)
	const password = "fuzzPass2025"
	steps := []struct {
		path string
		body map[string]any
	}{
		{"/api/Auth/SetInitialLoginName", map[string]any{"LoginName": a.loginName, "Password": password}},
		{"/api/User/UpdateUserExam", map[string]any{"ExamProvinceId": 44, "ExamYear": 2025, "SubjectType": 0,
			"SelectSubjects": []string{"物理", "化学", "生物"}}},
		{"/api/User/UpdateUserScore", map[string]any{"Score": 600, "IsFinal": true}},
	}
	for _, s := range steps {
		if err := c.ok(ctx, s.path, a.own, s.body, nil); err != nil {
			return nil, fmt.Errorf("user A: %w", err)
		}
	}
	for i := 0; i < spares; i++ {
		var ld struct{ Token string }
		if err := c.ok(ctx, "/api/Auth/Login", "", map[string]any{"LoginName": a.loginName, "Password": password}, &ld); err != nil {
			return nil, fmt.Errorf("user A spare session: %w", err)
		}
		a.spare = append(a.spare, ld.Token)
	}
	a.foreignPhone = phone(2)
	tokB, idB, err := c.login(ctx, a.foreignPhone)
	if err != nil {
		return nil, fmt.Errorf("user B: %w", err)
	}
	a.foreignID = idB
	a.markers = []string{fmt.Sprintf("乙方昵称%07d", suffix), fmt.Sprintf("乙方姓名%07d", suffix)}
	if err := c.ok(ctx, "/api/User/UpdateUserStudent", tokB, map[string]any{"NickName": a.markers[0],
		"StudentName": a.markers[1], "Sex": 2}, nil); err != nil {
		return nil, fmt.Errorf("user B: %w", err)
	}
	tokC, _, err := c.login(ctx, phone(3))
	if err != nil {
		return nil, fmt.Errorf("user C: %w", err)
	}
	if err := c.ok(ctx, "/api/Auth/Loginout", tokC, map[string]any{}, nil); err != nil {
		return nil, fmt.Errorf("user C: %w", err)
	}
	a.revoked = tokC
	return a, nil
}
