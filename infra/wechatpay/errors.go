package wechatpay

import (
	"errors"
	"fmt"
)

// Sentinel errors; callers branch with errors.Is.
var (
	// ErrMissingHeader: a Wechatpay-* signature header is absent or empty.
	ErrMissingHeader = errors.New("wechatpay: missing signature header")
	// ErrUnknownSerial: no platform certificate or public key for the serial.
	ErrUnknownSerial = errors.New("wechatpay: unknown platform serial")
	// ErrCertificateExpired: the certificate for the serial is not valid now.
	ErrCertificateExpired = errors.New("wechatpay: platform certificate not valid at this time")
	// ErrTimestamp: the signed timestamp is malformed or more than 5 minutes off.
	ErrTimestamp = errors.New("wechatpay: timestamp outside the 5 minute window")
	// ErrSignatureEncoding: the signature is not valid base64.
	ErrSignatureEncoding = errors.New("wechatpay: malformed signature encoding")
	// ErrSignature: the signature does not match the message.
	ErrSignature = errors.New("wechatpay: bad signature")
	// ErrDecrypt: AEAD decryption failed (wrong key, nonce or tampered data).
	ErrDecrypt = errors.New("wechatpay: resource decryption failed")
	// ErrAlgorithm: the resource uses an algorithm other than AEAD_AES_256_GCM.
	ErrAlgorithm = errors.New("wechatpay: unsupported resource algorithm")
	// ErrMalformed: a notification or response body is not what the API defines.
	ErrMalformed = errors.New("wechatpay: malformed message")
	// ErrAuthorization: a request Authorization header is malformed or invalid.
	ErrAuthorization = errors.New("wechatpay: bad authorization header")
	// ErrConfig: merchant credentials or client settings are invalid.
	ErrConfig = errors.New("wechatpay: invalid configuration")
)

// APIError is a non-2xx answer from the WeChat Pay API, e.g.
// 404 ORDER_NOT_EXIST, 400 ORDERPAID, 401 SIGN_ERROR, 400 PARAM_ERROR.
type APIError struct {
	Status  int    `json:"-"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *APIError) Error() string {
	return fmt.Sprintf("wechatpay: HTTP %d %s: %s", e.Status, e.Code, e.Message)
}

// IsCode reports whether err is an *APIError with the given code.
func IsCode(err error, code string) bool {
	var ae *APIError
	return errors.As(err, &ae) && ae.Code == code
}
