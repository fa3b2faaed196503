package assistant

import (
	"context"

	"zhiyuan/events"
	"zhiyuan/query/catalog"
	"zhiyuan/query/recommend"
)

var recommendTool = &Tool{Name: "recommend", Label: "估算录取概率",
	Description: "按分数估算本省各志愿单位的录取概率（冲/稳/保），含往年依据",
	Params:      []string{"province_id", "year", "track", "score"}, Required: []string{"province_id", "year", "score"}, Run: runRecommend}

// Recommended is the recommend tool's answer: the counts per label and a few units of each.
type Recommended struct {
	Stat     *recommend.Stat
	Examples map[string][]recommend.Item // 冲, 稳, 保: the first units of each, as the list orders them
}

func runRecommend(ctx context.Context, e *Engine, a Args) (Output, error) {
	p := provinceOf(a)
	ti := trackInput(p, a.Year, a.Track)
	score := a.Score
	in := recommend.Input{ProvinceId: a.Province, Year: a.Year, SubjectType: ti.SubjectType, SelectSubject: ti.SelectSubject,
		Score: &score}
	stat, err := e.d.Recommend.Stat(ctx, in, false)
	if err != nil {
		return Output{}, err
	}
	out := Recommended{Stat: stat, Examples: map[string][]recommend.Item{}}
	var sources []events.ChatCitation
	for _, label := range []string{"冲", "稳", "保"} {
		if stat.Counts[label] == 0 {
			continue
		}
		in.Label, in.Paging = label, catalog.Paging{PageIndex: 1, PageSize: 2}
		list, err := e.d.Recommend.List(ctx, in, false)
		if err != nil {
			return Output{}, err
		}
		out.Examples[label] = list.List
		for i := range list.Sources {
			sources = append(sources, admissionCite(&list.Sources[i]))
		}
	}
	return Output{Data: out, Sources: sources, Message: stat.Message}, nil
}
