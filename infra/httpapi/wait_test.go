package httpapi_test

import (
	"context"
	"strconv"
	"sync"
	"testing"

	"zhiyuan/infra/platform/platformtest"
	"zhiyuan/query"
)

// spyWaiter records the positions queries waited for, then waits for real.
type spyWaiter struct {
	query.Waiter
	mu   sync.Mutex
	seen []int64
}

func (s *spyWaiter) WaitFor(ctx context.Context, projection string, position int64) bool {
	s.mu.Lock()
	s.seen = append(s.seen, position)
	s.mu.Unlock()
	return s.Waiter.WaitFor(ctx, projection, position)
}

func (s *spyWaiter) waited(position int64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range s.seen {
		if p == position {
			return true
		}
	}
	return false
}

// waitPosition makes a query wait only for the signed-in user's own write:
// a visitor, or a user naming someone else's write, is answered at once.
func TestOnlyASignedInUserWaitsAndOnlyForTheirOwnWrite(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	spy := &spyWaiter{Waiter: e.P.App.Waiter}
	e.P.App.Waiter = spy
	alice, _ := e.Login(t, platformtest.Phone(41))
	e.IP = "10.41.0.2"
	bob, _ := e.Login(t, platformtest.Phone(42))
	var w struct{ Position int64 }
	e.OK(t, "/api/User/UpdateUserStudent", alice, map[string]any{"NickName": "小爱", "StudentName": "艾丽", "Sex": 2}, &w)
	if w.Position <= 0 {
		t.Fatalf("no position in %+v", w)
	}
	at := strconv.FormatInt(w.Position, 10)
	e.Call(t, "/api/Config/WebConfig", "", nil, "waitPosition", at)
	e.Call(t, "/api/User/GetUserStudent", bob, nil, "waitPosition", at)
	e.Call(t, "/api/User/GetUserStudent", bob, nil, "waitPosition", strconv.FormatInt(w.Position+1_000_000, 10))
	if spy.waited(w.Position) || spy.waited(w.Position+1_000_000) {
		t.Fatalf("waited for positions %v that were not the caller's own writes", spy.seen)
	}
	e.Call(t, "/api/User/GetUserStudent", alice, nil, "waitPosition", at)
	if !spy.waited(w.Position) {
		t.Fatal("the writer's own query did not wait for its write")
	}
}
