package sim

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"

	"zhiyuan/infra/wechatpay"
)

// Delivery records one attempt to deliver a notification.
type Delivery struct {
	NotificationID string
	EventType      string
	Attempt        int  // 1-based within the retry schedule
	Duplicate      bool // the extra delivery after success (Config.Duplicates)
	Status         int  // HTTP status, 0 on transport error
	Err            string
	At             time.Time
}

// Deliveries returns the delivery log for an out_trade_no or out_refund_no.
func (s *Simulator) Deliveries(key string) []Delivery {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Delivery(nil), s.deliveries[key]...)
}

// notify encrypts payload into a notification envelope and delivers it in
// the background on the retry schedule. key names the delivery log.
func (s *Simulator) notify(key, notifyURL, eventType, summary, originalType string, payload any) {
	body, err := s.envelope(eventType, summary, originalType, payload)
	if err != nil {
		s.cfg.Logger.Error("wechatpay sim: build notification", "key", key, "err", err)
		return
	}
	var env struct {
		ID string `json:"id"`
	}
	_ = json.Unmarshal(body, &env)
	s.goBackground(func() { s.deliver(key, notifyURL, env.ID, eventType, body) })
}

func (s *Simulator) envelope(eventType, summary, originalType string, payload any) ([]byte, error) {
	plain, err := json.Marshal(payload)
	if err != nil {
		return nil, err
	}
	nonce := wechatpay.NewNonce(12)
	ct, err := wechatpay.EncryptResource(s.cfg.APIv3Key, originalType, nonce, plain)
	if err != nil {
		return nil, err
	}
	return json.Marshal(wechatpay.Notification{
		ID: newUUID(), CreateTime: wxTime(s.cfg.Now()), EventType: eventType,
		ResourceType: wechatpay.ResourceTypeEncrypted, Summary: summary,
		Resource: wechatpay.Resource{
			Algorithm: wechatpay.AlgorithmAEADAES256GCM, Ciphertext: ct,
			AssociatedData: originalType, OriginalType: originalType, Nonce: nonce,
		},
	})
}

func (s *Simulator) deliver(key, notifyURL, id, eventType string, body []byte) {
	for i, wait := range s.cfg.Retry {
		if !s.sleep(wait) {
			return
		}
		if s.attempt(key, notifyURL, id, eventType, body, i+1, false) {
			if s.cfg.Duplicates {
				s.attempt(key, notifyURL, id, eventType, body, i+1, true)
			}
			return
		}
	}
	s.cfg.Logger.Warn("wechatpay sim: notification given up", "key", key, "id", id)
}

// attempt POSTs once, freshly signed, and reports whether it was acknowledged.
func (s *Simulator) attempt(key, notifyURL, id, eventType string, body []byte, n int, dup bool) bool {
	d := Delivery{NotificationID: id, EventType: eventType, Attempt: n, Duplicate: dup, At: s.cfg.Now()}
	err := s.post(notifyURL, body, &d.Status)
	if err != nil {
		d.Err = err.Error()
	}
	s.mu.Lock()
	s.deliveries[key] = append(s.deliveries[key], d)
	s.mu.Unlock()
	s.cfg.Logger.Info("wechatpay sim: notification delivered", "key", key, "event", eventType,
		"attempt", n, "duplicate", dup, "status", d.Status, "err", d.Err)
	return err == nil
}

func (s *Simulator) post(notifyURL string, body []byte, status *int) error {
	req, err := http.NewRequestWithContext(s.ctx, http.MethodPost, notifyURL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Mozilla/4.0 (WeChatPay Simulator)")
	if err := s.signHeader(req.Header, body); err != nil {
		return err
	}
	resp, err := s.cfg.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	*status = resp.StatusCode
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return fmt.Errorf("receiver answered %d", resp.StatusCode)
	}
	return nil
}

// newUUID makes a random version-4 UUID like WeChat's notification ids.
func newUUID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}
