package assessment

import (
	"strings"
	"testing"

	bank "zhiyuan/data/assessment"
	"zhiyuan/events/apperr"
)

// pathSheet answers each question with the named option code (the first option otherwise).
func pathSheet(b *bank.Bank, codes map[string]string) []Answer {
	out := make([]Answer, len(b.Items))
	for i, it := range b.Items {
		out[i] = Answer{Id: it.ID, Value: 1}
		for j, c := range it.Choices {
			if c.Code == codes[it.ID] {
				out[i].Value = j + 1
			}
		}
	}
	return out
}

// Hand-read from path_rules.csv: 强基 needs Q07=strong & Q02 top or high & Q10=yes (or a
// national-final award with Q10=yes, or the national team); 中外合作 Q12!=no & Q13!=no; 国家专项
// Q03!=no & Q05!=no; 普通批 always.
func TestPathRulesOnHandReadSheets(t *testing.T) {
	b := bank.Find(bank.Path)
	base := map[string]string{"Q01": "putong", "Q02": "mid", "Q03": "no", "Q04": "no", "Q05": "no", "Q06": "city",
		"Q07": "no", "Q08": "none", "Q09": "pass", "Q10": "no", "Q11": "no", "Q12": "no", "Q13": "no", "Q14": "no",
		"Q15": "no", "Q16": "none", "Q17": "no", "Q18": "good", "Q19": "no", "Q20": "no", "Q21": "no"}
	with := func(changes map[string]string) map[string]string {
		out := map[string]string{}
		for k, v := range base {
			out[k] = v
		}
		for k, v := range changes {
			out[k] = v
		}
		return out
	}
	cases := []struct {
		answers map[string]string
		code    string
	}{
		{base, ""}, // only 普通批
		{with(map[string]string{"Q07": "strong", "Q02": "high", "Q10": "yes"}), "qiangji"}, // 综合评价 needs Q09!=pass or an award
		{with(map[string]string{"Q07": "strong", "Q02": "good", "Q10": "yes"}), ""},
		{with(map[string]string{"Q12": "partly", "Q13": "try"}), "sino_foreign"},
		{with(map[string]string{"Q03": "yes", "Q05": "unsure"}), "guojia"},
		{with(map[string]string{"Q08": "team"}), "qiangji,baosong"},
	}
	for i, c := range cases {
		sc, err := Score(b, b.Version, pathSheet(b, c.answers))
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if sc.Code != c.code || sc.Scores["ordinary"] != 1 {
			t.Errorf("case %d: code %q (ordinary %d), want %q", i, sc.Code, sc.Scores["ordinary"], c.code)
		}
	}
	bad := pathSheet(b, base)
	bad[0].Value = len(b.Items[0].Choices) + 1
	if _, err := Score(b, b.Version, bad); err == nil || !strings.Contains(err.Error(), "第 1 题请从给出的") {
		t.Fatalf("an option past the list: %v", err)
	} else if e, _ := apperr.As(err); e.Code != apperr.CodeInvalid {
		t.Fatalf("code %d", e.Code)
	}
}
