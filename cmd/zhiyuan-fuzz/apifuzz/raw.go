package apifuzz

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"
)

// rawRequests are complete but malformed HTTP/1.1 requests, written to a
// socket as bytes: what a Go client refuses to send. net/http itself answers
// most of them (400, 431, plain text), so they are checked for an answer
// without a 5xx, not for an envelope. {H} is the host.
var rawRequests = []string{
	"POST /api/Config/WebConfig HTTP/1.1\r\nHost: {H}\r\nX-Bad: a\x00b\r\nConnection: close\r\n\r\n",
	"POST /api/Auth/Login HTTP/1.1\r\nHost: {H}\r\nContent-Length: -1\r\nConnection: close\r\n\r\n",
	"POST /api/Auth/Login HTTP/1.1\r\nHost: {H}\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}",
	"POST /api/Auth/Login HTTP/1.1\r\nHost: {H}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
	"POST /api/Auth/Login HTTP/1.1\r\nHost: {H}\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\nConnection: close\r\n\r\n0\r\n\r\n",
	"POST /api/Auth/Login HTTP/1.1\r\nHost: {H}\r\nTransfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n0\r\n\r\n",
	"POST /api/%zz HTTP/1.1\r\nHost: {H}\r\nConnection: close\r\n\r\n",
	"POST /api/Config/WebConfig HTTP/1.1\r\nConnection: close\r\n\r\n",
	"POST /api/Config/WebConfig HTTP/1.1\r\nHost: {H}\r\nX-Folded: a\r\n b\r\nConnection: close\r\n\r\n",
	"PÖST /api/Config/WebConfig HTTP/1.1\r\nHost: {H}\r\nConnection: close\r\n\r\n",
	"POST  /api/Config/WebConfig  HTTP/1.1\r\nHost: {H}\r\nConnection: close\r\n\r\n",
	"POST /api/Config/WebConfig\r\nHost: {H}\r\n\r\n",
	"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03\r\n\r\n",
	"POST /api/Config/WebConfig HTTP/1.1\r\nHost: {H}\r\nX-Long: {LONG}\r\nConnection: close\r\n\r\n",
	"POST /api/Config/WebConfig HTTP/1.1\r\nHost: {H}\r\ntoken: a\rb\r\nConnection: close\r\n\r\n",
	"POST /api/Config/WebConfig HTTP/1.1\r\nHost: {H}\r\nContent-Length: 2\r\n\r\n{}" +
		"POST /api/Auth/LoginStatus HTTP/1.1\r\nHost: {H}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
	"POST /api/Auth/Login HTTP/1.1\r\nHost: {H}\r\nExpect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
	"POST /api/Auth/Login HTTP/1.1\r\nHost: {H}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n\x00\x00",
	"GET /api/../../../etc/passwd HTTP/1.1\r\nHost: {H}\r\nConnection: close\r\n\r\n",
	"POST * HTTP/1.1\r\nHost: {H}\r\nConnection: close\r\n\r\n",
	"POST http://evil.example/api/Config/WebConfig HTTP/1.1\r\nHost: {H}\r\nConnection: close\r\n\r\n",
}

// sendRaw writes one malformed request and reads every answer until the server closes.
func sendRaw(host string, g *gen, rep *Report) Tally {
	t := Tally{Requests: 1}
	text := pick(g, rawRequests...)
	text = strings.ReplaceAll(text, "{H}", host)
	text = strings.ReplaceAll(text, "{LONG}", strings.Repeat("x", 70<<10))
	f := Finding{Route: strings.SplitN(text, "\r\n", 2)[0], Family: "raw-http", Method: "raw", Request: cut([]byte(text), 200)}
	conn, err := net.DialTimeout("tcp", host, 5*time.Second)
	if err != nil {
		t.Dropped++
		f.Kind, f.Detail = "dropped", err.Error()
		rep.find(f)
		return t
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.WriteString(conn, text); err != nil {
		t.Dropped++
		f.Kind, f.Detail = "dropped", "write: "+err.Error()
		rep.find(f)
		return t
	}
	br := bufio.NewReader(conn)
	answers := 0
	for {
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			break
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		answers++
		f.Status = resp.StatusCode
		if t.status(resp.StatusCode) {
			f.Kind, f.Detail = "5xx", "answer to a malformed request"
			rep.find(f)
		}
		if resp.Close {
			break
		}
	}
	if answers == 0 {
		t.Dropped++
		f.Kind, f.Detail = "dropped", fmt.Sprintf("no answer to a malformed request (%d bytes sent)", len(text))
		rep.find(f)
	}
	return t
}
