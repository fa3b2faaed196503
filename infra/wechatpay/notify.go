package wechatpay

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Notification event types we handle.
const (
	EventTransactionSuccess = "TRANSACTION.SUCCESS"
	EventRefundSuccess      = "REFUND.SUCCESS"
	EventRefundAbnormal     = "REFUND.ABNORMAL"
	EventRefundClosed       = "REFUND.CLOSED"
)

// ResourceTypeEncrypted is the resource_type of every v3 notification.
const ResourceTypeEncrypted = "encrypt-resource"

// Notification is the JSON envelope WeChat POSTs to notify_url.
type Notification struct {
	ID           string    `json:"id"`
	CreateTime   time.Time `json:"create_time"`
	EventType    string    `json:"event_type"`
	ResourceType string    `json:"resource_type"`
	Summary      string    `json:"summary"`
	Resource     Resource  `json:"resource"`
}

// Resource is the encrypted payload of a notification.
type Resource struct {
	Algorithm      string `json:"algorithm"`
	Ciphertext     string `json:"ciphertext"`
	AssociatedData string `json:"associated_data"`
	OriginalType   string `json:"original_type"`
	Nonce          string `json:"nonce"`
}

// ParseNotification verifies the Wechatpay-* headers over the exact body,
// then decodes the envelope and decrypts its resource. It returns the
// envelope and the plaintext (a Transaction or RefundNotice in JSON,
// depending on EventType). Nothing is decoded before the signature checks.
func ParseNotification(header http.Header, body []byte, v *Verifier, apiV3Key []byte, now time.Time) (Notification, []byte, error) {
	var n Notification
	if err := v.VerifyHeader(header, body, now); err != nil {
		return n, nil, err
	}
	if err := json.Unmarshal(body, &n); err != nil {
		return n, nil, fmt.Errorf("%w: notification envelope: %v", ErrMalformed, err)
	}
	if n.ID == "" || n.EventType == "" || n.Resource.Ciphertext == "" {
		return n, nil, fmt.Errorf("%w: notification lacks id, event_type or resource", ErrMalformed)
	}
	if n.Resource.Algorithm != AlgorithmAEADAES256GCM {
		return n, nil, fmt.Errorf("%w: %q", ErrAlgorithm, n.Resource.Algorithm)
	}
	plain, err := DecryptResource(apiV3Key, n.Resource.AssociatedData, n.Resource.Nonce, n.Resource.Ciphertext)
	if err != nil {
		return n, nil, err
	}
	return n, plain, nil
}

// DecodeTransaction unmarshals a TRANSACTION.* plaintext.
func DecodeTransaction(plaintext []byte) (Transaction, error) {
	var t Transaction
	if err := json.Unmarshal(plaintext, &t); err != nil {
		return t, fmt.Errorf("%w: transaction: %v", ErrMalformed, err)
	}
	return t, nil
}

// DecodeRefundNotice unmarshals a REFUND.* plaintext.
func DecodeRefundNotice(plaintext []byte) (RefundNotice, error) {
	var r RefundNotice
	if err := json.Unmarshal(plaintext, &r); err != nil {
		return r, fmt.Errorf("%w: refund notice: %v", ErrMalformed, err)
	}
	return r, nil
}
