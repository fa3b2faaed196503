package httpapi

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// apiHandler runs one route: method check, body limit, metadata, login, the
// use case, the envelope, a log line and the metrics.
func apiHandler(o Options, route Route, m *metrics) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		code := apperr.CodeOK
		defer func() {
			m.observe(route.Path, code, time.Since(start))
			o.Logger.Info("api", "path", route.Path, "code", code, "ms", time.Since(start).Milliseconds(),
				"request_id", RequestIDOf(r.Context()), "ip", o.TrustedProxies.ClientIP(r))
		}()
		fail := func(err error) {
			if o.databaseFailed(r.Context(), err) {
				o.Logger.Warn("database unavailable", "path", route.Path, "err", err)
				code = apperr.CodeUnavailable
				writeUnavailable(w)
				return
			}
			code = apperr.CodeInternal
			if e, ok := apperr.As(err); ok {
				code = e.Code
			}
			writeError(w, o.Logger, err)
		}
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			code = http.StatusMethodNotAllowed
			writeJSON(w, http.StatusMethodNotAllowed, Envelope{Code: http.StatusMethodNotAllowed, Message: "请使用 POST 请求"})
			return
		}
		if o.databaseDown() { // known: no need to wait on a connection that cannot come
			code = apperr.CodeUnavailable
			writeUnavailable(w)
			return
		}
		bodyLimit := o.BodyLimit
		var stream io.Reader // uploads stream their body to disk instead of reading it whole
		switch route.Path {
		case UploadPath:
			bodyLimit = uploadLimit
			stream = http.MaxBytesReader(w, r.Body, bodyLimit)
		case UploadMediaPath:
			bodyLimit = mediaLimit
			stream = http.MaxBytesReader(w, r.Body, bodyLimit)
		case AudioPath:
			bodyLimit = audioLimit
		}
		var body []byte
		var err error
		if stream == nil {
			body, err = readBody(r, bodyLimit)
		}
		if err != nil {
			var tl *tooLarge
			if errors.As(err, &tl) {
				fail(&apperr.Error{Code: apperr.CodeTooLarge, Message: "请求内容过大"})
				return
			}
			fail(badRequest("无法读取请求内容"))
			return
		}
		c := &Call{Ctx: r.Context(), R: r, body: body, stream: stream, Token: strings.TrimSpace(r.Header.Get("token")),
			Meta: events.Metadata{OrgCode: limit(r.Header.Get("orgCode"), 64), TerminalType: limit(r.Header.Get("terminalType"), 16),
				RequestID: RequestIDOf(r.Context()), ClientIP: o.TrustedProxies.ClientIP(r), UserAgent: limit(r.UserAgent(), 300),
				Time: time.Now().UTC()}}
		if route.Login {
			s, err := o.App.Auth.Authenticate(c.Ctx, c.Token)
			if err != nil {
				fail(err)
				return
			}
			c.UserID, c.Meta.ActorUserID = s.UserID, s.UserID
			if err := gate(o.App, c, route.Path); err != nil {
				fail(err)
				return
			}
		}
		data, err := route.Handle(o.App, c)
		if err != nil {
			fail(err)
			return
		}
		for _, k := range c.cookies {
			http.SetCookie(w, k)
		}
		if cs, ok := data.(chatStream); ok {
			code = cs.serve(c.Ctx, w, o)
			return
		}
		if d, ok := data.(download); ok {
			writeDownload(w, d)
			return
		}
		writeOK(w, data)
	})
}

func limit(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) { // never half a character
		n--
	}
	return s[:n]
}
