package httpapi_test

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"strconv"
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/llm"
	"zhiyuan/infra/llm/llmtest"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// The model answers what the rules cannot place, calling the portal's tools; an answer with a
// number no tool returned, a citation it was not given or a promise of admission is replaced by
// the rules' answer, and a failing provider leaves the rules to answer.
func TestChatModelIsCheckedBeforeItIsSent(t *testing.T) {
	t.Parallel()
	fake := llmtest.NewServer(t, "sk-test")
	e := platformtest.New(t, platformtest.Options{Admission: true, Config: func(c *platform.Config) {
		c.Chat.Model = llm.Config{BaseURL: fake.URL, APIKey: fake.Key, Model: "fake-model"}
	}})
	tok, _ := loginAt(t, e, 2350)
	var cfg struct{ Engine, Model string }
	e.OK(t, "/api/Chat/GetChatConfig", "", map[string]any{}, &cfg)
	if cfg.Engine != "rules+model" || cfg.Model != "fake-model" {
		t.Fatalf("config %+v", cfg)
	}
	var rank struct {
		Rank   int
		Source struct{ Id string }
	}
	e.OK(t, "/api/Public/LineRank", "", map[string]any{"ProvinceId": 44, "Year": 2025, "SelectSubject": "物理", "Score": 600}, &rank)
	args := `{"province_id":44,"year":2025,"track":"物理类","score":600}`
	const question = "帮我分析一下我的情况"

	// A checked answer: the rank from the tool, the tool's source cited.
	fake.Add(llmtest.Tools(llmtest.Call{ID: "c1", Name: "score_rank", Args: llmtest.Split(args, 7)}),
		llmtest.Text("广东2025年物理类600分的位次是第", strconv.Itoa(rank.Rank), "名[1]。"))
	d := ask(t, e, tok, "", question)
	if d.Engine != "model" || d.Replaced || !strings.Contains(d.Answer, strconv.Itoa(rank.Rank)) {
		t.Fatalf("model answer: %+v", d)
	}
	if len(d.Citations) != 1 || d.Citations[0].Id != rank.Source.Id || len(d.Tools) != 1 || d.Tools[0] != "score_rank" {
		t.Fatalf("citations %+v tools %v", d.Citations, d.Tools)
	}
	reqs := fake.Requests()
	if got := reqs[len(reqs)-1].ToolResults()["c1"]; !strings.Contains(got, strconv.Itoa(rank.Rank)) {
		t.Fatalf("the tool result sent back: %s", got)
	}

	for name, turns := range map[string][]llmtest.Turn{
		"an invented number": {llmtest.Tools(llmtest.Call{ID: "c2", Name: "score_rank", Args: []string{args}}),
			llmtest.Text("位次是第", "31415926", "名[1]。")},
		"a citation it was not given": {llmtest.Text("广东的分数线很高[3]。")},
		"a promise":                   {llmtest.Text("放心，保证录取。")},
	} {
		fake.Add(turns...)
		r := ask(t, e, tok, "", question)
		if r.Engine != "rules" || !r.Replaced || strings.Contains(r.Answer, "31415926") || len(r.Citations) != 0 ||
			!strings.Contains(r.Answer, "暂时回答不了") {
			t.Fatalf("%s was sent: %+v", name, r)
		}
	}

	fake.Add(llmtest.Fail(500, "overloaded"))
	r := ask(t, e, tok, "", question)
	if r.Engine != "rules" || r.Replaced || !strings.Contains(r.Answer, "暂时回答不了") {
		t.Fatalf("a failing provider: %+v", r)
	}
	// The rules answer what they know without asking the model.
	before := len(fake.Requests())
	if d := ask(t, e, tok, "", "你好"); d.Engine != "rules" || len(fake.Requests()) != before {
		t.Fatalf("the model was asked a greeting: %+v", d)
	}
	if fake.Remaining() != 0 {
		t.Fatalf("%d scripted answers left", fake.Remaining())
	}
}

// A provider that never answers costs the family the model's bound, not the request: the rules
// answer in time.
func TestChatModelTimeoutLeavesTheRulesToAnswer(t *testing.T) {
	t.Parallel()
	fake := llmtest.NewServer(t, "sk-test")
	e := platformtest.New(t, platformtest.Options{Config: func(c *platform.Config) {
		c.Chat.Model = llm.Config{BaseURL: fake.URL, APIKey: fake.Key, Model: "fake-model"}
		c.Chat.Timeout = 300 * time.Millisecond
	}})
	tok, _ := loginAt(t, e, 2360)
	fake.Add(llmtest.Turn{Text: []string{"让我想想"}, Stall: true})
	d := ask(t, e, tok, "", "帮我分析一下我的情况")
	if d.Engine != "rules" || d.Replaced || !strings.Contains(d.Answer, "暂时回答不了") || strings.Contains(d.Answer, "让我想想") {
		t.Fatalf("after the model's timeout: %+v", d)
	}
}

// With a speech service configured, a recording becomes words for the box (nothing is asked).
func TestChatAudioToWords(t *testing.T) {
	t.Parallel()
	fake := llmtest.NewServer(t, "sk-asr")
	fake.SetTranscript(" 广东物理类600分排多少名 ")
	e := platformtest.New(t, platformtest.Options{Config: func(c *platform.Config) {
		c.Chat.Speech = llm.Config{BaseURL: fake.URL, APIKey: fake.Key, Model: "whisper-1"}
	}})
	tok, _ := loginAt(t, e, 2380)
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, err := w.CreateFormFile("file", "question.webm")
	if err != nil {
		t.Fatal(err)
	}
	part.Write([]byte("\x1aE\xdf\xa3 not really audio"))
	w.Close()
	before := eventCount(t, e)
	var out struct{ Text string }
	r := e.Call(t, "/api/Chat/AudioToWords", tok, body.String(), "Content-Type", w.FormDataContentType())
	if r.Code != 0 || json.Unmarshal(r.Data, &out) != nil {
		t.Fatalf("AudioToWords: %+v", r)
	}
	if out.Text != "广东物理类600分排多少名" || len(fake.Transcriptions()) != 1 {
		t.Fatalf("transcribed %+v, %d requests", out, len(fake.Transcriptions()))
	}
	if eventCount(t, e) != before {
		t.Fatal("a transcription stored something")
	}
	var cfg struct{ Speech bool }
	e.OK(t, "/api/Chat/GetChatConfig", "", map[string]any{}, &cfg)
	if !cfg.Speech {
		t.Fatal("the config hides a configured speech service")
	}
	wantCode(t, e.Call(t, "/api/Chat/AudioToWords", tok, map[string]any{}), 400, "multipart")
}
