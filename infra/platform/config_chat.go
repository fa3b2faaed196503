package platform

import "zhiyuan/infra/llm"

// ChatModel is the assistant's optional model and speech service (docs/API-CHAT.md). Without
// a model base URL the assistant answers by its rules alone; without a speech base URL
// AudioToWords answers 语音识别未配置.
type ChatModel struct {
	Model  llm.Config // ZHIYUAN_LLM_BASE_URL, ZHIYUAN_LLM_API_KEY, ZHIYUAN_LLM_MODEL
	Speech llm.Config // ZHIYUAN_ASR_BASE_URL, ZHIYUAN_ASR_API_KEY, ZHIYUAN_ASR_MODEL
}

func chatModelFromEnv() ChatModel {
	return ChatModel{
		Model: llm.Config{BaseURL: env("ZHIYUAN_LLM_BASE_URL", ""), APIKey: env("ZHIYUAN_LLM_API_KEY", ""),
			Model: env("ZHIYUAN_LLM_MODEL", "")},
		Speech: llm.Config{BaseURL: env("ZHIYUAN_ASR_BASE_URL", ""), APIKey: env("ZHIYUAN_ASR_API_KEY", ""),
			Model: env("ZHIYUAN_ASR_MODEL", "whisper-1")},
	}
}
