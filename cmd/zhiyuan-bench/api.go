package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"time"
)

// apiClient speaks the product's API conventions: POST JSON, the envelope
// {Code, Data, Message}, the token header.
type apiClient struct {
	base string
	hc   *http.Client
}

func newAPIClient(base string) *apiClient {
	tr := &http.Transport{MaxIdleConns: 1000, MaxIdleConnsPerHost: 1000, MaxConnsPerHost: 1000, IdleConnTimeout: time.Minute}
	return &apiClient{base: base, hc: &http.Client{Transport: tr, Timeout: 30 * time.Second}}
}

type envelope struct {
	Code    int
	Data    json.RawMessage
	Message string
}

// call posts body to path as the client at ip (X-Forwarded-For, honoured by a
// server started with ZHIYUAN_TRUSTED_PROXIES=127.0.0.0/8) and decodes Data into out.
func (c *apiClient) call(ctx context.Context, path, token, ip string, body, out any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, bytes.NewReader(b))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("terminalType", "PC")
	if token != "" {
		req.Header.Set("token", token)
	}
	if ip != "" {
		req.Header.Set("X-Forwarded-For", ip)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	var env envelope
	if err := json.Unmarshal(raw, &env); err != nil {
		return fmt.Errorf("%s: HTTP %d, not an envelope: %.200s", path, resp.StatusCode, raw)
	}
	if env.Code != 0 {
		return fmt.Errorf("%s: Code %d: %s", path, env.Code, env.Message)
	}
	if out != nil {
		return json.Unmarshal(env.Data, out)
	}
	return nil
}

var smsCode = regexp.MustCompile(`\d{6}`)

// latestCode reads the code from the development profile's GET /dev/sms.
func (c *apiClient) latestCode(ctx context.Context, phone string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/dev/sms?phone="+phone, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var m struct{ Text string }
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil {
		return "", err
	}
	code := smsCode.FindString(m.Text)
	if code == "" {
		return "", fmt.Errorf("/dev/sms for %s: no code in %q", phone, m.Text)
	}
	return code, nil
}

// login registers or logs in a phone through the real SMS flow and returns the token.
func (c *apiClient) login(ctx context.Context, phone, ip string) (string, error) {
	code, err := c.sendCode(ctx, phone, ip)
	if err != nil {
		return "", err
	}
	return c.codeLogin(ctx, phone, code, ip)
}

// sendCode asks for a login code (Auth/SendValidateCode) and reads it back
// from the development profile's `GET /dev/sms`.
func (c *apiClient) sendCode(ctx context.Context, phone, ip string) (string, error) {
	if err := c.call(ctx, "/api/Auth/SendValidateCode", "", ip, map[string]string{"Phone": phone}, nil); err != nil {
		return "", err
	}
	return c.latestCode(ctx, phone)
}

// codeLogin is Auth/ValidateCodeLoginOrRegister; it returns the session token.
func (c *apiClient) codeLogin(ctx context.Context, phone, code, ip string) (string, error) {
	var data struct{ Token string }
	if err := c.call(ctx, codeLoginPath, "", ip, map[string]string{"Phone": phone, "Code": code}, &data); err != nil {
		return "", err
	}
	if data.Token == "" {
		return "", fmt.Errorf("login of %s answered no token", phone)
	}
	return data.Token, nil
}

const codeLoginPath = "/api/Auth/ValidateCodeLoginOrRegister"

// benchPhone is the i-th test phone (a valid mainland mobile number) and
// benchIP a distinct private client address for it, so each user stays under
// the per-IP SMS limits without a captcha.
func benchPhone(i int) string { return fmt.Sprintf("139%08d", i) }
func benchIP(i int) string    { return fmt.Sprintf("10.%d.%d.%d", i/62500%250, i/250%250, i%250+1) }
