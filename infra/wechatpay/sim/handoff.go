package sim

import (
	"encoding/json"
	"errors"
	"net/http"
)

// HandedNotice is a success notification the simulator signed and handed to the caller instead
// of delivering it: the headers WeChat would send and the body, byte for byte.
type HandedNotice struct {
	Header map[string]string `json:"header"`
	Body   string            `json:"body"`
}

// handOver answers POST /notice: the order is paid quietly (when still unpaid) and its signed
// notification is returned rather than posted. Load tests post these themselves, so the cost
// of WeChat's own signing stays out of the merchant's measured handling, as it does in
// production, where WeChat signs on its own machines.
func (s *Simulator) handOver(w http.ResponseWriter, r *http.Request) {
	no := r.PostFormValue("out_trade_no")
	// Already paid is fine: the notification of a paid order can be handed over again.
	if err := s.PayQuietly(no); err != nil && !errors.Is(err, ErrState) {
		s.handOverError(w, err)
		return
	}
	h, body, err := s.SignedPaymentNotification(no, "")
	if err != nil {
		s.handOverError(w, err)
		return
	}
	out := HandedNotice{Header: map[string]string{}, Body: string(body)}
	for k := range h {
		out.Header[k] = h.Get(k)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_ = json.NewEncoder(w).Encode(out)
}

func (s *Simulator) handOverError(w http.ResponseWriter, err error) {
	http.Error(w, "操作失败："+err.Error(), actionStatus(err))
}
