package assessment

import (
	"fmt"
	"math"
	"sort"
	"strings"

	bank "zhiyuan/data/assessment"
	"zhiyuan/data/catalog"
)

// Suggestion is a major or profession a result points to, and why.
type Suggestion struct {
	Code         string
	Name         string
	InterestCode string  // the RIASEC code of its interest profile
	Match        float64 // the correlation of the two interest profiles, -1..1
	Why          string
}

// SuggestCount is how many majors and professions a result suggests.
const SuggestCount = 12

// personalityToInterest: the meta-analytic correlations between the Big Five and the Holland
// types (Barrick, Mount & Gupta 2003, Personnel Psychology 56:45–74, rounded), used to read an
// interest tendency out of a personality profile: Openness with Artistic (.39) and Investigative
// (.25), Extraversion with Enterprising (.41) and Social (.29), Agreeableness with Social (.15),
// Conscientiousness with Conventional (.19).
var personalityToInterest = map[string][6]float64{
	"O": {0, .25, .39, 0, 0, 0},
	"E": {0, 0, 0, .29, .41, 0},
	"A": {0, 0, 0, .15, 0, 0},
	"C": {0, 0, 0, 0, 0, .19},
}

const personalityRule = "由人格推兴趣：按 Barrick、Mount 与 Gupta（2003）元分析中大五人格与霍兰德类型的相关（开放性—艺术型 .39、研究型 .25；" +
	"外向性—企业型 .41、社会型 .29；宜人性—社会型 .15；尽责性—常规型 .19），把你各维度高于或低于中点的程度换算成兴趣倾向，" +
	"再与专业、职业的兴趣剖面比较。这是间接推断，做过霍兰德兴趣测评的同学请以兴趣测评的推荐为主。"

const hollandRule = "按兴趣剖面推荐：把你六种兴趣的平均分与每个专业（其对应职业的 O*NET 兴趣剖面的平均）和每个职业的兴趣剖面逐一比较，" +
	"按相关系数从高到低列出。相关高说明你喜欢的活动类型与该专业、职业常做的事相近，不代表你能否被录取或能否胜任。"

// interestProfile is the RIASEC profile a result's suggestions are computed from, and the rule.
func interestProfile(b *bank.Bank, scores map[string]int) ([6]float64, string) {
	var p [6]float64
	if b.Code == bank.Holland {
		for i := range catalog.RIASEC {
			lo, hi := b.ScaleRange(catalog.RIASEC[i : i+1])
			if n := (hi - lo) / (b.Max - b.Min); n > 0 {
				p[i] = float64(scores[catalog.RIASEC[i:i+1]]) / float64(n)
			}
		}
		return p, hollandRule
	}
	for scale, w := range personalityToInterest {
		lo, hi := b.ScaleRange(scale)
		if hi == lo {
			continue
		}
		dev := (2*float64(scores[scale]) - float64(lo+hi)) / float64(hi-lo) // -1..1 around the midpoint
		for i := range p {
			p[i] += w[i] * dev
		}
	}
	return p, personalityRule
}

// suggest ranks majors and professions by the correlation of their interest profile with p.
func suggest(p [6]float64, code, bankCode string) (majors, professions []Suggestion) {
	if flat(p) {
		return nil, nil
	}
	why := func(ic string, r float64) string {
		if bankCode == bank.Holland {
			common := ""
			for i := 0; i < len(code); i++ {
				if strings.IndexByte(ic, code[i]) >= 0 {
					common += code[i : i+1]
				}
			}
			w := fmt.Sprintf("你的兴趣代码 %s，它的兴趣代码 %s", code, ic)
			if common != "" {
				w += "（共同的类型 " + common + "）"
			}
			return w + fmt.Sprintf("，兴趣剖面相关 %.2f", r)
		}
		return fmt.Sprintf("由你的人格剖面推得的兴趣倾向与它的兴趣剖面（%s）相关 %.2f", ic, r)
	}
	for _, m := range catalog.Majors() {
		mp, ok := catalog.MajorInterestProfile(m.Code)
		if !ok {
			continue
		}
		r := pearson(p, mp)
		ic := catalog.MajorInterestCode(m.Code)
		majors = append(majors, Suggestion{Code: m.Code, Name: m.Name, InterestCode: ic, Match: round2(r), Why: why(ic, r)})
	}
	for _, pr := range catalog.Professions() {
		r := pearson(p, pr.Interests)
		name := pr.Title
		if t, ok := catalog.ProfessionChinese(pr.Code); ok && t.Name != "" {
			name = t.Name
		}
		professions = append(professions, Suggestion{Code: pr.Code, Name: name, InterestCode: pr.Top3, Match: round2(r), Why: why(pr.Top3, r)})
	}
	return top(majors), top(professions)
}

func top(s []Suggestion) []Suggestion {
	sort.SliceStable(s, func(i, j int) bool {
		if s[i].Match != s[j].Match {
			return s[i].Match > s[j].Match
		}
		return s[i].Code < s[j].Code
	})
	if len(s) > SuggestCount {
		s = s[:SuggestCount]
	}
	return s
}

func flat(p [6]float64) bool {
	for _, v := range p[1:] {
		if v != p[0] {
			return false
		}
	}
	return true
}

func pearson(a, b [6]float64) float64 {
	var ma, mb float64
	for i := range a {
		ma, mb = ma+a[i]/6, mb+b[i]/6
	}
	var sab, saa, sbb float64
	for i := range a {
		sab += (a[i] - ma) * (b[i] - mb)
		saa += (a[i] - ma) * (a[i] - ma)
		sbb += (b[i] - mb) * (b[i] - mb)
	}
	if saa == 0 || sbb == 0 {
		return 0
	}
	return sab / math.Sqrt(saa*sbb)
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }
