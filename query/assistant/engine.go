// Package assistant answers families' questions from the portal's own data. The rules
// recognise the common questions and answer from templates filled by the portal's queries
// (the tools), a source for every fact; a model, when one is configured, is asked only what
// the rules cannot place, may call the same tools, and its answer is checked before it is sent.
package assistant

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
	qadmission "zhiyuan/query/admission"
	qcatalog "zhiyuan/query/catalog"
	qcontent "zhiyuan/query/content"
	"zhiyuan/query/recommend"
)

// Deps are the query services the tools read.
type Deps struct {
	Admission   *qadmission.Handler
	Results     *qadmission.ResultsHandler
	Recommend   *recommend.Handler
	Colleges    *qcatalog.Colleges
	Majors      *qcatalog.Majors
	Professions *qcatalog.Professions
	Content     *qcontent.Handler
	Model       Model // nil: the rules alone
	// ModelTimeout bounds the model's part of an answer (default 15 s), leaving the rules time
	// to answer within the request's own bound when the provider is slow.
	ModelTimeout time.Duration
	Now          func() time.Time
}

// Engine answers questions.
type Engine struct {
	d     Deps
	tools map[string]*Tool
}

func New(d Deps) *Engine {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.ModelTimeout <= 0 {
		d.ModelTimeout = 15 * time.Second
	}
	words() // the names are loaded once, before the first question waits for them
	return &Engine{d: d, tools: registry()}
}

// Profile is what the student's profile says, filling what a question leaves out.
type Profile struct {
	ProvinceId int
	Year       int    // the exam year
	Track      string // 物理类, 历史类, 理科, 文科, 综合; "" unknown
	Score      int    // 0 unknown
}

// Prior is the chat's previous answer: a question it asked to complete is continued.
type Prior struct {
	Intent  string
	Missing []string
	Slots   map[string]string
}

// Request is one question.
type Request struct {
	Question string
	Profile  Profile
	Prior    *Prior
}

// Answer is what was sent.
type Answer struct {
	Text      string
	Engine    string // rules, model
	Intent    string
	Tools     []string
	Citations []events.ChatCitation
	Missing   []string
	Slots     map[string]string
	Replaced  bool
	// Unsourced lists the numbers of Text found neither in the question nor in the tool
	// results (the check's finding; empty for every answer sent).
	Unsourced []string
}

// Engines names what answers: the rules alone, or the rules and a model.
func (e *Engine) Engines() (string, string) {
	if e.d.Model == nil {
		return "rules", ""
	}
	return "rules+model", e.d.Model.Name()
}

// Answer answers one question, telling the sink what it uses and the text as it goes.
func (e *Engine) Answer(ctx context.Context, req Request, sink Sink) (Answer, error) {
	q := normalise(req.Question)
	t := &turn{question: q, sink: sink}
	// The profile is the student's own statement: its numbers may be said back.
	fmt.Fprintf(&t.evidence, "%d %d %d\n", req.Profile.ProvinceId, req.Profile.Year, req.Profile.Score)
	slots := extract(q, e.d.Now())
	intent := classify(q, slots)
	intent = e.continued(q, intent, slots, req.Prior)
	r := &rule{e: e, t: t, slots: slots, profile: req.Profile, intent: intent}
	text, err := r.answer(ctx)
	if err != nil {
		return Answer{}, err
	}
	out := Answer{Engine: "rules", Intent: intent, Missing: r.missing, Slots: slots}
	if intent == IntentUnknown && e.d.Model != nil {
		if m, ok := e.askModel(ctx, req, t); ok {
			out.Engine, out.Intent, text = "model", IntentModel, m
		} else {
			out.Replaced = m != ""
		}
	}
	out.Text, out.Tools, out.Citations = text, t.tools, t.cites
	out.Unsourced = check(text, t).numbers
	stream(sink, text)
	return out, nil
}

// continued reads a question in its conversation: "600分" after "我能排多少名？" completes it,
// "那历史类呢" or "那590分呢" asks the previous question again with one slot changed, and any
// question about admission keeps the candidate the chat was about (province, track, score).
func (e *Engine) continued(q, intent string, slots Slots, prior *Prior) string {
	if prior == nil || prior.Intent == "" || !answerable[prior.Intent] {
		return intent
	}
	if n, ok := answerToAsk(q); ok && contains(prior.Missing, "score") {
		slots["score"] = n
	}
	fills := false
	for _, m := range prior.Missing {
		fills = fills || slots[m] != ""
	}
	follow := len(slots) > 0 && followUp.MatchString(q) && (intent == IntentUnknown || intent == prior.Intent ||
		intent == IntentScoreRank)
	switch {
	case fills && (intent == IntentUnknown || intent == IntentScoreRank || intent == prior.Intent), follow:
		slots.merge(prior.Slots)
		return prior.Intent
	case answerable[intent]:
		// Same question kind: the whole context carries; another kind: only the candidate.
		for _, k := range []string{"province", "track", "score", "year", "college", "major"} {
			if intent != prior.Intent && (k == "year" || k == "college" || k == "major") {
				continue
			}
			if _, ok := slots[k]; !ok && prior.Slots[k] != "" {
				slots[k] = prior.Slots[k]
			}
		}
	}
	return intent
}

var followUp = pattern(`^(那|那么|换成|改成|如果是?|要是)`, `呢[？?]?$`)

var answerable = map[string]bool{IntentScoreRank: true, IntentEquivalent: true, IntentBatchLine: true, IntentSchoolLine: true,
	IntentMajorLine: true, IntentPlan: true, IntentRecommend: true}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// stream sends the text in sentences.
func stream(sink Sink, text string) {
	if sink == nil {
		return
	}
	for len(text) > 0 {
		i := strings.IndexAny(text, "。\n")
		if i < 0 {
			sink.Text(text)
			return
		}
		n := i + len("。")
		if text[i] == '\n' {
			n = i + 1
		}
		sink.Text(text[:n])
		text = text[n:]
	}
}

// userError tells an answer-worthy refusal of a query (a bad year, an unknown school) from a
// failure of the system.
func userError(err error) (string, bool) {
	var ae *apperr.Error
	if errors.As(err, &ae) && ae.Code != apperr.CodeInternal && ae.Code != apperr.CodeUnavailable {
		return ae.Message, true
	}
	return "", false
}
