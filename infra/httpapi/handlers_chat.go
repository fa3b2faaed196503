package httpapi

import (
	"bytes"
	"context"
	"io"
	"mime"
	"mime/multipart"
	"strings"
	"time"

	cchat "zhiyuan/command/chat"
	"zhiyuan/data"
	dadmission "zhiyuan/data/admission"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/query/assistant"
	qchat "zhiyuan/query/chat"
)

// AnswerTimeout bounds one answer, tools and model included.
const AnswerTimeout = 20 * time.Second

// audioLimit is the largest recording AudioToWords takes, with its multipart framing.
const audioLimit = 10<<20 + 1<<16

func chatConfig(a *App, _ *Call) (any, error) {
	engine, model := a.Assistant.Engines()
	return map[string]any{"Engine": engine, "Model": model, "Speech": a.Speech != nil, "Examples": assistant.Examples,
		"Topics": assistant.Topics, "Limits": map[string]int{"QuestionChars": cchat.QuestionChars, "PerMinute": cchat.PerMinute,
			"PerDay": cchat.PerDay, "Chats": cchat.MaxChats, "Turns": cchat.MaxTurns, "TitleChars": cchat.TitleChars}}, nil
}

// chatAsk checks the question, the chat and the limits before anything streams; the answer is
// then made, sent, and stored with the question.
func chatAsk(a *App, c *Call) (any, error) {
	var in struct{ ChatId, Question string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	q, err := cchat.CheckQuestion(in.Question)
	if err != nil {
		return nil, err
	}
	turn, err := a.ChatCmd.Prepare(c.Ctx, c.Meta, strings.TrimSpace(in.ChatId))
	if err != nil {
		return nil, err
	}
	if err := a.ChatCmd.Reserve(c.Ctx, c.Meta); err != nil {
		return nil, err
	}
	req := assistant.Request{Question: q, Profile: chatProfile(a, c)}
	if p := turn.Previous; p != nil {
		req.Prior = &assistant.Prior{Intent: p.Intent, Missing: p.Missing, Slots: p.Slots}
	}
	run := func(ctx context.Context, sink assistant.Sink) (any, error) {
		ctx, cancel := context.WithTimeout(ctx, AnswerTimeout)
		defer cancel()
		ans, err := a.Assistant.Answer(ctx, req, sink)
		if err != nil {
			if ctx.Err() != nil {
				return nil, &apperr.Error{Code: 504, Message: "回答超时，请稍后重试"}
			}
			return nil, err
		}
		stored, err := a.ChatCmd.Store(context.WithoutCancel(ctx), c.Meta, turn.ChatID, q, events.ChatAnswered{Answer: ans.Text,
			Engine: ans.Engine, Intent: ans.Intent, Tools: ans.Tools, Citations: ans.Citations, Missing: ans.Missing,
			Slots: ans.Slots, Replaced: ans.Replaced})
		if err != nil {
			return nil, err
		}
		return done(stored, q, ans), nil
	}
	if !strings.Contains(c.R.Header.Get("Accept"), "text/event-stream") {
		return run(c.Ctx, nil)
	}
	return chatStream{chatID: turn.ChatID, title: turn.Title, turn: turn.Number, run: run}, nil
}

// done is the answer of a question, as the stream's last event and the plain call's Data.
func done(s cchat.Stored, q string, ans assistant.Answer) map[string]any {
	cites := make([]qchat.Citation, 0, len(ans.Citations))
	for _, c := range ans.Citations {
		cites = append(cites, qchat.CitationOf(c))
	}
	tools, missing := ans.Tools, ans.Missing
	if tools == nil {
		tools = []string{}
	}
	if missing == nil {
		missing = []string{}
	}
	return map[string]any{"ChatId": s.ChatID, "TurnId": s.Turn, "Title": s.Title, "Question": q, "Answer": ans.Text,
		"Engine": ans.Engine, "Intent": ans.Intent, "Tools": tools, "Citations": cites, "Missing": missing,
		"Replaced": ans.Replaced, "AskedAt": time.Now().UTC(), "Version": s.Version, "Position": s.Position}
}

// chatProfile is what the student's own profile says (nothing for a profile not filled in).
func chatProfile(a *App, c *Call) assistant.Profile {
	cand, err := candidate(a, c)
	if err != nil || cand.ProvinceID == 0 {
		return assistant.Profile{}
	}
	p := assistant.Profile{ProvinceId: cand.ProvinceID, Year: cand.Year}
	if cand.Score != nil {
		p.Score = *cand.Score
	}
	if pr, ok := data.ProvinceByID(cand.ProvinceID); ok && cand.Year > 0 {
		subject := ""
		for _, sub := range cand.SelectSubjects {
			if sub == "物理" || sub == "历史" {
				subject = sub
				break
			}
		}
		p.Track, _ = dadmission.TrackFor(pr.ModeFor(cand.Year), cand.SubjectType, subject)
	}
	return p
}

func chatList(a *App, c *Call) (any, error) {
	waitFor(a, c, "chats")
	return a.Chats.List(c.Ctx, c.UserID)
}

type chatIn struct {
	ChatId string
	Title  string
	IsTop  bool
}

func bindChat(c *Call) (chatIn, error) {
	var in chatIn
	err := c.Bind(&in)
	in.ChatId = strings.TrimSpace(in.ChatId)
	return in, err
}

func chatRecords(a *App, c *Call) (any, error) {
	in, err := bindChat(c)
	if err != nil {
		return nil, err
	}
	waitFor(a, c, "chats")
	return a.Chats.Records(c.Ctx, c.UserID, in.ChatId)
}

func chatRename(a *App, c *Call) (any, error) {
	in, err := bindChat(c)
	if err != nil {
		return nil, err
	}
	return a.ChatCmd.Rename(c.Ctx, c.Meta, in.ChatId, in.Title)
}

func chatSetTop(a *App, c *Call) (any, error) {
	in, err := bindChat(c)
	if err != nil {
		return nil, err
	}
	return a.ChatCmd.SetTop(c.Ctx, c.Meta, in.ChatId, in.IsTop)
}

func chatDelete(a *App, c *Call) (any, error) {
	in, err := bindChat(c)
	if err != nil {
		return nil, err
	}
	return a.ChatCmd.Delete(c.Ctx, c.Meta, in.ChatId)
}

func chatShare(a *App, c *Call) (any, error) {
	in, err := bindChat(c)
	if err != nil {
		return nil, err
	}
	return a.ChatCmd.Share(c.Ctx, c.Meta, in.ChatId)
}

func chatRevokeShare(a *App, c *Call) (any, error) {
	in, err := bindChat(c)
	if err != nil {
		return nil, err
	}
	return a.ChatCmd.RevokeShare(c.Ctx, c.Meta, in.ChatId)
}

func chatShared(a *App, c *Call) (any, error) {
	var in struct{ ShareId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Chats.Shared(c.Ctx, strings.TrimSpace(in.ShareId))
}

func chatSingleLogin(_ *App, c *Call) (any, error) {
	return map[string]string{"Url": "/ai", "UserId": c.UserID}, nil
}

// chatAudio turns a recorded question into words through the configured speech service.
func chatAudio(a *App, c *Call) (any, error) {
	if a.Speech == nil {
		return nil, &apperr.Error{Code: apperr.CodeUnavailable, Message: "语音识别未配置"}
	}
	_, params, err := mime.ParseMediaType(c.R.Header.Get("Content-Type"))
	if err != nil || params["boundary"] == "" {
		return nil, badRequest("请用 multipart/form-data 上传录音（字段 file）")
	}
	reader := multipart.NewReader(bytes.NewReader(c.body), params["boundary"])
	for {
		part, err := reader.NextPart()
		if err != nil {
			return nil, badRequest("请选择要识别的录音（字段 file）")
		}
		if part.FormName() != "file" {
			continue
		}
		audio, err := io.ReadAll(io.LimitReader(part, audioLimit))
		if err != nil || len(audio) == 0 {
			return nil, badRequest("无法读取录音")
		}
		ctx, cancel := context.WithTimeout(c.Ctx, AnswerTimeout)
		defer cancel()
		text, err := a.Speech.Transcribe(ctx, part.FileName(), audio)
		if err != nil {
			return nil, &apperr.Error{Code: apperr.CodeUnavailable, Message: "语音识别暂时不可用，请打字提问"}
		}
		return map[string]string{"Text": strings.TrimSpace(text)}, nil
	}
}
