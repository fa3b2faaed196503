package platform

import (
	"strings"
	"testing"
)

// The production profile takes real money: it refuses to start without every merchant
// credential, a platform key (either mode) and an https notify address.
func TestProductionNeedsWeChatPay(t *testing.T) {
	base := Config{Profile: "production", Bus: "postgres", Search: "bleve", Addr: "0.0.0.0:8080",
		SMSURL: "https://sms.example.com", SMSKey: "k"}
	if err := base.Validate(); err == nil || !strings.Contains(err.Error(), "ZHIYUAN_WECHATPAY_MCHID") ||
		!strings.Contains(err.Error(), "ZHIYUAN_WECHATPAY_PLATFORM_CERT") || !strings.Contains(err.Error(), "ZHIYUAN_PUBLIC_URL") {
		t.Fatalf("production without WeChat Pay: %v", err)
	}
	full := base
	full.PublicURL = "https://zhiyuan.example.com"
	full.WeChatPay = WeChatPay{MchID: "1900000109", AppID: "wx1", CertSerial: "ABC", PrivateKeyFile: "/k.pem",
		APIv3Key: "0123456789abcdef0123456789abcdef", PlatformPublicKeyFile: "/p.pem", PlatformPublicKeyID: "PUB_KEY_ID_01"}
	if err := full.Validate(); err != nil {
		t.Fatalf("complete production configuration refused: %v", err)
	}
	for name, change := range map[string]func(*Config){
		"short APIv3 key":         func(c *Config) { c.WeChatPay.APIv3Key = "short" },
		"public key without id":   func(c *Config) { c.WeChatPay.PlatformPublicKeyID = "" },
		"http notify address":     func(c *Config) { c.PublicURL = "http://zhiyuan.example.com" },
		"no private key":          func(c *Config) { c.WeChatPay.PrivateKeyFile = "" },
		"development card secret": func(c *Config) { c.CardSecret = devSecretPrefix + "-card-secret-not-secret-at-all" },
	} {
		c := full
		change(&c)
		if err := c.Validate(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	dev := Config{Profile: "development", Bus: "postgres", Search: "bleve", Addr: "127.0.0.1:8080"}
	if err := dev.Validate(); err != nil {
		t.Fatalf("the development profile needs no merchant: %v", err)
	}
}
