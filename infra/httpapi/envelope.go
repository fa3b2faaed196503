// Package httpapi is the HTTP adapter: the API conventions of SPEC §7 (POST
// JSON to /api/<Area>/<Action>, the {Code, Data, Message} envelope), the route
// table that says which side owns each endpoint, and the operational endpoints.
package httpapi

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"zhiyuan/events/apperr"
)

// Envelope is every API answer.
type Envelope struct {
	Code    int
	Data    any
	Message string
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// Noted is a successful answer whose Message says more than 成功 (an empty list
// that explains why it is empty, for example). Handlers return it as their data.
type Noted struct {
	Data    any
	Message string
}

func writeOK(w http.ResponseWriter, data any) {
	msg := "成功"
	if n, ok := data.(Noted); ok {
		data = n.Data
		if n.Message != "" {
			msg = n.Message
		}
	}
	writeJSON(w, http.StatusOK, Envelope{Code: apperr.CodeOK, Data: data, Message: msg})
}

// writeError answers an error envelope. Business outcomes (validation, login,
// captcha, conflicts, limits, an unknown college or major) are HTTP 200 with
// their Code, so the page handles them without the browser logging a failed
// request; a request the API cannot even read gets a matching HTTP status too.
func writeError(w http.ResponseWriter, log *slog.Logger, err error) {
	if e, ok := apperr.As(err); ok {
		status := http.StatusOK
		switch e.Code {
		case apperr.CodeTooLarge:
			status = e.Code
		case httpBadRequest:
			status = http.StatusBadRequest
		}
		code := e.Code
		if code == httpBadRequest {
			code = apperr.CodeInvalid
		}
		writeJSON(w, status, Envelope{Code: code, Data: e.Data, Message: e.Message})
		return
	}
	log.Error("request failed", "err", err)
	writeJSON(w, http.StatusInternalServerError, Envelope{Code: apperr.CodeInternal, Message: "服务器繁忙，请稍后重试"})
}

// httpBadRequest marks a malformed request body (answered with HTTP 400, Code 400).
const httpBadRequest = 1400

func badRequest(msg string) *apperr.Error { return &apperr.Error{Code: httpBadRequest, Message: msg} }
