package assessment

import (
	"context"
	"strconv"
	"time"

	bank "zhiyuan/data/assessment"
)

// ListItem is one of a student's results (User/TestList).
type ListItem struct {
	SubmissionId string
	Bank         string
	BankName     string
	Code         string
	Title        string
	SubmittedAt  time.Time
	Path         string // the result page
}

// resultPaths are the web app's result pages.
var resultPaths = map[string]string{bank.Holland: "/holland-result", bank.BigFive: "/test-result", bank.Type16: "/MBTI-result", bank.Subjects: "/exam-test/sort-score", bank.Path: "/submit-test", bank.Allround: "/allround-result"}

// List answers the student's own results, newest first; every retake is kept.
func (h *Handler) List(ctx context.Context, userID string) ([]ListItem, error) {
	rows, err := h.rm.Results(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]ListItem, 0, len(rows))
	for _, r := range rows {
		it := ListItem{SubmissionId: r.SubmissionID, Bank: r.Bank, Code: r.Code, SubmittedAt: r.SubmittedAt,
			Path: resultPaths[r.Bank] + "?id=" + r.SubmissionID}
		if b := bank.Find(r.Bank); b != nil {
			it.BankName = b.Name
			it.Title = explainTitle(b, r)
		}
		out = append(out, it)
	}
	return out, nil
}

func explainTitle(b *bank.Bank, r Stored) string {
	switch b.Code {
	case bank.Holland:
		return "兴趣代码 " + r.Code
	case bank.Type16:
		if t, ok := bank.TextOf(b.Code, r.Code); ok {
			return t.Title
		}
	case bank.Allround:
		return "兴趣代码 " + r.Code
	case bank.Path:
		if r.Code == "" {
			return "普通批"
		}
		n := 1
		for _, c := range r.Code {
			if c == ',' {
				n++
			}
		}
		return "普通批以外值得了解的路径 " + strconv.Itoa(n) + " 条"
	case bank.Subjects:
		return "自评最有优势的组合 " + r.Code
	case bank.BigFive:
		out := ""
		for _, s := range b.Scales {
			if out != "" {
				out += "，"
			}
			out += s.Name + levelNames[b.Level(s.Code, r.Scores[s.Code])]
		}
		return out
	}
	return r.Code
}
