package sim

import (
	"fmt"
	"net/http"

	"zhiyuan/infra/wechatpay"
)

// certificates answers GET /v3/certificates: every unexpired platform
// certificate, its PEM sealed with the APIv3 key, the answer signed by the
// current signer. In PublicKeyMode the merchant has no platform
// certificates to download.
func (s *Simulator) certificates(w http.ResponseWriter) {
	if s.cfg.PublicKeyMode {
		s.apiError(w, http.StatusNotFound, "NOT_FOUND", "商户已使用微信支付公钥验签，无平台证书可下载")
		return
	}
	now := s.cfg.Now()
	var list wechatpay.CertificateList
	for _, pc := range s.listed(now) {
		nonce := wechatpay.NewNonce(12)
		ct, err := wechatpay.EncryptResource(s.cfg.APIv3Key, wechatpay.CertificateAssociatedData, nonce, pc.pem)
		if err != nil {
			s.apiError(w, http.StatusInternalServerError, "SYSTEM_ERROR", "系统错误")
			return
		}
		list.Data = append(list.Data, wechatpay.CertificateEntry{
			SerialNo: pc.serial, EffectiveTime: wxTime(pc.cert.NotBefore), ExpireTime: wxTime(pc.cert.NotAfter),
			EncryptCertificate: wechatpay.EncryptedCertificate{Algorithm: wechatpay.AlgorithmAEADAES256GCM,
				Nonce: nonce, AssociatedData: wechatpay.CertificateAssociatedData, Ciphertext: ct},
		})
	}
	s.reply(w, http.StatusOK, list)
}

// SignedPaymentNotification builds the TRANSACTION.SUCCESS notification of a
// paid order signed now with the platform certificate serial names (any one
// issued, expired or not; "" is the current signer), without delivering it:
// tests post it themselves to check which certificates are still trusted.
func (s *Simulator) SignedPaymentNotification(outTradeNo, serial string) (http.Header, []byte, error) {
	s.mu.Lock()
	o := s.orders[outTradeNo]
	if o == nil {
		s.mu.Unlock()
		return nil, nil, fmt.Errorf("%w: %s", ErrNoOrder, outTradeNo)
	}
	if o.state != wechatpay.TradeSuccess {
		s.mu.Unlock()
		return nil, nil, ErrState
	}
	tx := s.transaction(o)
	s.mu.Unlock()
	body, err := s.envelope(wechatpay.EventTransactionSuccess, "支付成功", "transaction", tx)
	if err != nil {
		return nil, nil, err
	}
	h := http.Header{}
	h.Set("Content-Type", "application/json")
	if serial == "" {
		return h, body, s.signHeader(h, body)
	}
	pc := s.certBySerial(serial)
	if pc == nil {
		return nil, nil, fmt.Errorf("sim: no platform certificate %s", serial)
	}
	return h, body, wechatpay.SignHeader(h, pc.key, pc.serial, body, s.cfg.Now())
}
