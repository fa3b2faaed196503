package events

import "time"

// CardBatchStream holds one batch of activation cards; CardStream one card.
func CardBatchStream(batchID string) string { return "cardbatch-" + batchID }
func CardStream(number string) string       { return "card-" + number }

// CardGuardStream counts activation attempts of one user ("user:<id>") or one network
// ("ip:<address>"): the guessing limits.
func CardGuardStream(key string) string { return "cardguard-" + key }

// CardBatchIssued: an operator generated a batch of cards for a product.
type CardBatchIssued struct {
	BatchID     string    `json:"batch_id"`
	ProductCode string    `json:"product_code"`
	ProductName string    `json:"product_name"`
	Kind        string    `json:"kind,omitempty"` // the product's kind (ProductBySeason: Days 0)
	Days        int       `json:"days"`
	Rights      []string  `json:"rights"`
	Count       int       `json:"count"`
	ExpiresAt   time.Time `json:"expires_at"`
	Note        string    `json:"note,omitempty"`
}

// CardIssued: one card of a batch. SecretHash is a keyed hash of the secret; the secret itself
// is never stored.
type CardIssued struct {
	Number     string `json:"number"`
	BatchID    string `json:"batch_id"`
	SecretHash string `json:"secret_hash"`
}

// CardBatchVoided: no card of the batch can be activated any more (grants made stand).
type CardBatchVoided struct {
	BatchID string `json:"batch_id"`
	Reason  string `json:"reason"`
}

// CardRedeemed: a user activated the card; it cannot be used again.
type CardRedeemed struct {
	Number  string `json:"number"`
	BatchID string `json:"batch_id"`
	UserID  string `json:"user_id"`
}

// Why an activation failed (recorded, never told: the user gets one generic answer).
const (
	CardNoSuchCard = "no_such_card"
	CardBadSecret  = "bad_secret"
	CardUsed       = "used"
	CardVoided     = "voided"
	CardExpired    = "expired"
	CardLocked     = "card_locked"
)

// CardAttempted reserves one activation attempt before the secret is checked, on the user's
// and the network's guard streams and the card's own stream when the card exists, each at the
// version its count was made on: N attempts at once are counted as N.
type CardAttempted struct {
	Number   string `json:"number"`
	UserID   string `json:"user_id"`
	ClientIP string `json:"client_ip"`
}

// CardAttemptPassed: the reserved attempt activated the card (it is not a failure).
type CardAttemptPassed struct {
	Number string `json:"number"`
}

// CardRedeemFailed: why a reserved attempt failed, on the user's guard stream (the audit).
type CardRedeemFailed struct {
	Number string `json:"number"`
	UserID string `json:"user_id"`
	Reason string `json:"reason"`
}

func (CardBatchIssued) EventType() string   { return "card.batch_issued" }
func (CardIssued) EventType() string        { return "card.issued" }
func (CardBatchVoided) EventType() string   { return "card.batch_voided" }
func (CardRedeemed) EventType() string      { return "card.redeemed" }
func (CardRedeemFailed) EventType() string  { return "card.redeem_failed" }
func (CardAttempted) EventType() string     { return "card.attempted" }
func (CardAttemptPassed) EventType() string { return "card.attempt_passed" }

func registerCards(r *Registry) {
	for _, e := range []Event{CardBatchIssued{}, CardIssued{}, CardBatchVoided{}, CardRedeemed{}, CardRedeemFailed{}, CardAttempted{}, CardAttemptPassed{}} {
		r.Register(e, 1)
	}
}
