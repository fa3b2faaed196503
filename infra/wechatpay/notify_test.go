package wechatpay

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"zhiyuan/beijing"
)

// sdkNotification returns the SDK notification vector and a verifier that
// trusts its certificate.
func sdkNotification(t *testing.T) (http.Header, []byte, *Verifier) {
	t.Helper()
	v := NewVerifier()
	serial, err := v.AddCertificatePEM([]byte(sdkNotifyCertPEM))
	if err != nil || serial != sdkNotifySerial {
		t.Fatalf("serial %q, err %v", serial, err)
	}
	h := http.Header{}
	h.Set("Content-Type", "application/json")
	h.Set(HeaderNonce, sdkNotifyNonce)
	h.Set(HeaderTimestamp, strconv.Itoa(sdkNotifyTimestamp))
	h.Set(HeaderSerial, sdkNotifySerial)
	h.Set(HeaderSignature, sdkNotifySignature)
	return h, []byte(sdkNotifyBody), v
}

var sdkNow = time.Unix(sdkNotifyTimestamp, 0)

func TestParseNotificationSDKVector(t *testing.T) {
	h, body, v := sdkNotification(t)
	n, plain, err := ParseNotification(h, body, v, []byte(sdkNotifyAPIv3Key), sdkNow)
	if err != nil {
		t.Fatal(err)
	}
	if string(plain) != sdkNotifyPlaintext {
		t.Fatalf("plaintext = %s", plain)
	}
	if n.ID != "3119dfba-e649-5eec-ab1e-3412bc4d2e17" || n.EventType != "PAYSCORE.USER_OPEN_SERVICE" ||
		n.ResourceType != ResourceTypeEncrypted || n.Summary != "签约成功" ||
		n.Resource.OriginalType != "payscore" || n.Resource.AssociatedData != "payscore" ||
		n.CreateTime.Format(time.RFC3339) != "2021-06-24T16:37:26+08:00" {
		t.Fatalf("envelope = %+v", n)
	}
}

func TestParseNotificationTampered(t *testing.T) {
	key := []byte(sdkNotifyAPIv3Key)
	cases := []struct {
		name string
		mod  func(h http.Header, body []byte) ([]byte, time.Time, []byte)
		want error
	}{
		{"body byte changed", func(h http.Header, b []byte) ([]byte, time.Time, []byte) {
			b[len(b)-3] ^= 1
			return b, sdkNow, key
		}, ErrSignature},
		{"nonce changed", func(h http.Header, b []byte) ([]byte, time.Time, []byte) {
			h.Set(HeaderNonce, "X"+sdkNotifyNonce[1:])
			return b, sdkNow, key
		}, ErrSignature},
		{"timestamp changed", func(h http.Header, b []byte) ([]byte, time.Time, []byte) {
			h.Set(HeaderTimestamp, strconv.Itoa(sdkNotifyTimestamp+1))
			return b, sdkNow, key
		}, ErrSignature},
		{"unknown serial", func(h http.Header, b []byte) ([]byte, time.Time, []byte) {
			h.Set(HeaderSerial, sdkVerifierSerial)
			return b, sdkNow, key
		}, ErrUnknownSerial},
		{"too old", func(h http.Header, b []byte) ([]byte, time.Time, []byte) {
			return b, sdkNow.Add(MaxClockSkew + time.Second), key
		}, ErrTimestamp},
		{"from the future", func(h http.Header, b []byte) ([]byte, time.Time, []byte) {
			return b, sdkNow.Add(-MaxClockSkew - time.Second), key
		}, ErrTimestamp},
		{"timestamp not a number", func(h http.Header, b []byte) ([]byte, time.Time, []byte) {
			h.Set(HeaderTimestamp, "16245238x6")
			return b, sdkNow, key
		}, ErrTimestamp},
		{"wrong APIv3 key", func(h http.Header, b []byte) ([]byte, time.Time, []byte) {
			return b, sdkNow, []byte("testMchAPIv3Key1")
		}, ErrDecrypt},
		{"malformed base64 signature", func(h http.Header, b []byte) ([]byte, time.Time, []byte) {
			h.Set(HeaderSignature, "%%"+sdkNotifySignature[2:])
			return b, sdkNow, key
		}, ErrSignatureEncoding},
		{"signature missing", func(h http.Header, b []byte) ([]byte, time.Time, []byte) {
			h.Del(HeaderSignature)
			return b, sdkNow, key
		}, ErrMissingHeader},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h, body, v := sdkNotification(t)
			body, now, key := c.mod(h, body)
			_, plain, err := ParseNotification(h, body, v, key, now)
			if plain != nil {
				t.Fatal("plaintext returned on failure")
			}
			wantOnly(t, err, c.want)
		})
	}
	// Exactly five minutes off is still accepted.
	h, body, v := sdkNotification(t)
	for _, now := range []time.Time{sdkNow.Add(MaxClockSkew), sdkNow.Add(-MaxClockSkew)} {
		if _, _, err := ParseNotification(h, body, v, key, now); err != nil {
			t.Fatalf("at the 5 minute edge: %v", err)
		}
	}
}

// signedNotification re-signs a body with the SDK key, whose certificate is
// the notification vector's, so envelope-level checks can be reached.
func signedNotification(t *testing.T, body string) (http.Header, []byte, *Verifier) {
	h, _, v := sdkNotification(t)
	if err := SignHeader(h, sdkKey(t), sdkNotifySerial, []byte(body), sdkNow); err != nil {
		t.Fatal(err)
	}
	return h, []byte(body), v
}

func TestParseNotificationEnvelopeChecks(t *testing.T) {
	key := []byte(sdkNotifyAPIv3Key)
	sm4 := strings.Replace(sdkNotifyBody, AlgorithmAEADAES256GCM, "AEAD_SM4_GCM", 1)
	h, b, v := signedNotification(t, sm4)
	_, _, err := ParseNotification(h, b, v, key, sdkNow)
	wantOnly(t, err, ErrAlgorithm)

	h, b, v = signedNotification(t, `{"id":`)
	_, _, err = ParseNotification(h, b, v, key, sdkNow)
	wantOnly(t, err, ErrMalformed)

	h, b, v = signedNotification(t, `{"id":"x","event_type":"TRANSACTION.SUCCESS"}`)
	_, _, err = ParseNotification(h, b, v, key, sdkNow)
	wantOnly(t, err, ErrMalformed)

	// Resource tampered by the signer's side still fails at decryption.
	badAD := strings.Replace(sdkNotifyBody, `"associated_data":"payscore"`, `"associated_data":"transaction"`, 1)
	h, b, v = signedNotification(t, badAD)
	_, _, err = ParseNotification(h, b, v, key, sdkNow)
	wantOnly(t, err, ErrDecrypt)
}

func TestNotificationRoundTripTransaction(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	tx := Transaction{
		AppID: "wx1", MchID: "1900000001", OutTradeNo: "ZY20240601001", TransactionID: "4200000001",
		TradeType: "NATIVE", TradeState: TradeSuccess, TradeStateDesc: "支付成功", BankType: "OTHERS",
		SuccessTime: time.Date(2024, 6, 1, 12, 0, 0, 0, beijing.Zone), Payer: &Payer{OpenID: "oUser"},
		Amount: TransactionAmount{Total: 1990, PayerTotal: 1990, Currency: "CNY", PayerCurrency: "CNY"},
	}
	plain, _ := json.Marshal(tx)
	ct, err := EncryptResource(key, "transaction", "abcdefghijkl", plain)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(Notification{
		ID: "id-1", CreateTime: sdkNow, EventType: EventTransactionSuccess, ResourceType: ResourceTypeEncrypted,
		Summary: "支付成功", Resource: Resource{Algorithm: AlgorithmAEADAES256GCM, Ciphertext: ct,
			AssociatedData: "transaction", OriginalType: "transaction", Nonce: "abcdefghijkl"},
	})
	h, b, v := signedNotification(t, string(body))
	n, got, err := ParseNotification(h, b, v, key, sdkNow)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeTransaction(got)
	if err != nil || n.EventType != EventTransactionSuccess {
		t.Fatal(err, n.EventType)
	}
	if back.OutTradeNo != tx.OutTradeNo || back.Amount != tx.Amount || !back.SuccessTime.Equal(tx.SuccessTime) || back.Payer.OpenID != "oUser" {
		t.Fatalf("round trip = %+v", back)
	}
	if !strings.Contains(string(got), `"success_time":"2024-06-01T12:00:00+08:00"`) {
		t.Fatalf("success_time not in +08:00: %s", got)
	}
}

func TestAckAndFail(t *testing.T) {
	w := httptest.NewRecorder()
	Ack(w)
	if w.Code != http.StatusNoContent || w.Body.Len() != 0 {
		t.Fatalf("Ack: %d %q", w.Code, w.Body)
	}
	w = httptest.NewRecorder()
	Fail(w, "验签失败")
	var got map[string]string
	if w.Code != http.StatusInternalServerError || json.Unmarshal(w.Body.Bytes(), &got) != nil ||
		got["code"] != "FAIL" || got["message"] != "验签失败" {
		t.Fatalf("Fail: %d %s", w.Code, w.Body)
	}
	w = httptest.NewRecorder()
	FailStatus(w, http.StatusOK, "x") // a non-error status would tell WeChat "done"
	if w.Code != http.StatusInternalServerError {
		t.Fatalf("FailStatus(200) wrote %d", w.Code)
	}
}
