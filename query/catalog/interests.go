package catalog

import (
	"strings"

	"zhiyuan/events/apperr"
)

// riasec is the order of the six Holland interest types in an interest profile.
const riasec = "RIASEC"

// interestNames are the Chinese names of the Holland types, in RIASEC order.
var interestNames = [6]string{"现实型", "研究型", "艺术型", "社会型", "企业型", "常规型"}

const badInterestCode = "兴趣代码只能由 R I A S E C 中的 1～3 个不同字母组成"

// interestCode normalises an interest code typed by the user ("ic" → "IC") and
// checks that it is 1–3 distinct letters of RIASEC.
func interestCode(s string) (string, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	if s == "" {
		return "", apperr.Invalid("请输入兴趣代码")
	}
	if len(s) > 3 {
		return "", apperr.Invalid(badInterestCode)
	}
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(riasec, s[i]) < 0 || strings.IndexByte(s[:i], s[i]) >= 0 {
			return "", apperr.Invalid(badInterestCode)
		}
	}
	return s, nil
}

// interests names the six scores of a profile.
func interests(scores [6]float64) []Interest {
	out := make([]Interest, 6)
	for i := range out {
		out[i] = Interest{Code: riasec[i : i+1], Name: interestNames[i], Score: scores[i]}
	}
	return out
}

// codeProfile turns an interest code into a profile on the O*NET scale (1–7) to
// compare occupations with: the code's letters score 7, 6 and 5 in their order,
// the other types 1.
func codeProfile(code string) [6]float64 {
	p := [6]float64{1, 1, 1, 1, 1, 1}
	for i := 0; i < len(code); i++ {
		p[strings.IndexByte(riasec, code[i])] = float64(7 - i)
	}
	return p
}
