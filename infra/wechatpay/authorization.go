package wechatpay

import (
	"crypto/rsa"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// AuthSchema is the only Authorization schema API v3 accepts for RSA keys.
const AuthSchema = "WECHATPAY2-SHA256-RSA2048"

// MaxClockSkew is how far a signed timestamp may be from now, both ways.
const MaxClockSkew = 5 * time.Minute

// Authorization is the parsed content of a merchant request's
// Authorization header.
type Authorization struct {
	MchID     string
	Nonce     string
	Timestamp int64
	Serial    string // merchant certificate serial
	Signature string
}

// RequestMessage is the string a merchant signs for one request:
// METHOD\nURL_PATH_WITH_QUERY\ntimestamp\nnonce\nbody\n.
func RequestMessage(method, requestURI string, timestamp int64, nonce string, body []byte) string {
	return method + "\n" + requestURI + "\n" + strconv.FormatInt(timestamp, 10) + "\n" +
		nonce + "\n" + string(body) + "\n"
}

// SignRequest builds the Authorization header value for a request.
// requestURI is the escaped path plus "?query" exactly as sent on the wire.
func SignRequest(m Merchant, method, requestURI string, body []byte, now time.Time) (string, error) {
	nonce := NewNonce(32)
	ts := now.Unix()
	sig, err := SignSHA256WithRSA(m.PrivateKey, RequestMessage(method, requestURI, ts, nonce, body))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf(`%s mchid="%s",nonce_str="%s",signature="%s",timestamp="%d",serial_no="%s"`,
		AuthSchema, m.MchID, nonce, sig, ts, m.CertSerial), nil
}

// ParseAuthorization splits an Authorization header into its fields. It does
// not verify anything.
func ParseAuthorization(header string) (Authorization, error) {
	var a Authorization
	rest, ok := strings.CutPrefix(strings.TrimSpace(header), AuthSchema+" ")
	if !ok {
		return a, fmt.Errorf("%w: schema is not %s", ErrAuthorization, AuthSchema)
	}
	seen := map[string]string{}
	for part := range strings.SplitSeq(rest, ",") {
		key, val, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok || len(val) < 2 || val[0] != '"' || val[len(val)-1] != '"' {
			return a, fmt.Errorf("%w: malformed parameter %q", ErrAuthorization, part)
		}
		if _, dup := seen[key]; dup {
			return a, fmt.Errorf("%w: duplicate parameter %q", ErrAuthorization, key)
		}
		seen[key] = val[1 : len(val)-1]
	}
	for _, k := range []string{"mchid", "nonce_str", "signature", "timestamp", "serial_no"} {
		if seen[k] == "" {
			return a, fmt.Errorf("%w: missing %s", ErrAuthorization, k)
		}
	}
	ts, err := strconv.ParseInt(seen["timestamp"], 10, 64)
	if err != nil {
		return a, fmt.Errorf("%w: timestamp %q", ErrAuthorization, seen["timestamp"])
	}
	return Authorization{
		MchID: seen["mchid"], Nonce: seen["nonce_str"], Timestamp: ts,
		Serial: seen["serial_no"], Signature: seen["signature"],
	}, nil
}

// VerifyAuthorization checks a merchant request's Authorization header with
// the merchant public key, as WeChat does on its side. Errors wrap
// ErrAuthorization and, where it applies, ErrTimestamp, ErrSignatureEncoding
// or ErrSignature.
func VerifyAuthorization(header, method, requestURI string, body []byte, pub *rsa.PublicKey, now time.Time) (Authorization, error) {
	a, err := ParseAuthorization(header)
	if err != nil {
		return a, err
	}
	if !withinSkew(a.Timestamp, now) {
		return a, fmt.Errorf("%w: %w", ErrAuthorization, ErrTimestamp)
	}
	if pub == nil {
		return a, fmt.Errorf("%w: no merchant public key", ErrConfig)
	}
	if err := VerifySHA256WithRSA(pub, RequestMessage(method, requestURI, a.Timestamp, a.Nonce, body), a.Signature); err != nil {
		return a, fmt.Errorf("%w: %w", ErrAuthorization, err)
	}
	return a, nil
}

func withinSkew(ts int64, now time.Time) bool {
	d := now.Unix() - ts
	return d <= int64(MaxClockSkew/time.Second) && d >= -int64(MaxClockSkew/time.Second)
}
