package assessment

import (
	"strconv"

	bank "zhiyuan/data/assessment"
)

// PathFit is one admission path in a path result: whether it fits and why.
type PathFit struct {
	Code, Name, Summary, Caution string
	Fits                         bool
	Why                          []string `json:",omitempty"` // the answers that made it fit
}

// pathResult lists every path, the fitting ones first, each with the answers behind it. The
// stored answers are read again through the rules (the answers are kept with the result).
func pathResult(b *bank.Bank, s Stored, answers string, r *Result) {
	chosen := map[string]string{}
	text := map[string]string{}
	for i, it := range b.Items {
		if i < len(answers) {
			if v := int(answers[i] - '0'); v >= 1 && v <= len(it.Choices) {
				chosen[it.ID] = it.Choices[v-1].Code
				text[it.ID] = it.Text + "——" + it.Choices[v-1].Text
			}
		}
	}
	var fit, other []PathFit
	same := s.BankVersion == b.Version // else the stored fits stand and the answers are not re-read
	for _, pr := range bank.PathRules() {
		p := PathFit{Code: pr.Code, Name: pr.Name, Summary: pr.Summary, Caution: pr.Caution}
		if !same {
			if p.Fits = s.Scores[pr.Code] == 1; p.Fits {
				fit = append(fit, p)
			} else {
				other = append(other, p)
			}
			continue
		}
		if alt, ok := bank.Met(pr.Requires, chosen); ok {
			p.Fits = true
			for _, c := range alt {
				p.Why = append(p.Why, text[c.Item])
			}
			if len(alt) == 0 {
				p.Why = []string{"所有参加高考的同学都走这条路"}
			}
			fit = append(fit, p)
		} else {
			other = append(other, p)
		}
	}
	r.Paths = append(fit, other...)
	r.Title = "值得你了解的升学路径：" + strconv.Itoa(len(fit)) + " 条"
	r.Summary = "普通批是每位考生的基本路径；下面列出的其他路径按你的回答可能适合你，每条都写明了依据和需要核实的条件。"
	r.Scales = nil // the paths are the result; 0/1 sums say nothing more
}
