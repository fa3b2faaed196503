package assessment

import (
	"fmt"
	"sort"
	"strings"

	bank "zhiyuan/data/assessment"
	"zhiyuan/data/catalog"
)

// Part is one section of the all-round result.
type Part struct {
	Section, Name string
	Code          string `json:",omitempty"` // the interest section's code
	Scales        []ScaleScore
	Texts         []Letter // what each scale's level means, the strongest first
	Note          string   `json:",omitempty"`
	// The values part: majors and 大典 occupation groups by the portal's values rule.
	Suggest *ValueSuggest `json:",omitempty"`
}

// subjectAbilities: the two ability areas each elective subject draws on most (a rule of the
// portal, stated on the page; the 选科测评 asks about the subjects themselves).
var subjectAbilities = []struct{ subject, a, b string }{
	{"物理", "math", "spatial"}, {"化学", "math", "observe"}, {"生物", "observe", "hands"},
	{"政治", "verbal", "social"}, {"历史", "verbal", "observe"}, {"地理", "spatial", "observe"},
}

const subjectRule = "由能力自评推断：物理看数理逻辑和空间想象，化学看数理逻辑和观察分析，生物看观察分析和动手操作，" +
	"政治看语言表达和人际沟通，历史看语言表达和观察分析，地理看空间想象和观察分析。这只是参考，请再做“新高考选科测评”，" +
	"它会按你所在省份的招生计划计算每种组合能报的专业。"

// allroundResult splits the scales into the four sections, adds the subject hint and the
// majors suggested by the interest section.
func allroundResult(b *bank.Bank, s Stored, r *Result) {
	bySection := map[string][]ScaleScore{}
	for _, sc := range r.Scales {
		section, code, _ := strings.Cut(sc.Code, ":")
		sc.Code = code
		bySection[section] = append(bySection[section], sc)
	}
	for _, sec := range b.Sections {
		p := Part{Section: sec.Code, Name: sec.Name, Scales: bySection[sec.Code]}
		ordered := append([]ScaleScore{}, p.Scales...)
		sort.SliceStable(ordered, func(i, j int) bool { return ordered[i].Percent > ordered[j].Percent })
		for _, sc := range ordered {
			if t, ok := partText(sec.Code, sc, b, s); ok {
				p.Texts = append(p.Texts, t)
			}
		}
		if sec.Code == "interest" {
			p.Code = s.Code
		}
		if sec.Code == "values" {
			p.Suggest = valueSuggest(p.Scales)
		}
		r.Parts = append(r.Parts, p)
	}
	r.Parts = append(r.Parts, subjectPart(bySection["ability"]))
	var profile [6]float64
	for i := range catalog.RIASEC {
		lo, hi := b.ScaleRange("interest:" + catalog.RIASEC[i:i+1])
		if n := (hi - lo) / (b.Max - b.Min); n > 0 {
			profile[i] = float64(s.Scores["interest:"+catalog.RIASEC[i:i+1]]) / float64(n)
		}
	}
	r.SuggestRule = hollandRule
	r.Majors, r.Professions = suggest(profile, s.Code, bank.Holland)
	r.Title = "你的综合测评结果"
	r.Summary = fmt.Sprintf("兴趣代码 %s；下面是兴趣、性格、能力、价值观四部分的得分和建议，以及据此推荐的专业和选科参考。", s.Code)
	r.Scales = nil // in the parts
}

// partText explains a scale's level in its section.
func partText(section string, sc ScaleScore, b *bank.Bank, s Stored) (Letter, bool) {
	level := b.Level(section+":"+sc.Code, sc.Score)
	switch section {
	case "interest":
		if level != "+" {
			return Letter{}, false
		}
		t, ok := bank.TextOf(bank.Holland, sc.Code)
		return Letter{Code: sc.Code, Title: t.Title, Summary: t.Summary, Advice: t.Advice}, ok
	case "character":
		if level == "=" {
			return Letter{}, false
		}
		t, ok := bank.TextOf(bank.BigFive, sc.Code+level)
		return Letter{Code: sc.Code, Title: t.Title, Summary: t.Summary, Advice: t.Advice}, ok
	case "ability":
		t, ok := bank.AllroundText(section, sc.Code, map[string]string{"+": "high", "=": "mid", "-": "low"}[level])
		return Letter{Code: sc.Code, Title: t.Title, Summary: t.Summary}, ok
	case "values":
		l := map[string]string{"+": "high", "-": "low"}[level]
		if l == "" {
			return Letter{}, false
		}
		t, ok := bank.AllroundText(section, sc.Code, l)
		return Letter{Code: sc.Code, Title: t.Title, Summary: t.Summary}, ok
	}
	return Letter{}, false
}

// subjectPart rates each elective subject by the mean position of its two ability areas.
func subjectPart(abilities []ScaleScore) Part {
	by := map[string]ScaleScore{}
	for _, a := range abilities {
		by[a.Code] = a
	}
	p := Part{Section: "subject", Name: "选科参考", Note: subjectRule}
	for _, sa := range subjectAbilities {
		x, y := by[sa.a], by[sa.b]
		p.Scales = append(p.Scales, ScaleScore{Code: sa.subject, Name: sa.subject, Percent: round1((x.Percent + y.Percent) / 2),
			Text: x.Name + "、" + y.Name})
	}
	sort.SliceStable(p.Scales, func(i, j int) bool { return p.Scales[i].Percent > p.Scales[j].Percent })
	return p
}
