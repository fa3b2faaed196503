package assessment

import (
	"context"
	"time"

	bank "zhiyuan/data/assessment"
)

// ScaleScore is one scale of a result.
type ScaleScore struct {
	Code, Name      string
	Score, Min, Max int
	Percent         float64  // where the score lies between Min and Max, 0–100
	Level           string   // 较高, 中等, 较低
	Title, Text     string   `json:",omitempty"`
	Percentile      *float64 `json:",omitempty"` // among the norm group, once it is large enough
}

// Letter explains one letter of a code: a Holland type, or a 16-type axis with its clarity.
type Letter struct {
	Code, Title, Summary, Advice string
	Clarity                      *float64 `json:",omitempty"` // 16-type: how far from the axis midpoint, 0–100
}

// Result is one submission explained (User/TestHollandInfo, TestPersonalityInfo, TestMBTIInfo).
type Result struct {
	SubmissionId string
	Bank         string
	BankName     string
	Code         string
	SubmittedAt  time.Time
	Title        string
	Summary      string
	Advice       string
	Scales       []ScaleScore
	Letters      []Letter
	Majors       []Suggestion
	Professions  []Suggestion
	SuggestRule  string
	Norms        Norms
	Notice       string
	// OldBank: the result was scored on an earlier version of the bank.
	OldBank bool
	// The subject-selection test: every combination of the province, ranked.
	Coverage *Coverage `json:",omitempty"`
	FitRule  string    `json:",omitempty"`
	// The upgrade-path test: every path, the fitting ones first.
	Paths []PathFit `json:",omitempty"`
	// The all-round test: interest, character, ability, values and the subject hint.
	Parts []Part `json:",omitempty"`
}

var levelNames = map[string]string{"+": "较高", "=": "中等", "-": "较低"}

// Info answers a user's result: the submission named, else the newest of the bank.
func (h *Handler) Info(ctx context.Context, userID, bankCode, submissionID string) (Result, error) {
	b := bank.Find(bankCode)
	if b == nil {
		return Result{}, errNoBank
	}
	var s Stored
	var ok bool
	var err error
	if submissionID != "" {
		s, ok, err = h.rm.Result(ctx, userID, submissionID)
		ok = ok && s.Bank == b.Code
	} else {
		s, ok, err = h.rm.Latest(ctx, userID, b.Code)
	}
	if err != nil {
		return Result{}, err
	}
	if !ok {
		return Result{}, errNoResult
	}
	r := explain(b, s)
	if b.Code == bank.Subjects {
		if err := h.subjectResult(ctx, b, s, &r); err != nil {
			return Result{}, err
		}
	}
	if b.Code == bank.Subjects || b.Code == bank.Path || b.Code == bank.Allround {
		return r, nil // no norms: a ranking and a list of paths, not scale scores
	}
	if r.Norms, err = h.norms(ctx, b, s); err != nil {
		return Result{}, err
	}
	for i := range r.Scales {
		r.Scales[i].Percentile = r.Norms.percentiles[r.Scales[i].Code]
	}
	return r, nil
}

// explain turns stored scores into the result's texts and suggestions.
func explain(b *bank.Bank, s Stored) Result {
	r := Result{SubmissionId: s.SubmissionID, Bank: b.Code, BankName: b.Name, Code: s.Code, SubmittedAt: s.SubmittedAt,
		Notice: notices[b.Code], OldBank: s.BankVersion != b.Version}
	for _, sc := range b.Scales {
		lo, hi := b.ScaleRange(sc.Code)
		v, answered := s.Scores[sc.Code]
		if !answered && b.Code == bank.Subjects {
			continue // 技术: asked only in 浙江
		}
		ss := ScaleScore{Code: sc.Code, Name: sc.Name, Score: v, Min: lo, Max: hi, Level: levelNames[b.Level(sc.Code, v)]}
		if hi > lo {
			ss.Percent = round1(100 * float64(v-lo) / float64(hi-lo))
		}
		if b.Code == bank.BigFive {
			if t, ok := bank.TextOf(b.Code, sc.Code+b.Level(sc.Code, v)); ok {
				ss.Title, ss.Text = t.Title, t.Summary+t.Advice
			}
		}
		r.Scales = append(r.Scales, ss)
	}
	switch b.Code {
	case bank.Holland:
		for i := 0; i < len(s.Code); i++ {
			if t, ok := bank.TextOf(b.Code, s.Code[i:i+1]); ok {
				r.Letters = append(r.Letters, Letter{Code: s.Code[i : i+1], Title: t.Title, Summary: t.Summary, Advice: t.Advice})
			}
		}
		if len(r.Letters) > 0 {
			r.Title = "你的兴趣代码：" + s.Code
			r.Summary, r.Advice = r.Letters[0].Summary, r.Letters[0].Advice
		}
	case bank.Type16:
		if t, ok := bank.TextOf(b.Code, s.Code); ok {
			r.Title, r.Summary, r.Advice = t.Title, t.Summary, t.Advice
		}
		for _, a := range bank.TypeAxes {
			lo, hi := b.ScaleRange(a.Scale)
			t, _ := bank.TextOf(b.Code, a.Code)
			clarity := 0.0
			if hi > lo {
				clarity = round1(100 * abs(float64(2*s.Scores[a.Scale]-lo-hi)) / float64(hi-lo))
			}
			r.Letters = append(r.Letters, Letter{Code: a.Code, Title: t.Title, Summary: t.Summary, Advice: t.Advice, Clarity: &clarity})
		}
	case bank.BigFive:
		r.Title = "你的大五人格剖面"
		r.Summary = "五个维度各有高低，没有好坏之分；下面是每个维度的得分和它对学习、专业选择的提示。"
	}
	if b.Code == bank.Path {
		pathResult(b, s, s.Answers, &r)
		return r
	}
	if b.Code == bank.Allround {
		allroundResult(b, s, &r)
		return r
	}
	if b.Code != bank.Subjects {
		profile, rule := interestProfile(b, s.Scores)
		r.SuggestRule = rule
		r.Majors, r.Professions = suggest(profile, s.Code, b.Code)
	}
	return r
}

func round1(x float64) float64 { return float64(int(x*10+0.5)) / 10 }

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
