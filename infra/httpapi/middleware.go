package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"runtime/debug"

	"github.com/google/uuid"

	"zhiyuan/events/apperr"
)

type ctxKey int

const requestIDKey ctxKey = 1

// requestID takes the caller's X-Request-Id (if sane) or makes one, and echoes it.
func requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if !saneRequestID(id) {
			id = uuid.NewString()
		}
		w.Header().Set("X-Request-Id", id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestIDKey, id)))
	})
}

// RequestIDOf returns the request id of a request context.
func RequestIDOf(ctx context.Context) string {
	s, _ := ctx.Value(requestIDKey).(string)
	return s
}

// recoverer turns a panic into a logged error envelope instead of a dropped connection.
func recoverer(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				log.Error("panic in request", "path", r.URL.Path, "request_id", RequestIDOf(r.Context()),
					"panic", p, "stack", string(debug.Stack()))
				writeJSON(w, http.StatusInternalServerError, Envelope{Code: apperr.CodeInternal, Message: "服务器内部错误，请稍后重试"})
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// saneRequestID accepts 1-64 letters, digits and - _ . : only: the id goes
// into every event's metadata, the logs and the audit trail as it is.
func saneRequestID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == ':') {
			return false
		}
	}
	return true
}
