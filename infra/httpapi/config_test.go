package httpapi_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

func TestWebConfigServesEverySectionWithRealDefaults(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	var cfg struct {
		ParamList    []struct{ ParamKey, ParamValue string }
		ModuleList   []struct{ ModuleCode string }
		HeadMenuList []struct {
			MenuName, MenuPath string
			MenuList           []struct{ MenuPath string }
		}
		BottomMenuList []json.RawMessage
		ProvinceList   []struct {
			ProvinceId                                 int
			ProvinceName, PinYinOne, CEEDate, ExamMode string
		}
		ProductAlias []struct{ Code, Name string }
		WishYear     int
		ToolBox      []json.RawMessage
	}
	e.OK(t, "/api/Config/WebConfig", "", nil, &cfg)
	keys := map[string]string{}
	for _, p := range cfg.ParamList {
		keys[p.ParamKey] = p.ParamValue
	}
	for _, k := range []string{"Web_CopyRight", "Web_ICP", "Web_Police", "Web_TechnicalSupport", "Web_TelPhone", "Web_Skin",
		"Web_Logo", "Web_ExamDate", "Web_CompanyAddress", "KF_Enable", "KF_Url", "APP_WechatMiniAPP", "APP_H5", "APP_Android", "APP_IOS"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("ParamList lacks %s", k)
		}
	}
	if len(cfg.ProvinceList) != 31 || len(cfg.ModuleList) != 3 || len(cfg.HeadMenuList) < 5 || len(cfg.ToolBox) == 0 {
		t.Fatalf("sections: %d provinces, %d modules, %d menus", len(cfg.ProvinceList), len(cfg.ModuleList), len(cfg.HeadMenuList))
	}
	byName := map[string]int{}
	for i, p := range cfg.ProvinceList {
		byName[p.ProvinceName] = i
	}
	if p := cfg.ProvinceList[byName["重庆"]]; p.PinYinOne != "C" || p.ProvinceId != 50 || p.CEEDate != "2027-06-07" {
		t.Fatalf("重庆: %+v", p)
	}
	if p := cfg.ProvinceList[byName["新疆"]]; p.ExamMode != "3+1+2" { // first new-gaokao exam in 2027
		t.Fatalf("新疆 2027 mode: %+v", p)
	}
	if len(cfg.ProductAlias) != 2 || cfg.ProductAlias[0].Name != "位次法" || cfg.ProductAlias[1].Name != "位点法" {
		t.Fatalf("ProductAlias %+v", cfg.ProductAlias)
	}
	// Configuration changes are commands, visible after their position.
	res, err := e.P.Site.SetParam(t.Context(), platform.SystemMeta("test"), "Web_TelPhone", "010-12345678")
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, res.Position, "siteconfig") // an operator's write: no visitor waits for it over HTTP
	r := e.Call(t, "/api/Config/WebConfig", "", nil)
	_ = json.Unmarshal(r.Data, &cfg)
	found := false
	for _, p := range cfg.ParamList {
		found = found || (p.ParamKey == "Web_TelPhone" && p.ParamValue == "010-12345678")
	}
	if !found {
		t.Fatal("param change not visible")
	}
	if _, err := e.P.Site.SetParam(t.Context(), platform.SystemMeta("test"), "Not_A_Key", "x"); err == nil {
		t.Fatal("unknown param accepted")
	}
	if _, err := e.P.Site.ReplaceSection(t.Context(), platform.SystemMeta("test"), "HeadMenuList", json.RawMessage(`{"a":1}`)); err == nil {
		t.Fatal("non-array menu accepted")
	}
}

func TestProductionProfileNeedsSMSProviderAndHidesDev(t *testing.T) {
	t.Parallel()
	cfg := platform.Config{Profile: "production", Bus: "postgres", Search: "bleve"}
	if err := cfg.Validate(); err == nil {
		t.Fatal("production without an SMS provider accepted")
	}
	e := platformtest.New(t, platformtest.Options{Config: func(c *platform.Config) {
		c.Profile, c.SMSURL, c.SMSKey = "production", "http://127.0.0.1:1/sms", "k"
		c.WeChatPay = platformtest.ProductionWeChatPay(t)
	}})
	srvOpts := e.P.HTTPOptions(httpapi.CommandSide, httpapi.QuerySide)
	if srvOpts.DevSMS != nil {
		t.Fatal("production serves /dev/sms")
	}
	resp, err := http.Get(e.URL + "/dev/sms?phone=13900000001")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 404 {
		t.Fatalf("/dev/sms in production: %d", resp.StatusCode)
	}
	// The real provider is unreachable here: the user gets a clear message.
	r := e.Call(t, "/api/Auth/SendValidateCode", "", map[string]string{"Phone": platformtest.Phone(43)})
	if r.Code != 503 || r.Message != "短信发送失败，请稍后重试" {
		t.Fatalf("send through a down provider: %d %s", r.Code, r.Message)
	}
}
