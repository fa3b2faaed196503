package httpapi

import (
	"context"
	"net/http"

	"zhiyuan/events/apperr"
)

// Database is what the HTTP adapter knows of the database's health.
type Database interface {
	// Err is nil while the database answers, else why not.
	Err() error
	// Failed reports whether err comes from the database being away.
	Failed(ctx context.Context, err error) bool
}

// unavailableMessage answers every call while the database is away: a
// passing outage, not a fault of the request (HTTP 503, never 500).
const unavailableMessage = "服务暂时不可用，请稍后再试"

// retryAfter is the Retry-After of those answers, in seconds: the embedded
// mode restarts its Postgres in about that time.
const retryAfter = "2"

func writeUnavailable(w http.ResponseWriter) {
	w.Header().Set("Retry-After", retryAfter)
	writeJSON(w, http.StatusServiceUnavailable, Envelope{Code: apperr.CodeUnavailable, Message: unavailableMessage})
}

// databaseDown: the database is known to be away, so a call need not try.
func (o Options) databaseDown() bool { return o.Database != nil && o.Database.Err() != nil }

// databaseFailed: an error that is no business outcome came from the database
// being away (asked afresh when the error alone does not say).
func (o Options) databaseFailed(ctx context.Context, err error) bool {
	if _, ok := apperr.As(err); ok || o.Database == nil {
		return false
	}
	return o.Database.Failed(ctx, err)
}
