package wechatpay

import (
	"crypto/rsa"
	"fmt"
)

// APIv3KeyLen is the length WeChat requires for a merchant APIv3 key.
const APIv3KeyLen = 32

// Merchant holds the credentials of one direct merchant.
type Merchant struct {
	MchID      string
	AppID      string
	CertSerial string // serial of the merchant API certificate (signs requests)
	PrivateKey *rsa.PrivateKey
	APIv3Key   []byte // decrypts notification resources; exactly 32 bytes
}

// Validate checks that every credential is present and well formed.
func (m Merchant) Validate() error {
	switch {
	case m.MchID == "":
		return fmt.Errorf("%w: empty MchID", ErrConfig)
	case m.AppID == "":
		return fmt.Errorf("%w: empty AppID", ErrConfig)
	case m.CertSerial == "":
		return fmt.Errorf("%w: empty CertSerial", ErrConfig)
	case m.PrivateKey == nil:
		return fmt.Errorf("%w: nil PrivateKey", ErrConfig)
	case len(m.APIv3Key) != APIv3KeyLen:
		return fmt.Errorf("%w: APIv3Key must be %d bytes, got %d", ErrConfig, APIv3KeyLen, len(m.APIv3Key))
	}
	if m.PrivateKey.N.BitLen() < 2048 {
		return fmt.Errorf("%w: private key shorter than 2048 bits", ErrConfig)
	}
	return nil
}
