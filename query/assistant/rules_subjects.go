package assistant

import (
	"context"
	"fmt"
	"sort"
	"strings"

	dadmission "zhiyuan/data/admission"
	qadmission "zhiyuan/query/admission"
	qcatalog "zhiyuan/query/catalog"
)

// IntentMajorSubjects: "计算机科学与技术要选什么科" — the 选科要求 of a major, which each school
// sets for itself, counted over the province's newest plan.
const IntentMajorSubjects = "major_subjects"

var askSubjects = pattern(`选科`, `选(什么|啥|哪些|哪几|哪)(科|门)`, `(要|需要|得|必须)选(物理|化学|历史|生物|地理|政治)`,
	`科目要求`, `选考(科目|要求)`, `(物理|化学|历史|生物|地理|政治)(类)?(能|可以)(报|学|选|读)`)

// SubjectCount is how many plan rows of a major carry one 选科要求.
type SubjectCount struct {
	Rule  string // 不限, 物理+化学, 物理/化学 …; "" not published
	Count int
}

// SubjectsResult is what major_subjects answers: the rows of the plan year naming the major.
type SubjectsResult struct {
	Major string
	Year  int
	Rows  int // the plan rows naming the major, every track
	// Counted: the rows of the asked track (all when none was asked), which Counts split.
	Counted int
	Counts  []SubjectCount
	// Partial: the major has more rows than were read (the counts are of the first Read).
	Partial bool
	Read    int
}

// subjectRowsRead bounds the rows one answer reads: every school's rows of a common major in a
// big province fit.
const subjectRowsRead = 1500

func runMajorSubjects(ctx context.Context, e *Engine, a Args) (Output, error) {
	m, unknown, err := majorDetail(ctx, e, a.Major)
	if m == nil {
		return unknown, err
	}
	year := a.Year
	if year == 0 {
		qp, _, err := e.d.Results.QueryParameters(ctx, a.Province, true)
		if err != nil {
			return Output{}, err
		}
		if len(qp.Years) == 0 {
			return Output{Message: "本站没有该省的招生计划数据"}, nil
		}
		year = qp.Years[0]
	}
	res := SubjectsResult{Major: m.Name, Year: year}
	counts := map[string]int{}
	var out Output
	seen := map[string]bool{}
	for page := 1; res.Read < subjectRowsRead; page++ {
		p, err := e.d.Results.SearchPlans(ctx, qadmission.SearchInput{ProvinceId: a.Province, Year: year, MajorName: m.Name,
			Paging: qcatalog.Paging{PageIndex: page, PageSize: 100}})
		if err != nil {
			return Output{}, err
		}
		res.Rows = int(p.Total)
		for _, row := range p.List {
			if !trackFits(row.Track, a.Track) {
				continue
			}
			counts[row.SubjectRule]++
			res.Counted++
			if c := admissionCite(row.Source); !seen[c.ID] {
				seen[c.ID] = true
				out.Sources = append(out.Sources, c)
			}
		}
		res.Read += len(p.List)
		if len(p.List) < 100 || res.Read >= res.Rows {
			break
		}
	}
	res.Partial = res.Read < res.Rows
	for rule, n := range counts {
		res.Counts = append(res.Counts, SubjectCount{Rule: rule, Count: n})
	}
	sort.Slice(res.Counts, func(i, j int) bool {
		if res.Counts[i].Count != res.Counts[j].Count {
			return res.Counts[i].Count > res.Counts[j].Count
		}
		return res.Counts[i].Rule < res.Counts[j].Rule
	})
	out.Data = res
	return out, nil
}

// majorSubjects answers a major's 选科要求 in the province's newest plan.
func (r *rule) majorSubjects(ctx context.Context) (string, error) {
	p, ok := r.province()
	if !ok {
		return r.ask(p), nil
	}
	track := r.slots["track"]
	if track == dadmission.TrackCombined {
		track = ""
	}
	out, err := r.e.call(ctx, r.t, "major_subjects", Args{Province: p.ID, Major: r.slots["major"], Year: r.slots.int("year"), Track: track})
	if err != nil {
		return r.refused(err)
	}
	res, ok := out.Data.(SubjectsResult)
	if !ok {
		return r.prefix() + out.Message + "。", nil
	}
	var b strings.Builder
	b.WriteString(r.prefix())
	if len(res.Counts) == 0 {
		fmt.Fprintf(&b, "本站%s %d年的招生计划中没有名称含“%s”的专业%s。选科要求由各校分别规定，以院校和省考试院公布的为准。",
			p.Name, res.Year, res.Major, strings.TrimSpace(" "+track))
		return b.String(), nil
	}
	var refs []string
	for _, s := range out.Sources {
		refs = append(refs, ref(r.t.cite(s)))
	}
	fmt.Fprintf(&b, "“%s”的选科要求由各校分别规定。%s %d年招生计划中名称含“%s”的%s专业有%d条%s，要求如下：\n",
		res.Major, p.Name, res.Year, res.Major, track, res.Counted, strings.Join(refs, ""))
	for _, c := range res.Counts {
		rule := c.Rule
		switch {
		case rule == "":
			rule = "未公布或未能识别"
		case strings.Contains(rule, "/"):
			rule += "（任选其一）"
		case rule != "不限":
			rule += "（都要选）"
		}
		fmt.Fprintf(&b, "- %s：%d条\n", rule, c.Count)
	}
	if p.ModeFor(res.Year) == dadmission.Mode312 {
		b.WriteString("（" + p.Name + "实行首选加再选的新高考：首选物理还是历史由所报科类决定，以上是对再选科目的要求。）\n")
	}
	if res.Partial {
		fmt.Fprintf(&b, "（该专业计划行较多，以上统计的是其中%d条。）\n", res.Read)
	}
	b.WriteString("具体某校的要求，可以问“某大学在" + p.Name + "的招生计划”，或到“招生计划”页面按专业查询。")
	return b.String(), nil
}
