package processtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// client calls the API as the web app does, and tallies every answer's HTTP status per role:
// no 5xx is allowed anywhere (the documented 503 of /readyz is not an API answer).
type client struct {
	http *http.Client
	mu   sync.Mutex
	bad  []string // 5xx answers and broken connections
	n    int
}

// newClient bounds a call at 3 minutes: a hang is caught, a busy machine is not a failure.
func newClient() *client { return &client{http: &http.Client{Timeout: 3 * time.Minute}} }

type reply struct {
	Status  int
	Code    int
	Data    json.RawMessage
	Message string
}

// call posts a JSON body to base+path with the portal's headers.
func (c *client) call(t *testing.T, base, path, token string, body any, headers ...string) reply {
	t.Helper()
	r, err := c.try(base, path, token, body, headers...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func (c *client) try(base, path, token string, body any, headers ...string) (reply, error) {
	raw, _ := json.Marshal(body)
	if body == nil {
		raw = []byte("{}")
	}
	req, _ := http.NewRequest(http.MethodPost, base+path, bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("terminalType", "0")
	if token != "" {
		req.Header.Set("token", token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := c.http.Do(req)
	c.mu.Lock()
	c.n++
	c.mu.Unlock()
	if err != nil {
		c.record(fmt.Sprintf("%s: %v", path, err))
		return reply{}, fmt.Errorf("%s: %w", path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var r reply
	if resp.StatusCode >= 500 {
		c.record(fmt.Sprintf("%s: HTTP %d %s", path, resp.StatusCode, b))
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return reply{Status: resp.StatusCode}, fmt.Errorf("%s: not an envelope (HTTP %d): %.200s", path, resp.StatusCode, b)
	}
	r.Status = resp.StatusCode
	return r, nil
}

func (c *client) record(s string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.bad = append(c.bad, s)
}

// ok calls and fails the test unless Code is 0, decoding Data into out.
func (c *client) ok(t *testing.T, base, path, token string, body, out any, headers ...string) reply {
	t.Helper()
	r := c.call(t, base, path, token, body, headers...)
	if r.Code != 0 {
		t.Fatalf("%s: Code %d %s", path, r.Code, r.Message)
	}
	if out != nil {
		if err := json.Unmarshal(r.Data, out); err != nil {
			t.Fatalf("%s: decode %s: %v", path, r.Data, err)
		}
	}
	return r
}

func (c *client) failures() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := append([]string(nil), c.bad...)
	sort.Strings(out)
	return out
}

var codeRe = regexp.MustCompile(`验证码是(\d{6})`)

// login signs a phone in by SMS through web; the code is read from the development SMS
// outbox on a command-api replica's admin port (never published, never forwarded by web).
func (c *client) login(t *testing.T, tp *topology, phone string) (token, userID string) {
	t.Helper()
	return c.loginAt(t, tp, "http://"+tp.web.addr, phone)
}

// loginAt signs in at base with the given headers (the load's families call a command-api replica
// as web would, each from an address of its own: the per-address SMS limits hold on web's one).
func (c *client) loginAt(t *testing.T, tp *topology, web, phone string, headers ...string) (token, userID string) {
	t.Helper()
	c.ok(t, web, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": phone}, nil, headers...)
	resp, err := http.Get("http://" + tp.commands[1].adm + "/dev/sms?phone=" + phone)
	if err != nil {
		t.Fatal(err)
	}
	var m struct{ Text string }
	_ = json.NewDecoder(resp.Body).Decode(&m)
	resp.Body.Close()
	code := codeRe.FindStringSubmatch(m.Text)
	if code == nil {
		t.Fatalf("no code for %s in the outbox: %q", phone, m.Text)
	}
	var ld struct{ Token, UserId string }
	c.ok(t, web, "/api/Auth/ValidateCodeLoginOrRegister", "", map[string]string{"Phone": phone, "Code": code[1]}, &ld, headers...)
	if ld.Token == "" || !strings.HasPrefix(phone, "1") {
		t.Fatalf("login %s: %+v", phone, ld)
	}
	return ld.Token, ld.UserId
}
