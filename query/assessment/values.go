package assessment

import (
	"sort"
	"strings"

	bank "zhiyuan/data/assessment"
	"zhiyuan/data/catalog"
)

// ValueSuggestion is a major or a 大典 中类 the student's top work values point to, and why.
type ValueSuggestion struct {
	Code, Name string
	Class      string   `json:",omitempty"` // a major's 专业类
	Schools    int      `json:",omitempty"` // a major's offering schools (阳光高考; 0 unknown)
	Values     []string // the codes of the student's values behind it, strongest first
	Why        string
}

// ValueSuggest is what the values part of the all-round result suggests: from the student's
// top values through the portal's editorial rule (data/assessment/values_links.csv).
type ValueSuggest struct {
	Values      []string // the top values' names, strongest first
	Majors      []ValueSuggestion
	Occupations []ValueSuggestion
	Rule        string
	Note        string `json:",omitempty"` // why nothing is suggested
}

// How many majors per linked 专业类, and how many majors and occupation groups in all.
const (
	ValueMajorsPerClass = 2
	ValueMajorCount     = 12
	ValueGroupCount     = 6
)

const valuesRule = "按价值观推荐是本站编辑制定的对应规则，不是经过验证的测评工具：取你评为“较高”（该项平均分不低于 3.5）的价值观中" +
	"得分最高的两项（与第二项同分的一起取），按本站为每项价值观列出的专业类和职业分类大典中类给出建议，每条都写明理由；每个专业类取" +
	"开设学校最多的两个专业（阳光高考的开设学校数），同时符合几项价值观的排在前面，其余按价值观的先后和开设学校数排列。" +
	"价值观只是选择的一个方面，请结合兴趣和能力一起看。"

const valuesNone = "你在六项价值观上的评分没有一项达到“较高”（平均分 3.5 及以上），说明暂时没有特别看重的方面，所以这里不按价值观推荐专业和职业；" +
	"可以参考按兴趣给出的推荐，也可以过一段时间再测。"

// topValues are the values rated high, strongest first: the two highest and any tied with the
// second (bank order breaks no tie: tied values are all kept).
func topValues(scales []ScaleScore) []ScaleScore {
	var high []ScaleScore
	for _, s := range scales {
		if s.Level == levelNames["+"] {
			high = append(high, s)
		}
	}
	sort.SliceStable(high, func(i, j int) bool { return high[i].Score > high[j].Score })
	n := min(2, len(high))
	for n < len(high) && high[n].Score == high[n-1].Score {
		n++
	}
	return high[:n]
}

type valueCandidate struct {
	s    ValueSuggestion
	rank int // the strongest value's place among the top values
	seq  int // the rule's row order
}

// valueSuggest applies the rule to the values part's scales.
func valueSuggest(scales []ScaleScore) *ValueSuggest {
	top := topValues(scales)
	out := &ValueSuggest{Rule: valuesRule}
	if len(top) == 0 {
		out.Note = valuesNone
		return out
	}
	rank := map[string]int{}
	for i, v := range top {
		rank[v.Code] = i
		out.Values = append(out.Values, v.Name)
	}
	names := map[string]string{}
	for _, v := range top {
		names[v.Code] = v.Name
	}
	majors, groups := map[string]*valueCandidate{}, map[string]*valueCandidate{}
	add := func(into map[string]*valueCandidate, s ValueSuggestion, l bank.ValueLink, seq int) {
		c := into[s.Code]
		if c == nil {
			c = &valueCandidate{s: s, rank: rank[l.Value], seq: seq}
			into[s.Code] = c
		}
		for _, v := range c.s.Values {
			if v == l.Value {
				return
			}
		}
		lead := "因为你看重"
		if len(c.s.Values) > 0 {
			lead = "你也看重"
		}
		c.s.Values = append(c.s.Values, l.Value)
		c.s.Why += lead + names[l.Value] + "：" + l.Reason
	}
	// the rows in the order of the student's values, then the rule's order
	links := bank.ValueLinks()
	for _, v := range top {
		for seq, l := range links {
			if l.Value != v.Code {
				continue
			}
			switch l.Kind {
			case bank.LinkClass:
				for _, m := range classMajors(l.Code) {
					add(majors, ValueSuggestion{Code: m.Code, Name: m.Name, Class: m.Class, Schools: m.SchoolCount}, l, seq)
				}
			case bank.LinkOccupation:
				add(groups, ValueSuggestion{Code: l.Code, Name: l.Name}, l, seq)
			}
		}
	}
	out.Majors = rankValueCandidates(majors, ValueMajorCount, true)
	out.Occupations = rankValueCandidates(groups, ValueGroupCount, false)
	return out
}

// classMajors are a 专业类's majors with the most offering schools, ValueMajorsPerClass of them.
func classMajors(classCode string) []catalog.Major {
	var ms []catalog.Major
	for _, m := range catalog.Majors() {
		if m.ClassCode == classCode {
			ms = append(ms, m)
		}
	}
	sort.SliceStable(ms, func(i, j int) bool {
		if ms[i].SchoolCount != ms[j].SchoolCount {
			return ms[i].SchoolCount > ms[j].SchoolCount
		}
		return ms[i].Code < ms[j].Code
	})
	return ms[:min(ValueMajorsPerClass, len(ms))]
}

// rankValueCandidates: more of the student's values first, then the strongest value's place,
// then (majors) more offering schools, then the rule's order.
func rankValueCandidates(by map[string]*valueCandidate, limit int, bySchools bool) []ValueSuggestion {
	cs := make([]*valueCandidate, 0, len(by))
	for _, c := range by {
		cs = append(cs, c)
	}
	sort.Slice(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		switch {
		case len(a.s.Values) != len(b.s.Values):
			return len(a.s.Values) > len(b.s.Values)
		case a.rank != b.rank:
			return a.rank < b.rank
		case bySchools && a.s.Schools != b.s.Schools:
			return a.s.Schools > b.s.Schools
		case a.seq != b.seq:
			return a.seq < b.seq
		}
		return strings.Compare(a.s.Code, b.s.Code) < 0
	})
	out := make([]ValueSuggestion, 0, min(limit, len(cs)))
	for _, c := range cs[:min(limit, len(cs))] {
		out = append(out, c.s)
	}
	return out
}
