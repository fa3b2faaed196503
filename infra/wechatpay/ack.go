package wechatpay

import (
	"encoding/json"
	"net/http"
)

// Ack answers a notification as handled. WeChat accepts any 2xx; 204 with no
// body is the documented success answer, so it stops retrying.
func Ack(w http.ResponseWriter) {
	w.WriteHeader(http.StatusNoContent)
}

// Fail answers a notification as not handled (500) so WeChat retries it.
func Fail(w http.ResponseWriter, message string) {
	FailStatus(w, http.StatusInternalServerError, message)
}

// FailStatus is Fail with a chosen 4xx/5xx status; anything else becomes
// 500. WeChat retries on every non-2xx answer.
func FailStatus(w http.ResponseWriter, status int, message string) {
	if status < 400 || status > 599 {
		status = http.StatusInternalServerError
	}
	body, _ := json.Marshal(struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	}{"FAIL", message})
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}
