package assessment

import (
	_ "embed"
	"strings"

	"zhiyuan/data/internal/csvrows"
)

var (
	//go:embed path.csv
	pathCSV string
	//go:embed path_rules.csv
	pathRulesCSV string
)

// Path is the upgrade-path (升学路径) questionnaire: multiple choice, no keying; its scales are
// the paths, each 1 when the answers meet the path's rule.
const Path = "path"

// Choice is one option of a multiple-choice item.
type Choice struct{ Code, Text string }

// PathRule is one admission path and when it fits.
type PathRule struct {
	Code, Name, Requires, Summary, Caution string
}

// PathRules lists the paths in the file's order.
func PathRules() []PathRule {
	banks.once.Do(load)
	return pathRules
}

var pathRules []PathRule

func loadPath() *Bank {
	b := &Bank{Code: Path, Name: "升学路径测评", Min: 1, Minutes: 5,
		Intro: "21 道选择题，了解你的户籍、就读学校、成绩、特长和意愿。结果列出普通批以外你值得了解的升学路径（强基计划、" +
			"综合评价、专项计划、中外合作、艺体、高职分类招生、提前批、保送），以及为什么。",
		Source: "题目和规则由本站编写；各路径的条件以本省考试院和高校当年公布的文件为准"}
	csvrows.Read("path.csv", pathCSV, func(r csvrows.Row) {
		it := Item{ID: r.Str("id"), Text: r.Str("question"), Help: r.Str("help"), Source: "portal"}
		for _, o := range r.List("options") {
			code, text, _ := strings.Cut(o, ":")
			it.Choices = append(it.Choices, Choice{Code: code, Text: text})
		}
		b.Max = max(b.Max, len(it.Choices))
		b.Items = append(b.Items, it)
	})
	csvrows.Read("path_rules.csv", pathRulesCSV, func(r csvrows.Row) {
		pr := PathRule{Code: r.Str("path"), Name: r.Str("name"), Requires: r.Str("requires"), Summary: r.Str("summary"),
			Caution: r.Str("caution")}
		pathRules = append(pathRules, pr)
		b.Scales = append(b.Scales, Scale{Code: pr.Code, Name: pr.Name})
	})
	return b
}

// Clause is one condition of a path rule: question Item's answer is (or, Not, is not) Code.
type Clause struct {
	Item, Code string
	Not        bool
}

// Alternatives reads a rule: alternatives separated by "/", each clauses joined by "&"
// ("always" has one empty alternative).
func Alternatives(rule string) [][]Clause {
	var out [][]Clause
	for _, alt := range strings.Split(rule, "/") {
		var clauses []Clause
		for _, c := range strings.Split(alt, "&") {
			if c == "always" {
				continue
			}
			if item, code, ok := strings.Cut(c, "!="); ok {
				clauses = append(clauses, Clause{Item: item, Code: code, Not: true})
			} else if item, code, ok := strings.Cut(c, "="); ok {
				clauses = append(clauses, Clause{Item: item, Code: code})
			}
		}
		out = append(out, clauses)
	}
	return out
}

// Met is the first alternative of a rule the answers (item id → option code) meet; false
// when none is.
func Met(rule string, answers map[string]string) ([]Clause, bool) {
	for _, alt := range Alternatives(rule) {
		ok := true
		for _, c := range alt {
			ok = ok && (answers[c.Item] == c.Code) != c.Not
		}
		if ok {
			return alt, true
		}
	}
	return nil, false
}
