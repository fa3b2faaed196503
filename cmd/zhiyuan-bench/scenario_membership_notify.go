package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// handedNotice is the simulator's answer to POST /dev/wechatpay/notice: a success notification
// signed and encrypted as WeChat sends it, handed over instead of delivered.
type handedNotice struct {
	Header map[string]string `json:"header"`
	Body   string            `json:"body"`
}

// createOrder is Payment/WechatQRCodePay for student u (from an address of their own) and a
// product; it answers the order number.
func createOrder(ctx context.Context, client *apiClient, tokens []string, u int, product string) (string, error) {
	var s struct{ OrderNo string }
	err := client.call(ctx, "/api/Payment/WechatQRCodePay", tokens[u], fmt.Sprintf("10.79.%d.%d", u/250, 1+u%250),
		map[string]any{"ProductId": product}, &s)
	return s.OrderNo, err
}

// prepareNotices creates n orders (two per student, one of each product, so none is offered
// again) and has the simulator pay each quietly and hand over its signed notification. All of
// it runs before the measured window: in production WeChat signs on its own machines, so the
// signing is not the merchant's cost.
func prepareNotices(ctx context.Context, client *apiClient, tokens []string, n int) ([]handedNotice, time.Duration, error) {
	out := make([]handedNotice, n)
	sim := &http.Client{Timeout: 30 * time.Second}
	took, err := parallel(ctx, n, 8, 5*time.Minute, func(ctx context.Context, i int) error {
		no, err := createOrder(ctx, client, tokens, i/len(memberProducts), memberProducts[i%len(memberProducts)])
		if err != nil {
			return fmt.Errorf("order %d: %w", i, err)
		}
		resp, err := sim.Post(client.base+"/dev/wechatpay/notice", "application/x-www-form-urlencoded",
			strings.NewReader(url.Values{"out_trade_no": {no}}.Encode()))
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("simulator notice for %s: HTTP %d %.200s", no, resp.StatusCode, b)
		}
		return json.Unmarshal(b, &out[i])
	})
	return out, took, err
}

// postNotice delivers a handed notification to the notify endpoint as WeChat does and expects
// the acknowledgement (200 or 204).
func postNotice(ctx context.Context, client *apiClient, n handedNotice) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, client.base+"/api/Payment/WechatNotify", bytes.NewReader([]byte(n.Body)))
	if err != nil {
		return err
	}
	for k, v := range n.Header {
		req.Header.Set(k, v)
	}
	resp, err := client.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusNoContent {
		return fmt.Errorf("WechatNotify: HTTP %d %.200s", resp.StatusCode, b)
	}
	return nil
}
