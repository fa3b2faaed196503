package wechatpay

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
)

// From core/downloader/mock_download_server_test.go of the official Go SDK
// (github.com/wechatpay-apiv3/wechatpay-go, Apache-2.0): the GET
// /v3/certificates answer its mock server returns, whose one certificate
// (serial D7CE59D1F522D701, the sdkNotifyCertPEM certificate) is sealed with
// the 16-byte APIv3 key below. The mock server signs it with the SDK test key
// (sdkPrivateKeyPEM) at the current time, as these tests do.
const (
	sdkDownloadAPIv3Key = "mockAPIv3Key1234"
	sdkDownloadNonce    = "mockNonce1234"
	sdkDownloadBody     = "{\"data\":[{\"effective_time\":\"2021-04-27T16:55:23+08:00\",\"encrypt_certificate\":{" +
		"\"algorithm\":\"AEAD_AES_256_GCM\"," +
		"\"associated_data\":\"certificate\"," +
		"\"ciphertext\":\"QHBP2NGCmcEhGWa1f+t5AeImEdkS+XyUx1nB50LLGTgfDdb+EELcl9/GRJR0m9SFcTSlsS67QKemf2DuvPGTFEn" +
		"EIhZ/I26zym7Ift1YJt7ftiVqoU4lv9aopCWD7IrzQBLT7XeYKh0CFHj0fUeqnNrGC+3EMj+NHbDY6zGfW4SfhvzLxO6tvpQ3xbFyT2C" +
		"gxHmiKiVTxkewiSDuaimy3X/SN/Nq901lhEtqBVMFyFOyT1MvTL0RUWpU+l4Wdyz9xGTrrv0pd7regqfXwklx+Y94ULUd7lhSyb77h9j" +
		"8golVvxYUwrUrxWj5ri6APPd8qedWuxkBjOPUAho/q1ETpjYJqK0eXuVWf5EPBS63jvqEE4IfopXOwltPLEME++6u7H4qjhAfzdUvfLQ" +
		"awUe/zPPwWS5GOWRxov7qnuK3aV0+ybZM33hmPwP5LsPNQlDdaQxcNgqbnmpVWjxCPdiiZ52z19AxcB4Ry9LN5IBAEbTnm9WnCp4cOqN" +
		"OXBr2/l+FRLSqZnNTIFbOzXWKw5AngHbciLEvTYEsFNpT/u1SBCU2xQ3Y+Q8OHIn6kmE3AO/gUmXjciLv05ZGo+DCAnqGOVdr2yCLv2j" +
		"maBSIcrComs1WzliuNfFJ5+On7i+rOAbKMaZLdTcB//Lpa4mfkhULhslQYUT5H4XbQqsi5IPGplYvvNh2+ktahI6lYWnCprFeFthyEfy" +
		"LNc9MGtsO1rdsZqoI6ed+KLzMJDOGAhgEQqSJIOzz546/pyn5DnINlxjMSpq6+Zdan+iuiz3Un2idaLf6iPSx1FtdNPi94EjlI+bQSEi" +
		"hKKm4Em2xVgauajO3mK6+JTPNQMVrbtEV9wIGHvPLVm6Uw3OAuLWL0UCn3P6wuxF7+4X+S8s1EKN/3q/w++U93NKdfnpOKe7Vxg7Pg3f" +
		"96WQzJTvRJ7C1Xm4W7GvS09hGjCNGCvbcGXla14X/Y35o6Uf37NlnmnDe2rdcnmYsXE5qooS0ThLdOKdKNybg+ih9iFPcxdTJ67WfvVP" +
		"vaOhLrRm8cDgTYjfVYAj7lxztRYnZE65PTeWUE/mLZTd52g3WEE8ty79KLcqnzARGq7sjdptcZQ4Vw11hHA3PbrxQdyvuyXbONZzjrMR" +
		"0RsOmJPfyQTYPQuh6xdbcLP8bQiibREl+iOop0PLYRu9GtQ+r2uEI4VIuuNW1DwFzJRkWdxPm8kjC+g7XLDWqBYImFfep9Dfxj6Jam/w" +
		"ILKWVg3JjfuZe6nTwK7xqwDsY4Ylj8rnjnf+Cw3XQh94IU2E3uq3wqhoR1NCM7Qky+a6JIMGCALiqlj2DMnUgPKWEwFJ7bigRCdC+0s+" +
		"QQaeIEQ04Rm8jeuHaNvEsfloqLNrWx0D3ZHeIKB6hEegNnpSllfPJ/lF1U3ZnhMYd6oUef5HuV4wcu4oPf0nCEBi/CGlyRhmRKaondms" +
		"puRv5C4/zqQrqaVfJrkL0XO6EnhaxI0Yh6t5piA6vw73LtNH5fI55d1S2KWu0zUVbfyijzFohSfVZ5Zryo8uSggAgE96O+jiYzXfuS0d" +
		"vCVhXW/lw0ekQnKMx0Xh6U7XIckIvLgb4QQ6Oqv4/GZBo4dV7s78pNj/KvcCI6ya6qfrWgy1+pWmOLO+wcTmfzYOae4IyZnmuDXwyPng=\"," +
		"\"nonce\":\"3a584b49ed9b\"}," +
		"\"expire_time\":\"2031-04-25T16:55:23+08:00\",\"serial_no\":\"D7CE59D1F522D701\"}]}"
)

// sdkDownload signs the SDK's answer at now as its mock server does.
func sdkDownload(t *testing.T, now time.Time) (http.Header, []byte) {
	t.Helper()
	h := http.Header{}
	ts := strconv.FormatInt(now.Unix(), 10)
	sig, err := SignSHA256WithRSA(sdkKey(t), ResponseMessage(ts, sdkDownloadNonce, []byte(sdkDownloadBody)))
	if err != nil {
		t.Fatal(err)
	}
	h.Set(HeaderSerial, sdkNotifySerial)
	h.Set(HeaderTimestamp, ts)
	h.Set(HeaderNonce, sdkDownloadNonce)
	h.Set(HeaderSignature, sig)
	return h, []byte(sdkDownloadBody)
}

func TestDecodeCertificatesSDKVector(t *testing.T) {
	now := time.Now()
	h, body := sdkDownload(t, now)
	// First download: nothing trusted yet, the listed certificate vouches.
	certs, err := DecodeCertificates(h, body, []byte(sdkDownloadAPIv3Key), nil, now)
	if err != nil {
		t.Fatal(err)
	}
	if len(certs) != 1 || certs[0].Serial != sdkNotifySerial ||
		strings.TrimSpace(string(certs[0].PEM)) != strings.TrimSpace(sdkNotifyCertPEM) {
		t.Fatalf("certificates %+v", certs)
	}
	// The downloaded certificate verifies the SDK's notification vector.
	v := NewVerifier()
	if _, err := v.AddCertificate(certs[0].Certificate); err != nil {
		t.Fatal(err)
	}
	nh, nbody, _ := sdkNotification(t)
	if _, plain, err := ParseNotification(nh, nbody, v, []byte(sdkNotifyAPIv3Key), sdkNow); err != nil || string(plain) != sdkNotifyPlaintext {
		t.Fatalf("notification with the downloaded certificate: %v", err)
	}
}

func TestDecodeCertificatesRefuses(t *testing.T) {
	now := time.Now()
	otherKey, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		mod  func(h http.Header, body []byte) ([]byte, []byte, time.Time) // body, APIv3 key, now
		want error
	}{
		{"a body byte changed", func(h http.Header, b []byte) ([]byte, []byte, time.Time) {
			return []byte(strings.Replace(string(b), "2031-04-25", "2031-04-26", 1)), []byte(sdkDownloadAPIv3Key), now
		}, ErrSignature},
		{"signed by another key under the listed serial", func(h http.Header, b []byte) ([]byte, []byte, time.Time) {
			sig, _ := SignSHA256WithRSA(otherKey, ResponseMessage(h.Get(HeaderTimestamp), h.Get(HeaderNonce), b))
			h.Set(HeaderSignature, sig)
			return b, []byte(sdkDownloadAPIv3Key), now
		}, ErrSignature},
		{"signed under a serial neither listed nor trusted", func(h http.Header, b []byte) ([]byte, []byte, time.Time) {
			h.Set(HeaderSerial, sdkVerifierSerial)
			return b, []byte(sdkDownloadAPIv3Key), now
		}, ErrUnknownSerial},
		{"no signature", func(h http.Header, b []byte) ([]byte, []byte, time.Time) {
			h.Del(HeaderSignature)
			return b, []byte(sdkDownloadAPIv3Key), now
		}, ErrMissingHeader},
		{"a wrong APIv3 key", func(h http.Header, b []byte) ([]byte, []byte, time.Time) {
			return b, []byte("mockAPIv3Key1235"), now
		}, ErrDecrypt},
		{"another algorithm", func(h http.Header, b []byte) ([]byte, []byte, time.Time) {
			return []byte(strings.Replace(string(b), "AEAD_AES_256_GCM", "AEAD_SM4_GCM", 1)), []byte(sdkDownloadAPIv3Key), now
		}, ErrAlgorithm},
		{"serial_no naming another certificate", func(h http.Header, b []byte) ([]byte, []byte, time.Time) {
			return []byte(strings.Replace(string(b), `"serial_no":"D7CE59D1F522D701"`, `"serial_no":"F5765756002FDD77"`, 1)), []byte(sdkDownloadAPIv3Key), now
		}, ErrMalformed},
		{"an empty list", func(h http.Header, b []byte) ([]byte, []byte, time.Time) {
			return []byte(`{"data":[]}`), []byte(sdkDownloadAPIv3Key), now
		}, ErrMalformed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h, body := sdkDownload(t, now)
			body, key, at := c.mod(h, body)
			certs, err := DecodeCertificates(h, body, key, nil, at)
			if certs != nil {
				t.Fatalf("certificates returned with %v", err)
			}
			wantOnly(t, err, c.want)
		})
	}
	t.Run("an expired certificate", func(t *testing.T) {
		// The SDK certificate expires 2031-04-25T08:55:23Z; sign just after.
		later := time.Date(2031, 4, 25, 9, 0, 0, 0, time.UTC)
		h, body := sdkDownload(t, later)
		certs, err := DecodeCertificates(h, body, []byte(sdkDownloadAPIv3Key), nil, later)
		if certs != nil {
			t.Fatalf("expired certificate returned")
		}
		wantOnly(t, err, ErrCertificateExpired)
	})
}

// testCert is a self-signed platform certificate for list tests.
func testCert(t *testing.T, notBefore, notAfter time.Time) (*rsa.PrivateKey, *x509.Certificate, []byte) {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	serial, _ := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 64))
	tmpl := &x509.Certificate{SerialNumber: serial.Add(serial, big.NewInt(1)), Subject: pkix.Name{CommonName: "test platform"},
		NotBefore: notBefore, NotAfter: notAfter}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	return key, cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
}

// listAnswer seals pems into a certificate list signed by key under serial.
func listAnswer(t *testing.T, apiV3Key []byte, key *rsa.PrivateKey, serial string, now time.Time, certs ...*x509.Certificate) (http.Header, []byte) {
	t.Helper()
	var list CertificateList
	for _, c := range certs {
		nonce := NewNonce(12)
		ct, err := EncryptResource(apiV3Key, CertificateAssociatedData, nonce, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: c.Raw}))
		if err != nil {
			t.Fatal(err)
		}
		list.Data = append(list.Data, CertificateEntry{SerialNo: CertificateSerial(c), EffectiveTime: c.NotBefore, ExpireTime: c.NotAfter,
			EncryptCertificate: EncryptedCertificate{Algorithm: AlgorithmAEADAES256GCM, Nonce: nonce, AssociatedData: CertificateAssociatedData, Ciphertext: ct}})
	}
	body, err := json.Marshal(list)
	if err != nil {
		t.Fatal(err)
	}
	h := http.Header{}
	if err := SignHeader(h, key, serial, body, now); err != nil {
		t.Fatal(err)
	}
	return h, body
}

func TestDecodeCertificatesKeepsOnlyUnexpired(t *testing.T) {
	now := time.Now()
	apiV3Key := []byte("0123456789abcdef0123456789abcdef")
	_, expired, _ := testCert(t, now.Add(-48*time.Hour), now.Add(-time.Hour))
	key, current, _ := testCert(t, now.Add(-time.Hour), now.Add(time.Hour))
	_, next, _ := testCert(t, now.Add(time.Hour), now.Add(48*time.Hour)) // listed before it takes effect
	h, body := listAnswer(t, apiV3Key, key, CertificateSerial(current), now, expired, current, next)
	certs, err := DecodeCertificates(h, body, apiV3Key, nil, now)
	if err != nil {
		t.Fatal(err)
	}
	if len(certs) != 2 || certs[0].Serial != CertificateSerial(current) || certs[1].Serial != CertificateSerial(next) {
		t.Fatalf("kept %+v", certs)
	}

	// An answer signed by an already trusted key not in the list verifies.
	trustedKey, trusted, _ := testCert(t, now.Add(-time.Hour), now.Add(time.Hour))
	v := NewVerifier()
	if _, err := v.AddCertificate(trusted); err != nil {
		t.Fatal(err)
	}
	h, body = listAnswer(t, apiV3Key, trustedKey, CertificateSerial(trusted), now, next)
	if certs, err := DecodeCertificates(h, body, apiV3Key, v, now); err != nil || len(certs) != 1 {
		t.Fatalf("signed by a trusted certificate: %v %+v", err, certs)
	}
	// … and not with an expired listed signer.
	expiredKey, expiredSigner, _ := testCert(t, now.Add(-48*time.Hour), now.Add(-time.Hour))
	h, body = listAnswer(t, apiV3Key, expiredKey, CertificateSerial(expiredSigner), now, expiredSigner, next)
	_, err = DecodeCertificates(h, body, apiV3Key, v, now)
	wantOnly(t, err, ErrCertificateExpired)
}

func TestVerifierRemoveExpiredKeepsPublicKeys(t *testing.T) {
	now := time.Now()
	_, old, _ := testCert(t, now.Add(-48*time.Hour), now.Add(-time.Hour))
	_, cur, _ := testCert(t, now.Add(-time.Hour), now.Add(time.Hour))
	v := NewVerifier()
	for _, c := range []*x509.Certificate{old, cur} {
		if _, err := v.AddCertificate(c); err != nil {
			t.Fatal(err)
		}
	}
	if err := v.AddPublicKeyPEM("PUB_KEY_ID_0114232134912410000000000000", []byte(sdkPublicKeyPEM)); err != nil {
		t.Fatal(err)
	}
	gone := v.RemoveExpired(now)
	if len(gone) != 1 || gone[0] != CertificateSerial(old) || v.Has(CertificateSerial(old)) ||
		!v.Has(CertificateSerial(cur)) || !v.Has("PUB_KEY_ID_0114232134912410000000000000") {
		t.Fatalf("removed %v, left %v", gone, v.Serials())
	}
}

func TestPlausibleSerial(t *testing.T) {
	for s, want := range map[string]bool{
		"D7CE59D1F522D701": true, "5157F09EFDC096DE15EBE81A47057A72": true, strings.Repeat("A", 40): true,
		"": false, "UNKNOWN": false, "PUB_KEY_ID_0114232134912410000000000000": false, strings.Repeat("A", 65): false,
	} {
		if plausibleSerial(s) != want {
			t.Errorf("plausibleSerial(%q) = %v", s, !want)
		}
	}
}
