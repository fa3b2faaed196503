package llm_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"zhiyuan/infra/llm/llmtest"
)

func TestCancelStopsAStalledStream(t *testing.T) {
	srv := llmtest.NewServer(t, testKey, llmtest.Turn{Text: []string{"开头"}, Stall: true})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got, onText := collect()
	start := time.Now()
	_, err := newClient(t, srv, testKey).Complete(ctx, ask("q"), nil, func(s string) {
		onText(s)
		cancel() // the caller gives up after the first piece
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
	wantUnavailable(t, err)
	if len(*got) != 1 || time.Since(start) > 5*time.Second {
		t.Errorf("pieces %q after %v", *got, time.Since(start))
	}
}

func TestDeadlineEndsAStalledStream(t *testing.T) {
	srv := llmtest.NewServer(t, testKey, llmtest.Turn{Stall: true})
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err := newClient(t, srv, testKey).Complete(ctx, ask("q"), nil, nil)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err = %v, want context.DeadlineExceeded", err)
	}
	wantUnavailable(t, err)
}

func TestCancelledBeforeSendingSendsNothing(t *testing.T) {
	srv := llmtest.NewServer(t, testKey, llmtest.Text("unused"))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := newClient(t, srv, testKey).Complete(ctx, ask("q"), nil, nil)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v", err)
	}
	if n := len(srv.Requests()); n != 0 {
		t.Errorf("%d requests sent with a cancelled context", n)
	}
}

// A caller that gave up gets no answer even if the rest was already buffered.
func TestCancelDuringTheLastPieceIsAnError(t *testing.T) {
	srv := llmtest.NewServer(t, testKey, llmtest.Text("一", "二"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, err := newClient(t, srv, testKey).Complete(ctx, ask("q"), nil, func(s string) {
		if s == "二" {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}
