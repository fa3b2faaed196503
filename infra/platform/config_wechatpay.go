package platform

import (
	"fmt"
	"strings"
)

// WeChatPay is the merchant's WeChat Pay API v3 configuration (production profile). The
// development profile runs the local simulator with keys of its own and ignores it.
type WeChatPay struct {
	MchID          string // ZHIYUAN_WECHATPAY_MCHID
	AppID          string // ZHIYUAN_WECHATPAY_APPID
	CertSerial     string // ZHIYUAN_WECHATPAY_SERIAL: the merchant API certificate's serial number
	PrivateKeyFile string // ZHIYUAN_WECHATPAY_PRIVATE_KEY: the merchant's apiclient_key.pem
	APIv3Key       string // ZHIYUAN_WECHATPAY_APIV3_KEY: 32 characters
	// The platform's key, in either mode: a platform certificate (its serial is read from it),
	// or the platform public key with its id (PUB_KEY_ID_…).
	PlatformCertFile      string // ZHIYUAN_WECHATPAY_PLATFORM_CERT
	PlatformPublicKeyFile string // ZHIYUAN_WECHATPAY_PUBLIC_KEY
	PlatformPublicKeyID   string // ZHIYUAN_WECHATPAY_PUBLIC_KEY_ID
	BaseURL               string // ZHIYUAN_WECHATPAY_URL, default https://api.mch.weixin.qq.com
}

func weChatPayFromEnv() WeChatPay {
	return WeChatPay{MchID: env("ZHIYUAN_WECHATPAY_MCHID", ""), AppID: env("ZHIYUAN_WECHATPAY_APPID", ""),
		CertSerial: env("ZHIYUAN_WECHATPAY_SERIAL", ""), PrivateKeyFile: env("ZHIYUAN_WECHATPAY_PRIVATE_KEY", ""),
		APIv3Key: env("ZHIYUAN_WECHATPAY_APIV3_KEY", ""), PlatformCertFile: env("ZHIYUAN_WECHATPAY_PLATFORM_CERT", ""),
		PlatformPublicKeyFile: env("ZHIYUAN_WECHATPAY_PUBLIC_KEY", ""), PlatformPublicKeyID: env("ZHIYUAN_WECHATPAY_PUBLIC_KEY_ID", ""),
		BaseURL: env("ZHIYUAN_WECHATPAY_URL", "https://api.mch.weixin.qq.com")}
}

// validate refuses a production start that could not take or verify a payment.
func (w WeChatPay) validate(publicURL string) error {
	var missing []string
	for _, f := range []struct{ name, value string }{{"ZHIYUAN_WECHATPAY_MCHID", w.MchID}, {"ZHIYUAN_WECHATPAY_APPID", w.AppID},
		{"ZHIYUAN_WECHATPAY_SERIAL", w.CertSerial}, {"ZHIYUAN_WECHATPAY_PRIVATE_KEY", w.PrivateKeyFile},
		{"ZHIYUAN_WECHATPAY_APIV3_KEY", w.APIv3Key}, {"ZHIYUAN_PUBLIC_URL", publicURL}} {
		if f.value == "" {
			missing = append(missing, f.name)
		}
	}
	if w.PlatformCertFile == "" && (w.PlatformPublicKeyFile == "" || w.PlatformPublicKeyID == "") {
		missing = append(missing, "ZHIYUAN_WECHATPAY_PLATFORM_CERT (or ZHIYUAN_WECHATPAY_PUBLIC_KEY with ZHIYUAN_WECHATPAY_PUBLIC_KEY_ID)")
	}
	if len(missing) > 0 {
		return fmt.Errorf("the production profile takes real payments and needs: %s", strings.Join(missing, ", "))
	}
	if len(w.APIv3Key) != 32 {
		return fmt.Errorf("ZHIYUAN_WECHATPAY_APIV3_KEY must be the 32-character APIv3 key set in the merchant platform")
	}
	if !strings.HasPrefix(publicURL, "https://") {
		return fmt.Errorf("ZHIYUAN_PUBLIC_URL must be an https:// address: WeChat Pay notifies only https")
	}
	return nil
}
