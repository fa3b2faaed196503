package assessment

import (
	"context"
	"sort"
	"strconv"

	bank "zhiyuan/data/assessment"
)

// Weights of the subject-selection ranking (stated on the result): the student's own ability
// and interest count most; then how many programmes of the liked major classes the combination
// opens (all programmes when the student named none); then all programmes.
const (
	weightSelf    = 0.5
	weightLiked   = 0.3
	weightOverall = 0.2
)

const fitRule = "组合得分 = 50% × 你在这三门科目上的成绩、能力与兴趣（自评） + 30% × 你感兴趣的专业类中该组合可报的比例" +
	"（没选专业类时用全部专业） + 20% × 全部专业中该组合可报的比例。可报比例来自该省最新一年招生计划写明的选科要求。"

// subjectResult adds the combinations of the sheet's province, scored and ranked.
func (h *Handler) subjectResult(ctx context.Context, b *bank.Bank, s Stored, r *Result) error {
	cv, err := h.Coverage(ctx, s.ProvinceID, s.ExamYear, s.Majors)
	if err != nil {
		r.Notice = err.Error() + "。" + r.Notice
		return nil // the scales still stand
	}
	for i := range cv.Combos {
		c := &cv.Combos[i]
		self, ok := b.ComboSelf(s.Scores, c.Subjects)
		if !ok {
			continue
		}
		sv := round1(100 * self)
		c.Self = &sv
		liked := c.Share
		if c.LikedShare != nil {
			liked = *c.LikedShare
		}
		fit := round1(weightSelf*sv + weightLiked*liked + weightOverall*c.Share)
		if cv.PlanYear == 0 { // no plans: the student's own ratings alone
			fit = sv
		}
		c.Fit = &fit
	}
	sort.SliceStable(cv.Combos, func(i, j int) bool { return fitOf(cv.Combos[i]) > fitOf(cv.Combos[j]) })
	for i := range cv.Combos {
		cv.Combos[i].Rank = i + 1
	}
	r.Coverage, r.FitRule = &cv, fitRule
	if len(cv.Combos) > 0 {
		best := cv.Combos[0]
		r.Title = "综合得分最高的组合：" + best.Name
		r.Summary = "按你的自评和" + cv.ProvinceName + "的招生计划，下面是全部 " + strconv.Itoa(len(cv.Combos)) + " 种组合的排序。"
		if best.Name != s.Code && s.Code != "" {
			r.Summary += "只看自评，你最有优势的组合是 " + s.Code + "。"
		}
		r.Advice = "选科决定了三年的学习和能报的专业：排名靠前的组合值得认真考虑，但请结合老师的意见、学校能开的组合和最新的选科要求再做决定。"
	}
	return nil
}

func fitOf(c Combo) float64 {
	if c.Fit == nil {
		return -1
	}
	return *c.Fit
}
