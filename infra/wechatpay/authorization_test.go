package wechatpay

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestRequestMessageFormat(t *testing.T) {
	// The example from WeChat's signature guide (GET has an empty body).
	got := RequestMessage("GET", "/v3/certificates", 1554208460, "593BEC0C930BF1AFEB40B4A08C8FB242", nil)
	want := "GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n"
	if got != want {
		t.Fatalf("%q", got)
	}
}

var authRe = regexp.MustCompile(`^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="[A-Za-z0-9]{32}",signature="[A-Za-z0-9+/=]+",timestamp="1700000000",serial_no="F5765756002FDD77"$`)

func TestSignAndVerifyAuthorization(t *testing.T) {
	key := sdkKey(t)
	m := Merchant{MchID: "1900000001", AppID: "wx1", CertSerial: sdkVerifierSerial, PrivateKey: key, APIv3Key: make([]byte, 32)}
	now := time.Unix(1700000000, 0)
	uri := "/v3/pay/transactions/out-trade-no/A%7C1?mchid=1900000001"
	body := []byte(`{"mchid":"1900000001"}`)
	h, err := SignRequest(m, "POST", uri, body, now)
	if err != nil {
		t.Fatal(err)
	}
	if !authRe.MatchString(h) {
		t.Fatalf("header shape: %s", h)
	}
	a, err := VerifyAuthorization(h, "POST", uri, body, &key.PublicKey, now.Add(time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if a.MchID != m.MchID || a.Serial != m.CertSerial || a.Timestamp != now.Unix() || len(a.Nonce) != 32 {
		t.Fatalf("parsed %+v", a)
	}

	bad := func(name, header, method, u string, b []byte, at time.Time, want error) {
		t.Helper()
		_, err := VerifyAuthorization(header, method, u, b, &key.PublicKey, at)
		if want == ErrAuthorization {
			wantOnly(t, err, ErrAuthorization)
			return
		}
		wantOnly(t, err, want, ErrAuthorization)
	}
	bad("method", h, "GET", uri, body, now, ErrSignature)
	bad("uri", h, "POST", strings.Replace(uri, "A%7C1", "A%7C2", 1), body, now, ErrSignature)
	bad("body", h, "POST", uri, []byte(`{"mchid":"1900000002"}`), now, ErrSignature)
	bad("late", h, "POST", uri, body, now.Add(6*time.Minute), ErrTimestamp)
	bad("early", h, "POST", uri, body, now.Add(-6*time.Minute), ErrTimestamp)
	bad("base64", strings.Replace(h, `signature="`, `signature="!`, 1), "POST", uri, body, now, ErrSignatureEncoding)
	bad("schema", strings.Replace(h, "WECHATPAY2-SHA256-RSA2048", "WECHATPAY2-SM2-WITH-SM3", 1), "POST", uri, body, now, ErrAuthorization)
	bad("missing field", strings.Replace(h, `,serial_no="F5765756002FDD77"`, "", 1), "POST", uri, body, now, ErrAuthorization)
	bad("unquoted", strings.Replace(h, `mchid="1900000001"`, `mchid=1900000001`, 1), "POST", uri, body, now, ErrAuthorization)
	bad("duplicate", h+`,mchid="1"`, "POST", uri, body, now, ErrAuthorization)
	bad("empty", "", "POST", uri, body, now, ErrAuthorization)
}
