package llm

import (
	"context"
	"fmt"
	"strings"
	"unicode"

	"zhiyuan/query/assistant"
)

// excerptRunes keeps error texts loggable on one line.
const excerptRunes = 200

// StatusError is a non-2xx answer of the provider. It matches
// assistant.ErrModelUnavailable.
type StatusError struct {
	Status  int
	Excerpt string // the start of the answer body, the API key removed
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("llm: provider answered HTTP %d: %s", e.Status, e.Excerpt)
}

// Is makes errors.Is(err, assistant.ErrModelUnavailable) true.
func (e *StatusError) Is(target error) bool { return target == assistant.ErrModelUnavailable }

// unavailable wraps a failure so the engine falls back to its rules; a done
// ctx is wrapped too, so callers can tell a timeout from a provider failure.
func unavailable(ctx context.Context, what string, err error) error {
	if ce := ctx.Err(); ce != nil {
		return fmt.Errorf("%w: llm: %s: %w", assistant.ErrModelUnavailable, what, ce)
	}
	if err == nil {
		return fmt.Errorf("%w: llm: %s", assistant.ErrModelUnavailable, what)
	}
	return fmt.Errorf("%w: llm: %s: %w", assistant.ErrModelUnavailable, what, err)
}

// excerpt makes provider text safe to log: the key removed (before cutting,
// so no prefix of it survives), whitespace collapsed, at most excerptRunes.
func excerpt(text, key string) string {
	if key != "" {
		text = strings.ReplaceAll(text, key, "[redacted]")
	}
	text = strings.Join(strings.FieldsFunc(text, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r)
	}), " ")
	if r := []rune(text); len(r) > excerptRunes {
		return string(r[:excerptRunes]) + "…"
	}
	return text
}
