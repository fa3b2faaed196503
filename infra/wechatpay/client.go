package wechatpay

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"runtime"
	"strings"
	"time"
)

// DefaultBaseURL is the production API host.
const DefaultBaseURL = "https://api.mch.weixin.qq.com"

// maxAnswer bounds what we read from an answer; real ones are a few KB.
const maxAnswer = 1 << 20

var userAgent = "zhiyuan-wechatpay/1 (" + runtime.GOOS + "; " + runtime.GOARCH + ") " + runtime.Version()

// Client calls the WeChat Pay API v3 as one merchant. Every request is
// signed with the merchant key and every answer (errors included) must carry
// a valid platform signature, or the call fails with ErrSignature.
type Client struct {
	BaseURL  string // DefaultBaseURL, or the simulator's URL (may include a path prefix)
	Merchant Merchant
	Verifier *Verifier
	HTTP     *http.Client     // nil: a client with a 30 s timeout
	Now      func() time.Time // nil: time.Now
}

var defaultHTTP = &http.Client{Timeout: 30 * time.Second}

func (c *Client) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// do sends one signed call. in == nil means no body; out == nil ignores the
// answer body. path must already be escaped.
func (c *Client) do(ctx context.Context, method, path string, query url.Values, in, out any) error {
	if err := c.Merchant.Validate(); err != nil {
		return err
	}
	if c.Verifier == nil {
		return fmt.Errorf("%w: nil Verifier", ErrConfig)
	}
	status, header, answer, err := c.send(ctx, method, path, query, in)
	if err != nil {
		return err
	}
	if err := c.Verifier.VerifyHeader(header, answer, c.now()); err != nil {
		return unverified(status, err)
	}
	if status < 200 || status > 299 {
		return apiError(status, answer)
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(answer, out); err != nil {
		return fmt.Errorf("%w: answer: %v", ErrMalformed, err)
	}
	return nil
}

// unverified wraps the verification failure of an answer. An unverified
// error answer is not trusted either: its code could be forged (e.g.
// ORDERPAID), so it is not returned as *APIError.
func unverified(status int, err error) error {
	if errors.Is(err, ErrSignature) {
		return fmt.Errorf("wechatpay: HTTP %d answer: %w", status, err)
	}
	return fmt.Errorf("wechatpay: HTTP %d answer: %w: %w", status, ErrSignature, err)
}

// apiError reads a verified non-2xx answer.
func apiError(status int, answer []byte) error {
	apiErr := &APIError{Status: status}
	if json.Unmarshal(answer, apiErr) != nil || apiErr.Code == "" {
		apiErr.Code, apiErr.Message = http.StatusText(status), string(answer)
	}
	return apiErr
}

// send signs and sends one call and reads the answer; it verifies nothing.
func (c *Client) send(ctx context.Context, method, path string, query url.Values, in any) (int, http.Header, []byte, error) {
	if err := c.Merchant.Validate(); err != nil {
		return 0, nil, nil, err
	}
	base := c.BaseURL
	if base == "" {
		base = DefaultBaseURL
	}
	u, err := url.Parse(strings.TrimRight(base, "/") + path)
	if err != nil {
		return 0, nil, nil, fmt.Errorf("%w: url: %v", ErrConfig, err)
	}
	if len(query) > 0 {
		u.RawQuery = query.Encode()
	}
	var body []byte
	if in != nil {
		if body, err = json.Marshal(in); err != nil {
			return 0, nil, nil, fmt.Errorf("wechatpay: encode request: %w", err)
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, u.String(), bytes.NewReader(body))
	if err != nil {
		return 0, nil, nil, fmt.Errorf("wechatpay: request: %w", err)
	}
	// Sign exactly what goes on the wire: the escaped path and query.
	auth, err := SignRequest(c.Merchant, method, req.URL.RequestURI(), body, c.now())
	if err != nil {
		return 0, nil, nil, err
	}
	req.Header.Set("Authorization", auth)
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", userAgent)
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	hc := c.HTTP
	if hc == nil {
		hc = defaultHTTP
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, nil, nil, fmt.Errorf("wechatpay: %s %s: %w", method, u.Path, err)
	}
	defer resp.Body.Close()
	answer, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer+1))
	if err != nil {
		return 0, nil, nil, fmt.Errorf("wechatpay: read answer: %w", err)
	}
	if len(answer) > maxAnswer {
		return 0, nil, nil, fmt.Errorf("%w: answer larger than %d bytes", ErrMalformed, maxAnswer)
	}
	return resp.StatusCode, resp.Header, answer, nil
}
