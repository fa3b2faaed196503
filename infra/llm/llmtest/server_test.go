package llmtest_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"zhiyuan/infra/llm/llmtest"
)

func post(t *testing.T, srv *llmtest.Server, key, body string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/chat/completions", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

const user = `{"role":"user","content":"q"}`

func TestServerRefusesWhatAStrictProviderRefuses(t *testing.T) {
	call := `{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"f","arguments":"{}"}}]}`
	for _, tc := range []struct{ name, key, body string }{
		{"wrong key", "other", `{"model":"m","messages":[` + user + `]}`},
		{"no model", "k", `{"messages":[` + user + `]}`},
		{"tool result without a call", "k", `{"model":"m","messages":[` + user + `,{"role":"tool","tool_call_id":"c1","content":"r"}]}`},
		{"call not answered", "k", `{"model":"m","messages":[` + user + `,` + call + `,` + user + `]}`},
		{"arguments not JSON", "k", `{"model":"m","messages":[` + user + `,` + strings.Replace(call, `"{}"`, `"{"`, 1) + `]}`},
		{"tool parameters null", "k", `{"model":"m","messages":[` + user + `],"tools":[{"type":"function","function":{"name":"f","parameters":null}}]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := llmtest.NewServer(t, "k", llmtest.Text("unused"))
			status, body := post(t, srv, tc.key, tc.body)
			if status != 400 && status != 401 || srv.Remaining() != 1 {
				t.Errorf("answered %d %s, %d turns left", status, body, srv.Remaining())
			}
			if got := srv.Requests(); len(got) != 1 || got[0].Status != status || string(got[0].Raw) != tc.body {
				t.Errorf("recorded %+v", got)
			}
		})
	}
}

func TestServerAnswersJSONWhenNotAskedToStream(t *testing.T) {
	srv := llmtest.NewServer(t, "k", llmtest.Tools(llmtest.Call{ID: "c1", Name: "f", Args: llmtest.Split(`{"a":1}`, 2)}))
	status, body := post(t, srv, "k", `{"model":"m","messages":[`+user+`]}`)
	var ans struct {
		Choices []struct {
			Message struct {
				Content   *string
				ToolCalls []llmtest.ToolCall `json:"tool_calls"`
			}
		}
	}
	if status != 200 || json.Unmarshal([]byte(body), &ans) != nil || len(ans.Choices) != 1 {
		t.Fatalf("%d %s", status, body)
	}
	m := ans.Choices[0].Message
	want := []llmtest.ToolCall{{ID: "c1", Type: "function", Function: llmtest.Function{Name: "f", Arguments: `{"a":1}`}}}
	if m.Content != nil || !reflect.DeepEqual(m.ToolCalls, want) {
		t.Errorf("message = %+v", m)
	}
}

// exhausted catches the failure the server reports for a request beyond the script.
type exhausted struct {
	testing.TB
	msgs []string
}

func (e *exhausted) Errorf(format string, args ...any) {
	e.msgs = append(e.msgs, fmt.Sprintf(format, args...))
}

func TestServerFailsTheTestBeyondTheScript(t *testing.T) {
	tb := &exhausted{TB: t}
	srv := llmtest.NewServer(tb, "k")
	if status, _ := post(t, srv, "k", `{"model":"m","messages":[`+user+`]}`); status != 500 || len(tb.msgs) != 1 {
		t.Errorf("answered %d, reported %q", status, tb.msgs)
	}
}

func TestSplit(t *testing.T) {
	if got := llmtest.Split("广东物理类", 2); !reflect.DeepEqual(got, []string{"广东", "物理", "类"}) {
		t.Errorf("Split = %q", got)
	}
	if got := llmtest.Split("", 3); !reflect.DeepEqual(got, []string{""}) {
		t.Errorf("Split empty = %q", got)
	}
}
