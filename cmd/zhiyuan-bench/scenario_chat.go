package main

import (
	"context"
	"fmt"
	"time"
)

// Targets of the chat issue: a rule-engine answer p99 ≤ 100 ms at 50 questions/s.
const (
	chatRate   = 50
	chatTarget = 100 * time.Millisecond
	chatUsers  = 600 // each asks about once in 12 s: inside the limit of 10 a minute
)

// chatQuestions are the common questions, each answered by the rules from the shipped data.
var chatQuestions = []string{
	"广东2025年物理类600分排多少名", "浙江2025年620分位次是多少", "河南2024年理科580分排第几名", "江苏2025年历史类560分排名",
	"广东2025年物理类600分相当于去年多少分", "广东本科线是多少", "2025年河北批次线", "浙江大学在广东的投档线",
	"武汉大学在湖北的录取分数线", "计算机科学与技术是学什么的", "临床医学就业前景怎么样", "你好", "志愿表怎么导出",
	"浙江大学在广东招多少人", "广东物理类600分能上什么学校",
}

// benchChat measures Chat/Ask (answers as JSON, each in a new chat, so each stores two
// appends: the quota and the conversation) over the mix of common questions.
func benchChat(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: "智能问答: rule-engine answers"}
	f, err := startFresh(ctx, o, "chat", 15*time.Minute, "ZHIYUAN_TRUSTED_PROXIES=127.0.0.0/8")
	if err != nil {
		return nil, err
	}
	defer f.close()
	c, probe := f.client(), f.probe()
	tokens, _, err := loginUsers(ctx, c, chatUsers, 8, 10*time.Minute)
	if err != nil {
		return nil, err
	}
	learned, err := waitLearned(ctx, c) // measure answers, not the engine's learning after the start
	if err != nil {
		return nil, err
	}
	var slowest *slowestByQuestion
	fire := func(ctx context.Context, i int) error {
		u, q := i%chatUsers, chatQuestions[i%len(chatQuestions)]
		sent := time.Now()
		err := c.call(ctx, "/api/Chat/Ask", tokens[u], benchIP(u), map[string]any{"Question": q}, nil)
		if slowest != nil {
			slowest.add(q, sent)
		}
		return err
	}
	run, note, err := bestOf(ctx, "Chat/Ask", func() (catalogRun, cpuUse, string, error) {
		slowest = nil
		openLoop(ctx, chatRate, warmUp, 200, fire)
		s0 := probe.snap()
		slowest = newSlowest()
		r := openLoop(ctx, chatRate, o.measure, 200, fire)
		use := probe.since(s0)
		return catalogRun{name: "Chat/Ask", res: r, cpu: use}, use, summarize(r) + "; slowest answer of each question: " + slowest.String(), nil
	})
	if err != nil {
		return nil, err
	}
	sec.Method = []string{
		"`bin/zhiyuan run` on a fresh data dir with the shipped catalogue, admission data and content; no model configured.",
		fmt.Sprintf("`Chat/Ask` open-loop at %d/s from %d signed-in users (each from its own address), cycling through %d common "+
			"questions: score to rank in four provinces, 等位分, batch lines, a school's lines and plan, two majors, a greeting, a "+
			"help question and one recommendation (冲/稳/保 counts with examples). Each question opens a new chat, so each "+
			"answer is two appends (the limit's count, then the question with its answer). Latency counts from the scheduled "+
			"send time; %s of warm-up is discarded, then %s is measured.", chatRate, chatUsers, len(chatQuestions), warmUp, o.measure),
	}
	sec.Details = append(sec.Details, runsTable(run), "- "+note, "- CPU: "+run.cpu.String()+".",
		fmt.Sprintf("- Before the warm-up the run waited %s (from after the %d sign-ins) until two recommendations in a row "+
			"answered within 50 ms: the engine learns in the background after a start, and a run that overlaps it measures "+
			"the start (a CPU profile of such a warm-up: 64 %% of the server's CPU samples in loading each province's results and building its "+
			"units, answers up to 330 ms).", ms(learned), chatUsers))
	sec.Details = append(sec.Details, firstErrors(run)...)
	sec.Rows = []row{loadRow(fmt.Sprintf("Rule-engine answer p99 ≤ 100 ms at %d questions/s (`Chat/Ask`)", chatRate), run, chatTarget)}
	golden, err := runGolden(ctx)
	if err != nil {
		return nil, err
	}
	sec.Method = append(sec.Method, fmt.Sprintf("**Golden set** (`query/assistant/golden`, %d questions generated from the shipped "+
		"data: several phrasings per fact with the value computed by the data package's own lookups, plus missing "+
		"information, unknown schools, future years, no data, out of scope, prompt injection, 保证录取, greetings and "+
		"help), split by fact into a development and a held-back part, answered by the rule engine in-process "+
		"(`TestChatGolden`). An answer is right when its intent, values, sources and asked-for slots are the expected "+
		"ones; a refusal must cite nothing and say no number.", golden.Cases))
	sec.Details = append(sec.Details, goldenDetails(golden)...)
	for _, split := range []string{"dev", "held"} {
		t := golden.Splits[split]
		if t == nil {
			continue
		}
		sec.Rows = append(sec.Rows, row{Target: fmt.Sprintf("Golden set accuracy, %s part (rule engine)", split),
			Measured: fmt.Sprintf("%d/%d (%.1f%%)", t.Correct, t.Cases, t.Accuracy*100), Pass: t.Accuracy >= 0.95})
	}
	sec.Rows = append(sec.Rows, row{Target: "Answers with an unsourced number = 0 (golden set)",
		Measured: fmt.Sprintf("%.1f%% of %d", golden.UnsourcedRate*100, golden.Cases), Pass: golden.UnsourcedRate == 0})
	return sec, nil
}
