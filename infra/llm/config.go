package llm

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// ErrConfig is returned by New and NewTranscriber for unusable settings.
var ErrConfig = errors.New("llm: invalid configuration")

// maxAnswer bounds what we read from one answer; a full chat answer is a few KB.
const maxAnswer = 4 << 20

// defaultHTTP caps one call; the engine's own deadline is usually shorter.
var defaultHTTP = &http.Client{Timeout: 2 * time.Minute}

// Config is one OpenAI-compatible endpoint.
type Config struct {
	BaseURL    string       // e.g. https://api.deepseek.com/v1; the operation path is appended
	APIKey     string       // sent as a bearer token; empty for a local server without auth
	Model      string       // the provider's model name
	HTTPClient *http.Client // nil: a client with a 2-minute timeout
}

// endpoint checks cfg and returns the base URL without a trailing slash.
func (cfg Config) endpoint() (string, error) {
	u, err := url.Parse(strings.TrimSpace(cfg.BaseURL))
	if err != nil {
		return "", fmt.Errorf("%w: base url: %v", ErrConfig, err)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("%w: base url must be an http or https URL", ErrConfig)
	}
	// Credentials in the URL would end up in transport error texts.
	if u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%w: base url must not carry credentials, a query or a fragment", ErrConfig)
	}
	if strings.TrimSpace(cfg.Model) == "" {
		return "", fmt.Errorf("%w: model is required", ErrConfig)
	}
	// Checked here so the key never reaches net/http's header errors.
	if strings.ContainsFunc(cfg.APIKey, func(r rune) bool { return r <= ' ' || r == 0x7f }) {
		return "", fmt.Errorf("%w: api key contains spaces or control characters", ErrConfig)
	}
	return strings.TrimRight(u.String(), "/"), nil
}

func (cfg Config) httpClient() *http.Client {
	if cfg.HTTPClient != nil {
		return cfg.HTTPClient
	}
	return defaultHTTP
}
