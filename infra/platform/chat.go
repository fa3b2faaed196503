package platform

import (
	"fmt"

	cchat "zhiyuan/command/chat"
	"zhiyuan/infra/llm"
	"zhiyuan/infra/postgres"
	"zhiyuan/query/assistant"
	qchat "zhiyuan/query/chat"
)

// wireChat adds the assistant: the conversations' commands and reads, the rule engine over the
// portal's own queries, and the configured model and speech service.
func wireChat(p *Platform, cfg Config, db *postgres.DB) error {
	a := p.App
	a.ChatCmd = cchat.NewService(p.Store, p.Registry)
	a.Chats = qchat.NewHandler(postgres.NewChatsReadModel(db))
	d := assistant.Deps{Admission: a.Admission, Results: a.AdmissionResults, Recommend: a.Recommend, Colleges: a.Colleges,
		Majors: a.Majors, Professions: a.Professions, Content: a.Content, ModelTimeout: cfg.Chat.Timeout}
	if cfg.Chat.Model.BaseURL != "" {
		m, err := llm.New(cfg.Chat.Model)
		if err != nil {
			return fmt.Errorf("ZHIYUAN_LLM_BASE_URL: %w", err)
		}
		d.Model = m
	}
	if cfg.Chat.Speech.BaseURL != "" {
		s, err := llm.NewTranscriber(cfg.Chat.Speech)
		if err != nil {
			return fmt.Errorf("ZHIYUAN_ASR_BASE_URL: %w", err)
		}
		a.Speech = s
	}
	a.Assistant = assistant.New(d)
	return nil
}
