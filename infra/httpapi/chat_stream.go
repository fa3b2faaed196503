package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"zhiyuan/events/apperr"
	"zhiyuan/query/assistant"
)

// chatStream answers a question as server-sent events: meta, the tools, the text in pieces,
// then done (or error: nothing was stored).
type chatStream struct {
	chatID, title string
	turn          int
	run           func(ctx context.Context, sink assistant.Sink) (any, error)
}

// sseSink writes events and flushes each one, so the page shows the answer as it comes.
type sseSink struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

func (s sseSink) event(name string, v any) {
	b, _ := json.Marshal(v)
	fmt.Fprintf(s.w, "event: %s\ndata: %s\n\n", name, b)
	_ = s.rc.Flush()
}

func (s sseSink) Tool(name, label string) {
	s.event("tool", map[string]string{"Name": name, "Label": label})
}
func (s sseSink) Text(piece string) { s.event("delta", map[string]string{"Text": piece}) }

// serve streams the answer; it reports the envelope code it ended with.
func (cs chatStream) serve(ctx context.Context, w http.ResponseWriter, o Options) int {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-cache, no-store")
	h.Set("X-Accel-Buffering", "no") // a proxy in front must not hold the events back
	w.WriteHeader(http.StatusOK)
	sink := sseSink{w: w, rc: http.NewResponseController(w)}
	sink.event("meta", map[string]any{"ChatId": cs.chatID, "Title": cs.title, "TurnId": cs.turn})
	out, err := cs.run(ctx, sink)
	if err != nil {
		code, msg := apperr.CodeInternal, "回答失败，请稍后重试"
		if e, ok := apperr.As(err); ok {
			code, msg = e.Code, e.Message
		} else if o.databaseFailed(ctx, err) {
			code, msg = apperr.CodeUnavailable, unavailableMessage
		} else {
			o.Logger.Error("chat answer", "err", err)
		}
		sink.event("error", map[string]any{"Code": code, "Message": msg})
		return code
	}
	sink.event("done", out)
	return apperr.CodeOK
}
