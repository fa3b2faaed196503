package sim

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"

	"zhiyuan/infra/wechatpay"
)

const maxRequestBody = 64 << 10

// ServeHTTP serves the v3 API under /v3/ and the development page under /,
// both relative to wherever the simulator is mounted.
func (s *Simulator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	switch {
	case p == "":
		// Mounted at /x and asked for /x: the page's relative links need /x/.
		w.Header().Set("Location", requestPath(r)+"/")
		w.WriteHeader(http.StatusMovedPermanently)
	case strings.HasPrefix(p, "/v3/"):
		s.serveAPI(w, r)
	default:
		s.servePage(w, r)
	}
}

// requestPath is the path as the client sent it, before any StripPrefix.
func requestPath(r *http.Request) string {
	if u, err := url.ParseRequestURI(r.RequestURI); err == nil && r.RequestURI != "" {
		return u.EscapedPath()
	}
	return r.URL.EscapedPath()
}

// signedURI is what the merchant signed: the original request URI.
func signedURI(r *http.Request) string {
	if r.RequestURI != "" {
		return r.RequestURI
	}
	return r.URL.RequestURI()
}

func (s *Simulator) serveAPI(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxRequestBody+1))
	if err != nil || len(body) > maxRequestBody {
		s.apiError(w, http.StatusBadRequest, "PARAM_ERROR", "请求体过大或读取失败")
		return
	}
	if !s.authenticate(w, r, body) {
		return
	}
	seg := pathSegments(r.URL)
	switch {
	case r.Method == http.MethodPost && match(seg, "v3", "pay", "transactions", "native"):
		s.prepay(w, body)
	case r.Method == http.MethodGet && len(seg) == 5 && match(seg[:4], "v3", "pay", "transactions", "out-trade-no"):
		s.queryOrder(w, seg[4], r.URL.Query().Get("mchid"))
	case r.Method == http.MethodPost && len(seg) == 6 && match(seg[:4], "v3", "pay", "transactions", "out-trade-no") && seg[5] == "close":
		s.closeOrder(w, seg[4], body)
	case r.Method == http.MethodPost && match(seg, "v3", "refund", "domestic", "refunds"):
		s.createRefund(w, body)
	case r.Method == http.MethodGet && len(seg) == 5 && match(seg[:4], "v3", "refund", "domestic", "refunds"):
		s.queryRefund(w, seg[4])
	case r.Method == http.MethodGet && match(seg, "v3", "certificates"):
		s.certificates(w)
	default:
		s.apiError(w, http.StatusNotFound, "NOT_FOUND", "请求的资源不存在")
	}
}

// authenticate checks the merchant Authorization header as WeChat does.
func (s *Simulator) authenticate(w http.ResponseWriter, r *http.Request, body []byte) bool {
	header := r.Header.Get("Authorization")
	a, err := wechatpay.ParseAuthorization(header)
	if err != nil {
		s.apiError(w, http.StatusUnauthorized, "SIGN_ERROR", "Authorization 头格式错误")
		return false
	}
	if a.MchID != s.cfg.MchID {
		s.apiError(w, http.StatusForbidden, "MCH_NOT_EXISTS", "商户号不存在")
		return false
	}
	if a.Serial != s.cfg.MerchantSerial {
		s.apiError(w, http.StatusUnauthorized, "SIGN_ERROR", "商户证书序列号有误")
		return false
	}
	if _, err := wechatpay.VerifyAuthorization(header, r.Method, signedURI(r), body, s.cfg.MerchantPublicKey, s.cfg.Now()); err != nil {
		s.cfg.Logger.Warn("wechatpay sim: rejected request signature", "uri", signedURI(r), "err", err)
		s.apiError(w, http.StatusUnauthorized, "SIGN_ERROR", "签名错误")
		return false
	}
	return true
}

// pathSegments splits the escaped path so an escaped "/" stays in its segment.
func pathSegments(u *url.URL) []string {
	parts := strings.Split(strings.Trim(u.EscapedPath(), "/"), "/")
	for i, p := range parts {
		if v, err := url.PathUnescape(p); err == nil {
			parts[i] = v
		}
	}
	return parts
}

func match(seg []string, want ...string) bool {
	if len(seg) != len(want) {
		return false
	}
	for i := range want {
		if seg[i] != want[i] {
			return false
		}
	}
	return true
}

// reply writes a signed answer; v == nil means no body (204).
func (s *Simulator) reply(w http.ResponseWriter, status int, v any) {
	var body []byte
	if v != nil {
		var err error
		if body, err = json.Marshal(v); err != nil {
			status, body = http.StatusInternalServerError, []byte(`{"code":"SYSTEM_ERROR","message":"系统错误"}`)
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
	}
	w.Header().Set(wechatpay.HeaderRequestID, wechatpay.NewNonce(32))
	if err := s.signHeader(w.Header(), body); err != nil {
		s.cfg.Logger.Error("wechatpay sim: sign answer", "err", err)
	}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

func (s *Simulator) apiError(w http.ResponseWriter, status int, code, message string) {
	s.reply(w, status, &wechatpay.APIError{Code: code, Message: message})
}
