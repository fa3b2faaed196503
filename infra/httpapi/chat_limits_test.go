package httpapi_test

import (
	"errors"
	"sync"
	"testing"
	"time"

	cchat "zhiyuan/command/chat"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/platform/platformtest"
)

// storeInParallel stores n answers at once in chatID ("" = each in a new chat) and counts the
// stored ones and the ones refused with want; any other outcome fails the test.
func storeInParallel(t *testing.T, svc *cchat.Service, meta events.Metadata, chatID string, n int, want string) (stored, refused int) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range errs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, errs[i] = svc.Store(t.Context(), meta, chatID, "问题", events.ChatAnswered{Answer: "回答", Engine: "rules"})
		}(i)
	}
	wg.Wait()
	for _, err := range errs {
		var ae *apperr.Error
		switch {
		case err == nil:
			stored++
		case errors.As(err, &ae) && ae.Message == want:
			refused++
		default:
			t.Fatalf("unexpected outcome: %v", err)
		}
	}
	return stored, refused
}

// The 200 chats of a user and the 100 turns of a chat hold when the last few places are taken
// by questions arriving at once: exactly the free places are filled, the rest are refused,
// and the asking call says so in Chinese.
func TestChatCountLimitsHoldUnderParallelQuestions(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, uid := loginAt(t, e, 2350)
	svc := e.P.App.ChatCmd
	meta := events.Metadata{ActorUserID: uid, ClientIP: "10.23.5.1", Time: time.Now()}
	const free = 5
	var first string
	for i := 0; i < cchat.MaxChats-free; i++ {
		s, err := svc.Store(t.Context(), meta, "", "问题", events.ChatAnswered{Answer: "回答", Engine: "rules"})
		if err != nil {
			t.Fatal(err)
		}
		if first == "" {
			first = s.ChatID
		}
	}
	chatsFull := "对话已达 200 个，请先删除不需要的对话"
	if stored, refused := storeInParallel(t, svc, meta, "", 12, chatsFull); stored != free || refused != 12-free {
		t.Fatalf("new chats at once: %d stored and %d refused, want %d and %d", stored, refused, free, 12-free)
	}
	if r := e.Call(t, "/api/Chat/Ask", tok, map[string]any{"Question": "你好"}); r.Code != 409 || r.Message != chatsFull {
		t.Fatalf("a 201st chat: %d %q", r.Code, r.Message)
	}

	for turn := 2; turn <= cchat.MaxTurns-free; turn++ {
		if _, err := svc.Store(t.Context(), meta, first, "问题", events.ChatAnswered{Answer: "回答", Engine: "rules"}); err != nil {
			t.Fatal(err)
		}
	}
	turnsFull := "本对话已达 100 轮，请新建对话"
	if stored, refused := storeInParallel(t, svc, meta, first, 12, turnsFull); stored != free || refused != 12-free {
		t.Fatalf("turns at once: %d stored and %d refused, want %d and %d", stored, refused, free, 12-free)
	}
	if r := e.Call(t, "/api/Chat/Ask", tok, map[string]any{"Question": "你好", "ChatId": first}); r.Code != 409 || r.Message != turnsFull {
		t.Fatalf("a 101st turn: %d %q", r.Code, r.Message)
	}
	var turns, chats int
	if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT COUNT(*) FROM events WHERE stream_id = $1 AND type = 'chat.asked'`,
		events.ChatStream(first)).Scan(&turns); err != nil {
		t.Fatal(err)
	}
	if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT COUNT(*) FROM events WHERE type = 'chat.started'`).Scan(&chats); err != nil {
		t.Fatal(err)
	}
	if turns != cchat.MaxTurns || chats != cchat.MaxChats {
		t.Fatalf("stored %d turns and %d chats, want %d and %d", turns, chats, cchat.MaxTurns, cchat.MaxChats)
	}
}
