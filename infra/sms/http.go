// Package sms holds the production SMS provider adapter.
package sms

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// HTTPProvider sends through an SMS gateway's HTTP API: POST JSON {phone, text}
// with a bearer key. Gateways with another shape sit behind a small adapter.
type HTTPProvider struct {
	url, key string
	client   *http.Client
}

func NewHTTPProvider(url, key string) *HTTPProvider {
	return &HTTPProvider{url: url, key: key, client: &http.Client{Timeout: 10 * time.Second}}
}

func (p *HTTPProvider) Send(ctx context.Context, phone, text string) error {
	body, _ := json.Marshal(map[string]string{"phone": phone, "text": text})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+p.key)
	resp, err := p.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("sms provider answered %s", resp.Status)
	}
	return nil
}
