package siteconfig_test

import (
	"context"
	"testing"

	"zhiyuan/command/siteconfig"
	"zhiyuan/events"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// Only the parameters the spec names are accepted; a set is appended whatever came before.
func TestSetParam(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name       string
		given      []events.Event
		key, value string
		then       []events.Event
		wantErr    string
	}{
		{name: "the hotline on a fresh stream", key: "Web_TelPhone", value: "400-800-1234",
			then: []events.Event{events.SiteParamSet{Key: "Web_TelPhone", Value: "400-800-1234"}}},
		{name: "the ICP record replaces the earlier one", given: []events.Event{events.SiteParamSet{Key: "Web_ICP", Value: "京ICP备00000001号"}},
			key: "Web_ICP", value: "京ICP备12345678号", then: []events.Event{events.SiteParamSet{Key: "Web_ICP", Value: "京ICP备12345678号"}}},
		{name: "an empty value hides the entry", key: "KF_Url", value: "",
			then: []events.Event{events.SiteParamSet{Key: "KF_Url", Value: ""}}},
		{name: "the last key of the list", key: "APP_IOS", value: "https://apps.apple.com/app/id1",
			then: []events.Event{events.SiteParamSet{Key: "APP_IOS", Value: "https://apps.apple.com/app/id1"}}},
		{name: "an unknown key", key: "Web_Title", value: "志愿",
			wantErr: "未知参数：Web_Title（可用：Web_CopyRight, Web_ICP, Web_Police, Web_TechnicalSupport, Web_TelPhone, " +
				"Web_Skin, Web_Logo, Web_ExamDate, Web_CompanyAddress, KF_Enable, KF_Url, APP_WechatMiniAPP, APP_H5, APP_Android, APP_IOS）"},
		{name: "keys are case-sensitive", key: "web_icp", value: "x",
			wantErr: "未知参数：web_icp（可用：Web_CopyRight, Web_ICP, Web_Police, Web_TechnicalSupport, Web_TelPhone, " +
				"Web_Skin, Web_Logo, Web_ExamDate, Web_CompanyAddress, KF_Enable, KF_Url, APP_WechatMiniAPP, APP_H5, APP_Android, APP_IOS）"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := siteconfig.NewService(sc.Store, sc.Registry)
			sc.Given(t, stream, c.given...)
			res, err := svc.SetParam(context.Background(), meta, c.key, c.value)
			check(t, sc, len(c.given), err, c.wantErr, c.then)
			if c.wantErr == "" && res.Version != len(c.given)+1 {
				t.Fatalf("result version %d, want %d", res.Version, len(c.given)+1)
			}
		})
	}
}
