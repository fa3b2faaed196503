package httpapi_test

import (
	"os"
	"testing"

	"zhiyuan/infra/llm"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// A live provider is tried only when one is configured (ZHIYUAN_LLM_BASE_URL, _API_KEY,
// _MODEL); what it answered is reported, never asserted: a provider's words change.
func TestChatLiveProviderReport(t *testing.T) {
	t.Parallel()
	base := os.Getenv("ZHIYUAN_LLM_BASE_URL")
	if base == "" {
		t.Skip("no model configured: set ZHIYUAN_LLM_BASE_URL, ZHIYUAN_LLM_API_KEY and ZHIYUAN_LLM_MODEL to try one")
	}
	e := platformtest.New(t, platformtest.Options{Catalog: true, Admission: true, Config: func(c *platform.Config) {
		c.Chat.Model = llm.Config{BaseURL: base, APIKey: os.Getenv("ZHIYUAN_LLM_API_KEY"), Model: os.Getenv("ZHIYUAN_LLM_MODEL")}
	}})
	tok, _ := loginAt(t, e, 2390)
	for _, q := range []string{
		"我是广东物理类考生，2025年考了600分，想学计算机，帮我分析一下",
		"华南理工大学和暨南大学哪个更适合我",
		"新高考的院校专业组是什么意思",
	} {
		d := ask(t, e, tok, "", q)
		t.Logf("Q: %s\nengine %s, replaced %v, tools %v, %d citations\nA: %s", q, d.Engine, d.Replaced, d.Tools, len(d.Citations), d.Answer)
	}
}
