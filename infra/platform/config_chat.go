package platform

import (
	"time"

	"zhiyuan/infra/llm"
)

// ChatModel is the assistant's optional model and speech service (docs/API-CHAT.md). Without
// a model base URL the assistant answers by its rules alone; without a speech base URL
// AudioToWords answers 语音识别未配置.
type ChatModel struct {
	Model  llm.Config // ZHIYUAN_LLM_BASE_URL, ZHIYUAN_LLM_API_KEY, ZHIYUAN_LLM_MODEL
	Speech llm.Config // ZHIYUAN_ASR_BASE_URL, ZHIYUAN_ASR_API_KEY, ZHIYUAN_ASR_MODEL
	// Timeout (ZHIYUAN_LLM_TIMEOUT, default 15s) bounds the model's part of an answer; then the
	// rules answer.
	Timeout time.Duration
}

func chatModelFromEnv() ChatModel {
	c := ChatModel{
		Model: llm.Config{BaseURL: env("ZHIYUAN_LLM_BASE_URL", ""), APIKey: env("ZHIYUAN_LLM_API_KEY", ""),
			Model: env("ZHIYUAN_LLM_MODEL", "")},
		Speech: llm.Config{BaseURL: env("ZHIYUAN_ASR_BASE_URL", ""), APIKey: env("ZHIYUAN_ASR_API_KEY", ""),
			Model: env("ZHIYUAN_ASR_MODEL", "whisper-1")},
	}
	if d, err := time.ParseDuration(env("ZHIYUAN_LLM_TIMEOUT", "15s")); err == nil && d > 0 {
		c.Timeout = d
	}
	return c
}
