package assessment

import (
	"context"
	"fmt"
	"strconv"

	"zhiyuan/data"
	bank "zhiyuan/data/assessment"
)

// NormMin is how many people of a student's group must have taken a test before their
// percentiles are shown; below it the result shows raw scores and says so.
const NormMin = 100

// Norms says whether a result is compared with others, and with whom.
type Norms struct {
	Shown  bool
	Group  string // 广东考生, 全国考生
	People int
	Need   int
	Note   string

	percentiles map[string]*float64
}

// norms compares a result with the latest results of the student's province (all provinces
// when the profile had none), each person once.
func (h *Handler) norms(ctx context.Context, b *bank.Bank, s Stored) (Norms, error) {
	n := Norms{Group: "全国考生", Need: NormMin}
	f := Filter{ProvinceID: s.ProvinceID}
	if p, ok := data.ProvinceByID(s.ProvinceID); ok {
		n.Group = p.Name + "考生"
	}
	people, err := h.analytics.Counts(ctx, b.Code, "code", "", f)
	if err != nil {
		return n, err
	}
	for _, c := range people {
		n.People += c.N
	}
	if n.People < NormMin {
		n.Note = fmt.Sprintf("%s中已有 %d 人完成本测评，满 %d 人后显示你在其中的百分位；现在显示的是原始分。", n.Group, n.People, NormMin)
		return n, nil
	}
	n.Shown, n.percentiles = true, map[string]*float64{}
	for _, sc := range b.Scales {
		cells, err := h.analytics.Counts(ctx, b.Code, "scale:"+sc.Code, "", f)
		if err != nil {
			return n, err
		}
		below, equal, total := 0, 0, 0
		mine := s.Scores[sc.Code]
		for _, c := range cells {
			v, err := strconv.Atoi(c.Value)
			if err != nil {
				continue
			}
			total += c.N
			switch {
			case v < mine:
				below += c.N
			case v == mine:
				equal += c.N
			}
		}
		if total > 0 {
			p := round1(100 * (float64(below) + float64(equal)/2) / float64(total))
			n.percentiles[sc.Code] = &p
		}
	}
	n.Note = fmt.Sprintf("百分位：在%s的 %d 人中，得分低于你的人所占的比例（同分的算一半）；每人只计最近一次。", n.Group, n.People)
	return n, nil
}
