package wechatpay

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"zhiyuan/beijing"
)

// A signed, well-encrypted payment notification is ours only when it names our merchant and
// our app: an empty appid, another app's or another merchant's is refused (ErrForeign) and
// answers no payment.
func TestPaymentNoticeMustNameOurApp(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	parse := func(appID, mchID string) (bool, error) {
		tx := Transaction{AppID: appID, MchID: mchID, OutTradeNo: "ZY20240601001", TransactionID: "4200000001",
			TradeType: "NATIVE", TradeState: TradeSuccess, SuccessTime: time.Date(2024, 6, 1, 12, 0, 0, 0, beijing.Zone),
			Amount: TransactionAmount{Total: 1990, PayerTotal: 1990, Currency: "CNY", PayerCurrency: "CNY"}}
		plain, _ := json.Marshal(tx)
		ct, err := EncryptResource(key, "transaction", "abcdefghijkl", plain)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := json.Marshal(Notification{ID: "id-" + appID, CreateTime: sdkNow, EventType: EventTransactionSuccess,
			ResourceType: ResourceTypeEncrypted, Resource: Resource{Algorithm: AlgorithmAEADAES256GCM, Ciphertext: ct,
				AssociatedData: "transaction", OriginalType: "transaction", Nonce: "abcdefghijkl"}})
		h, b, v := signedNotification(t, string(body))
		g := &Gateway{Client: &Client{Verifier: v, Merchant: Merchant{MchID: "1900000001", AppID: "wx1", APIv3Key: key}}}
		n, err := g.ParseNotice(h, b, sdkNow)
		return n.Payment != nil, err
	}
	if paid, err := parse("wx1", "1900000001"); err != nil || !paid {
		t.Fatalf("our own notification: paid %v, %v", paid, err)
	}
	for _, c := range [][2]string{{"", "1900000001"}, {"wx_other", "1900000001"}, {"wx1", "1900000002"}} {
		paid, err := parse(c[0], c[1])
		if !errors.Is(err, ErrForeign) || paid {
			t.Errorf("appid %q mchid %q: paid %v, %v; want ErrForeign", c[0], c[1], paid, err)
		}
	}
}
