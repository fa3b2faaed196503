package httpapi

import (
	"slices"
	"time"

	"zhiyuan/events/apperr"
	qadmission "zhiyuan/query/admission"
	qcareer "zhiyuan/query/career"
	"zhiyuan/query/recommend"
	"zhiyuan/query/user"
)

// targetChance is one target with the units of it the student can fill in their province and
// the recommendation model's estimate for each at their current score.
type targetChance struct {
	qcareer.Target
	Units   []recommend.Item
	Message string // why no estimate is given
}

type targetAnswer struct {
	Targets   []targetChance
	Motto     string
	UpdatedAt *time.Time
	Candidate *recommend.Candidate
	Method    string
	Bands     *recommend.Bands
	Sources   []qadmission.Source // of the years shown under the units, each once
	Message   string              // what the student must fill in first
}

// targetDetail is Career/GetTargetDetail: the targets with the calibrated estimates of the
// recommendation (the same numbers as 志愿推荐 and the wish table) for the profile's score.
func targetDetail(a *App, c *Call) (any, error) {
	waitFor(a, c, "career")
	t, err := a.Career.Targets(c.Ctx, c.UserID)
	if err != nil {
		return nil, err
	}
	st, err := a.Users.GetUserStudent(c.Ctx, c.UserID)
	if err != nil {
		return nil, err
	}
	out := targetAnswer{Targets: []targetChance{}, Motto: t.Motto, UpdatedAt: t.UpdatedAt, Sources: []qadmission.Source{}}
	in, msg := candidateOf(st.UserScore)
	out.Message = msg
	for _, target := range t.Targets {
		tc := targetChance{Target: target, Units: []recommend.Item{}}
		if msg == "" {
			if err := chances(a, c, in, &tc, &out); err != nil {
				return nil, err
			}
		}
		out.Targets = append(out.Targets, tc)
	}
	return out, nil
}

// candidateOf builds the recommendation's candidate from the profile, or says what is missing.
func candidateOf(s *user.UserScore) (recommend.Input, string) {
	if s == nil || s.ExamProvinceId == 0 || s.ExamYear == 0 {
		return recommend.Input{}, "请先在个人中心填写高考省份和年份，才能估计每个目标的录取概率"
	}
	if s.Score == nil {
		return recommend.Input{}, "填写高考成绩（或预估成绩）后，这里会给出每个目标的录取概率"
	}
	in := recommend.Input{ProvinceId: s.ExamProvinceId, Year: s.ExamYear, SubjectType: s.SubjectType,
		SelectSubjects: s.SelectSubjects, Score: s.Score}
	switch {
	case slices.Contains(s.SelectSubjects, "物理"):
		in.SelectSubject = "物理"
	case slices.Contains(s.SelectSubjects, "历史"):
		in.SelectSubject = "历史"
	}
	return in, ""
}

// chances fills a target's units: those with an estimate, else those with history only.
func chances(a *App, c *Call, in recommend.Input, tc *targetChance, out *targetAnswer) error {
	in.Keyword = tc.CollegeName
	if tc.MajorName != "" {
		in.Majors = []string{tc.MajorName}
	}
	in.PageIndex, in.PageSize = 1, 50
	for _, label := range []string{"", "无"} {
		in.Label = label
		list, err := a.Recommend.List(c.Ctx, in, false, groupFirst...)
		if e, ok := apperr.As(err); ok {
			tc.Message = e.Message
			return nil
		}
		if err != nil {
			return err
		}
		if out.Candidate == nil {
			out.Candidate, out.Method, out.Bands = &list.Candidate, list.Method, &list.Bands
		}
		for _, it := range list.List {
			if it.CollegeCode == tc.CollegeCode && len(tc.Units) < 8 {
				tc.Units = append(tc.Units, it)
				out.addSources(it, list.Sources)
			}
		}
		if len(tc.Units) > 0 {
			return nil
		}
	}
	tc.Message = "在你的省份和科类中没有找到这所院校" + map[bool]string{true: "这个专业", false: ""}[tc.MajorName != ""] +
		"的招生记录：可能不在本省招生，或专业名称与招生计划不同"
	return nil
}

// addSources adds the sources of a unit's years (and of its actual result) not listed yet.
func (out *targetAnswer) addSources(it recommend.Item, page []qadmission.Source) {
	years := it.Years
	if it.Actual != nil {
		years = append(slices.Clip(years), *it.Actual)
	}
	for _, y := range years {
		if y.SourceId == "" || slices.ContainsFunc(out.Sources, func(s qadmission.Source) bool { return s.Id == y.SourceId }) {
			continue
		}
		if i := slices.IndexFunc(page, func(s qadmission.Source) bool { return s.Id == y.SourceId }); i >= 0 {
			out.Sources = append(out.Sources, page[i])
		}
	}
}
