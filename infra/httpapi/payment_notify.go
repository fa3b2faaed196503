package httpapi

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"time"

	"zhiyuan/command/payment"
	"zhiyuan/events"
)

// PayNotices verifies and decrypts the payment provider's notifications (WeChat Pay v3).
type PayNotices interface {
	// Parse answers the notice, or an error with the HTTP status to answer (NoticeError).
	Parse(h http.Header, body []byte) (payment.Notice, error)
}

// NoticeError is a notification refused before anything is stored.
type NoticeError struct {
	Status  int
	Message string
}

func (e *NoticeError) Error() string { return e.Message }

// NotifyPath is where WeChat posts its notifications (the notify_url of every order).
const NotifyPath = "/api/Payment/WechatNotify"

// notifyHandler answers WeChat's callback in WeChat's protocol (not the envelope): 204 only
// after the outcome is stored, 4xx for a notification that cannot be trusted, 503 when the
// database is away and 500 when the store failed otherwise (WeChat retries both).
func notifyHandler(o Options, m *metrics) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		w = sw
		defer func() { m.observe(NotifyPath, sw.status, time.Since(start)) }()
		if r.Method != http.MethodPost || o.App.PayNotices == nil || o.App.Payments == nil {
			noticeFail(w, http.StatusNotFound, "not found")
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 64<<10))
		if err != nil {
			noticeFail(w, http.StatusBadRequest, "body unreadable or too large")
			return
		}
		n, err := o.App.PayNotices.Parse(r.Header, body)
		var ne *NoticeError
		if errors.As(err, &ne) {
			o.Logger.Warn("payment notification refused", "status", ne.Status, "reason", ne.Message, "ip", o.TrustedProxies.ClientIP(r))
			noticeFail(w, ne.Status, ne.Message)
			return
		}
		if err != nil {
			noticeFail(w, http.StatusBadRequest, "unreadable notification")
			return
		}
		meta := events.Metadata{ActorUserID: "system:wechatpay", TerminalType: "wechatpay", RequestID: RequestIDOf(r.Context()),
			ClientIP: o.TrustedProxies.ClientIP(r), UserAgent: limit(r.UserAgent(), 300), Time: time.Now().UTC()}
		switch {
		case n.Payment != nil:
			outcome, _, err := o.App.Payments.Confirm(r.Context(), meta, *n.Payment, payment.ViaNotify)
			if errors.Is(err, payment.ErrUnknownOrder) {
				o.Logger.Error("payment notification for an unknown order", "order", n.Payment.OrderNo, "notification", n.ID)
				noticeFail(w, http.StatusNotFound, "unknown out_trade_no")
				return
			}
			if err != nil {
				o.Logger.Error("payment notification not stored", "order", n.Payment.OrderNo, "err", err)
				noticeFail(w, storeFailed(o, r, err), "not stored, retry")
				return
			}
			o.Logger.Info("payment notification", "order", n.Payment.OrderNo, "outcome", outcome, "notification", n.ID)
		case n.Refund != nil:
			if err := o.App.Payments.RefundOutcome(r.Context(), meta, n.Refund.OrderNo, n.Refund.GatewayRefund); err != nil &&
				!errors.Is(err, payment.ErrUnknownOrder) {
				noticeFail(w, storeFailed(o, r, err), "not stored, retry")
				return
			}
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

// storeFailed is the status of a notification not stored: 503 while the
// database is away, else 500; WeChat retries either.
func storeFailed(o Options, r *http.Request, err error) int {
	if o.databaseFailed(r.Context(), err) {
		return http.StatusServiceUnavailable
	}
	return http.StatusInternalServerError
}

func noticeFail(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"code": "FAIL", "message": msg})
}

// statusWriter remembers the status answered (the notify endpoint's metrics).
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (s *statusWriter) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}
