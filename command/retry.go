package command

import (
	"context"
	"errors"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Retry runs a decision against fresh state until it appends without a conflict, allowing
// `conflicts` lost races; then (or when the request ends) it answers 409 with `busy`. The
// decision reloads what it reads on every try, so the winner's write is seen by the next.
func Retry(ctx context.Context, conflicts int, busy string, try func() (Result, error)) (Result, error) {
	for i := 0; ; i++ {
		res, err := try()
		if !errors.Is(err, events.ErrConflict) {
			return res, err
		}
		if i == conflicts || ctx.Err() != nil {
			return Result{}, apperr.Conflict(busy)
		}
	}
}
