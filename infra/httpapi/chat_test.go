package httpapi_test

import (
	"bufio"
	"net/http"
	"strings"
	"sync"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// Bad questions are refused with a clear message and change nothing.
func TestChatRefusesBadQuestions(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := loginAt(t, e, 2310)
	before := eventCount(t, e)
	wantCode(t, e.Call(t, "/api/Chat/Ask", tok, map[string]any{"Question": "  "}), 400, "请输入问题")
	wantCode(t, e.Call(t, "/api/Chat/Ask", tok, map[string]any{"Question": strings.Repeat("问", 501)}), 400, "500")
	wantCode(t, e.Call(t, "/api/Chat/Ask", tok, map[string]any{"ChatId": "nope", "Question": "你好"}), 404, "对话不存在")
	wantCode(t, e.Call(t, "/api/Chat/Ask", tok, map[string]any{"ChatId": "0123456789abcdef", "Question": "你好"}), 404, "对话不存在")
	wantCode(t, e.Call(t, "/api/Chat/Ask", "", map[string]any{"Question": "你好"}), 112, "")
	wantCode(t, e.Call(t, "/api/Chat/Ask", tok, `{"Question": 5}`), 400, "类型")
	if after := eventCount(t, e); after != before {
		t.Fatalf("refused questions wrote %d events", after-before)
	}
	wantCode(t, e.Call(t, "/api/Chat/AudioToWords", tok, map[string]any{}), 503, "语音识别未配置")
	var cfg struct {
		Engine string
		Speech bool
	}
	e.OK(t, "/api/Chat/GetChatConfig", "", map[string]any{}, &cfg)
	if cfg.Engine != "rules" || cfg.Speech {
		t.Fatalf("config %+v: no model and no speech are configured", cfg)
	}
}

// A chat is its owner's: nobody else reads, renames, pins, shares or deletes it; a share link
// is read-only, ends when revoked, and a deleted chat takes its link with it.
func TestChatIsTheOwnersOwn(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := loginAt(t, e, 2320)
	other, _ := loginAt(t, e, 2321)
	d := ask(t, e, tok, "", "你好")
	if d.Intent != "greeting" || d.ChatId == "" || d.Title != "你好" {
		t.Fatalf("greeting: %+v", d)
	}
	for _, path := range []string{"/api/Chat/GetChatRecordList", "/api/Chat/UpdateChatTitle", "/api/Chat/SetTop",
		"/api/Chat/ShareChat", "/api/Chat/RevokeShare", "/api/Chat/DelChat"} {
		wantCode(t, e.Call(t, path, other, map[string]any{"ChatId": d.ChatId, "Title": "偷看", "IsTop": true}), 404, "对话不存在")
	}
	wantCode(t, e.Call(t, "/api/Chat/Ask", other, map[string]any{"ChatId": d.ChatId, "Question": "你好"}), 404, "对话不存在")
	wantCode(t, e.Call(t, "/api/Chat/UpdateChatTitle", tok, map[string]any{"ChatId": d.ChatId, "Title": " "}), 400, "标题")
	wantCode(t, e.Call(t, "/api/Chat/UpdateChatTitle", tok, map[string]any{"ChatId": d.ChatId, "Title": strings.Repeat("题", 31)}), 400, "30")

	var res struct{ Position int64 }
	e.OK(t, "/api/Chat/UpdateChatTitle", tok, map[string]any{"ChatId": d.ChatId, "Title": "我的第一个对话"}, nil)
	e.OK(t, "/api/Chat/SetTop", tok, map[string]any{"ChatId": d.ChatId, "IsTop": true}, nil)
	second := ask(t, e, tok, "", "谢谢")
	var shared struct {
		ShareId  string
		Position int64
	}
	e.OK(t, "/api/Chat/ShareChat", tok, map[string]any{"ChatId": d.ChatId}, &shared)
	e.WaitProjections(t, max(shared.Position, second.Position), "chats")

	var list []struct {
		ChatId, Title, ShareId string
		IsTop                  bool
	}
	e.OK(t, "/api/Chat/GetChatList", tok, map[string]any{}, &list)
	if len(list) != 2 || list[0].ChatId != d.ChatId || !list[0].IsTop || list[0].Title != "我的第一个对话" || list[0].ShareId != shared.ShareId {
		t.Fatalf("the pinned, renamed, shared chat first: %+v", list)
	}
	var none []struct{ ChatId string }
	e.OK(t, "/api/Chat/GetChatList", other, map[string]any{}, &none)
	if len(none) != 0 {
		t.Fatalf("another user lists %+v", none)
	}
	var view struct {
		Title string
		List  []struct{ Question, Answer, Engine string }
	}
	e.OK(t, "/api/Chat/GetChatRecordListToShare", "", map[string]any{"ShareId": shared.ShareId}, &view)
	if view.Title != "我的第一个对话" || len(view.List) != 1 || view.List[0].Question != "你好" || view.List[0].Engine != "" {
		t.Fatalf("shared view %+v", view)
	}
	wantCode(t, e.Call(t, "/api/Chat/GetChatRecordListToShare", "", map[string]any{"ShareId": "x"}), 404, "分享链接已失效")

	e.OK(t, "/api/Chat/RevokeShare", tok, map[string]any{"ChatId": d.ChatId}, &res)
	e.WaitProjections(t, res.Position, "chats")
	wantCode(t, e.Call(t, "/api/Chat/GetChatRecordListToShare", "", map[string]any{"ShareId": shared.ShareId}), 404, "分享链接已失效")

	e.OK(t, "/api/Chat/ShareChat", tok, map[string]any{"ChatId": d.ChatId}, &shared)
	e.OK(t, "/api/Chat/DelChat", tok, map[string]any{"ChatId": d.ChatId}, &res)
	e.WaitProjections(t, res.Position, "chats")
	wantCode(t, e.Call(t, "/api/Chat/GetChatRecordListToShare", "", map[string]any{"ShareId": shared.ShareId}), 404, "分享链接已失效")
	wantCode(t, e.Call(t, "/api/Chat/GetChatRecordList", tok, map[string]any{"ChatId": d.ChatId}), 404, "对话不存在")
	wantCode(t, e.Call(t, "/api/Chat/DelChat", tok, map[string]any{"ChatId": d.ChatId}), 404, "对话不存在")
	e.OK(t, "/api/Chat/GetChatList", tok, map[string]any{}, &list)
	if len(list) != 1 || list[0].ChatId != second.ChatId {
		t.Fatalf("after delete: %+v", list)
	}
}

// Sixteen questions at once from one user: exactly the minute's ten are answered, the others
// are told to wait, and only the answered ones are stored.
func TestChatLimitHoldsUnderParallelQuestions(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := loginAt(t, e, 2330)
	var wg sync.WaitGroup
	codes := make([]int, 16)
	for i := range codes {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			codes[i] = e.Call(t, "/api/Chat/Ask", tok, map[string]any{"Question": "你好"}).Code
		}(i)
	}
	wg.Wait()
	ok, limited := 0, 0
	for _, c := range codes {
		switch c {
		case 0:
			ok++
		case 429:
			limited++
		default:
			t.Fatalf("codes %v", codes)
		}
	}
	if ok != 10 || limited != 6 {
		t.Fatalf("want 10 answered and 6 limited, got %d and %d (%v)", ok, limited, codes)
	}
	var n int
	if err := e.P.DB.Pool.QueryRow(t.Context(), `SELECT COUNT(*) FROM events WHERE type = 'chat.answered'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 10 {
		t.Fatalf("%d answers stored, want 10", n)
	}
}

// Asked with Accept: text/event-stream, the answer streams: meta, pieces of text, done.
func TestChatStreamsServerSentEvents(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := loginAt(t, e, 2340)
	req, err := http.NewRequest(http.MethodPost, e.URL+"/api/Chat/Ask", strings.NewReader(`{"Question":"你好"}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("token", tok)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("content type %q", resp.Header.Get("Content-Type"))
	}
	var names []string
	var text strings.Builder
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		if name, ok := strings.CutPrefix(line, "event: "); ok {
			names = append(names, name)
		}
		if data, ok := strings.CutPrefix(line, "data: "); ok && names[len(names)-1] == "delta" {
			text.WriteString(data)
		}
	}
	if len(names) < 3 || names[0] != "meta" || names[len(names)-1] != "done" || names[1] != "delta" {
		t.Fatalf("events %v", names)
	}
	if !strings.Contains(text.String(), "志愿助手") {
		t.Fatalf("streamed text %q", text.String())
	}
}

// Forty questions at once from four users behind one address: the address's thirty a minute
// are answered, the rest are told to wait.
func TestChatAddressLimitHoldsUnderParallelQuestions(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	var tokens []string
	for i := 0; i < 4; i++ {
		tok, _ := loginAt(t, e, 2370+i)
		tokens = append(tokens, tok)
	}
	e.IP = "10.99.0.1"
	var wg sync.WaitGroup
	codes := make([]int, 40)
	for i := range codes {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			codes[i] = e.Call(t, "/api/Chat/Ask", tokens[i%4], map[string]any{"Question": "你好"}).Code
		}(i)
	}
	wg.Wait()
	ok := 0
	for _, c := range codes {
		if c == 0 {
			ok++
		} else if c != 429 {
			t.Fatalf("codes %v", codes)
		}
	}
	if ok != 30 {
		t.Fatalf("%d answered from one address, want 30 (%v)", ok, codes)
	}
}
