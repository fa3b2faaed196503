package recommend

import (
	"context"
	"fmt"
	"math"

	"zhiyuan/data/admission"
	qadmission "zhiyuan/query/admission"
	"zhiyuan/query/recommend/model"
)

var levelNames = admission.LevelNames

// List answers a candidate's units of one label (or all), filtered and paged.
func (h *Handler) List(ctx context.Context, in Input, predicted bool, preferred ...string) (*List, error) {
	r, err := h.evaluate(ctx, &in, predicted, preferred)
	if nt, ok := err.(noTableError); ok {
		return &List{PageIndex: in.PageIndex, PageSize: in.PageSize, List: []Item{}, Sources: []qadmission.Source{},
			Candidate: nt.candidate(), Bands: bands(), Message: nt.msg}, nil
	}
	if err != nil {
		return nil, err
	}
	var keep []scored
	for _, s := range r.units {
		if s.excluded != "" {
			continue
		}
		if (in.Label == "无") == (s.prob < 0) && (in.Label == "" || in.Label == "无" || in.Label == s.label) {
			keep = append(keep, s)
		}
	}
	ordered(keep, in.Label)
	out := &List{Total: len(keep), PageIndex: in.PageIndex, PageSize: in.PageSize, List: []Item{}, Candidate: r.describe(),
		Method: string(r.method), Level: r.level, Bands: r.fit.bands(r.method)}
	from := (in.PageIndex - 1) * in.PageSize
	seen := map[string]bool{}
	for i := from; i < len(keep) && i < from+in.PageSize; i++ {
		it := r.item(keep[i])
		out.List = append(out.List, it)
		evidence := it.Years
		if it.Actual != nil {
			evidence = append(evidence, *it.Actual)
		}
		for _, e := range evidence {
			if !seen[e.SourceId] {
				seen[e.SourceId] = true
				if src, ok, err := h.rm.Source(ctx, e.SourceId); err != nil {
					return nil, err
				} else if ok {
					out.Sources = append(out.Sources, src)
				}
			}
		}
	}
	if out.Sources == nil {
		out.Sources = []qadmission.Source{}
	}
	out.Message = r.message()
	return out, nil
}

// message says what data is missing, "" when nothing is.
func (r *run) message() string {
	if len(r.p.Units) == 0 {
		return "暂无" + r.province.Name + "的录取数据，无法给出录取概率"
	}
	return r.levelNote
}

func bands() Bands {
	return Bands{StretchBelow: 100 * model.StretchBelow, SafeFrom: 100 * model.SafeFrom, Safe: true,
		SafeFromOneYear: 100 * model.SafeFrom, SafeOneYear: true}
}

// bands are the label bands of a fit: 保 from where its backtest earned it, or none.
func (f Fitted) bands(m Method) Bands {
	b := Bands{StretchBelow: 100 * model.StretchBelow, SafeFrom: math.Round(100 * f.SafeFrom), Safe: f.Safe, Calibration: f.Calibration}
	b.SafeFromOneYear, b.SafeOneYear = math.Round(100*f.SafeFromOneYear), f.SafeOneYear
	if !f.Safe {
		b.SafeFrom = 100
		b.SafeNote = fmt.Sprintf("%s在此前各年的回测中，标为保的志愿没有一年达到95%%的录取率（或没有可检验的年份），因此不标保；概率照常给出。", methodLabel[m])
	}
	switch {
	case !b.SafeOneYear:
		b.SafeFromOneYear = 100
		if f.Safe {
			b.OneYearNote = "仅有1年录取数据的志愿，在此前的回测中标为保的没有每年都达到95%的录取率，因此不标保；概率照常给出。"
		}
	case b.SafeFromOneYear > b.SafeFrom:
		b.OneYearNote = fmt.Sprintf("仅有1年录取数据的志愿，在此前的回测中从%.0f%%起标为保才每年都达到95%%的录取率，因此这类志愿从%.0f%%起标保。",
			b.SafeFromOneYear, b.SafeFromOneYear)
	}
	return b
}

var methodLabel = map[Method]string{WCF: "位次法", WDF: "位点法"}

func (r *run) describe() Candidate {
	c := Candidate{ProvinceId: r.province.ID, ProvinceName: r.province.Name, Year: r.year, Track: r.track, Rank: r.rank(),
		TableYear: r.tableYear, Note: r.note + r.batchNote, Predicted: len(r.scenarios) > 1, Batch: r.batch,
		ResultYears: r.resultYears()}
	if r.score >= 0 {
		s := r.score
		c.Score = &s
	}
	return c
}

// resultYears are the years of results the level's predictions learned from: every year before
// the exam year that some unit of the level and track has.
func (r *run) resultYears() []int {
	seen := map[int]bool{}
	for _, s := range r.units {
		for _, l := range s.u.Lines {
			if l.Year < r.target {
				seen[l.Year] = true
			}
		}
	}
	years := []int{}
	for y := r.target - 1; y >= r.target-10; y-- {
		if seen[y] {
			years = append(years, y)
		}
	}
	return years
}

// item shows one unit with its evidence.
func (r *run) item(s scored) Item {
	u := s.u
	it := Item{UnitKey: u.Key, Level: u.Level, LevelName: levelNames[u.Level], Track: u.Track, CollegeCode: u.CollegeCode,
		CollegeName: s.college.Name, SchoolCode: u.SchoolCode, SchoolName: u.SchoolName, GroupCode: u.GroupCode,
		MajorCode: u.MajorCode, MajorName: u.MajorName, CollegeProvince: s.college.Province, City: s.college.City,
		Nature: s.college.Nature, Category: s.college.Category, Tags: s.college.Tags, Requirement: u.Requirement,
		SubjectRule: u.SubjectRule, RequirementNote: s.reqNote, Special: s.special, SpecialNote: s.spNote, Reason: s.reason,
		Years: []Evidence{}}
	if it.CollegeName == "" {
		it.CollegeName = u.SchoolName
	}
	if it.Tags == nil {
		it.Tags = []string{}
	}
	if n := len(u.Lines); n > 0 {
		it.Batch, it.RequirementYear = u.Lines[n-1].Batch, u.Lines[n-1].Year
	}
	if s.plan.found {
		it.Plan, it.Tuition, it.TuitionLow, it.PlanYear = s.plan.count, s.plan.tuition, s.plan.tuitionLow, s.planYr
		switch {
		case s.plan.rule == "" || s.rule == u.SubjectRule && s.rule != s.plan.rule: // the result asks more
		case s.rule == s.plan.rule:
			it.Requirement, it.SubjectRule, it.RequirementYear = s.plan.requirement, s.plan.rule, s.planYr
		default: // each asks something the other does not
			it.Requirement, it.SubjectRule, it.RequirementYear = s.rule, s.rule, s.planYr
		}
	}
	it.Flags = flagsOf(s.special, s.some, it.Tuition)
	if s.prob >= 0 {
		p := math.Round(1000*s.prob) / 10
		it.Probability, it.Label = &p, s.label
	}
	it.Widened = []string{}
	if s.ok {
		it.Widened = r.fit.Spread.Reasons(s.c.Evidence)
		it.YearsUsed = s.est.Years
		it.Predicted = r.predicted(s)
	}
	it.HistoryNote = historyNote(u)
	for i := len(u.Lines) - 1; i >= 0; i-- {
		e := r.evidence(u, u.Lines[i])
		if u.Lines[i].Year == r.target {
			it.Actual = &e
			continue
		}
		if u.Lines[i].Year < r.target {
			it.Years = append(it.Years, e)
		}
	}
	return it
}

func (r *run) evidence(u *Unit, l YearLine) Evidence {
	e := Evidence{Year: l.Year, Batch: l.Batch, MinScore: l.MinScore, Rank: l.Rank, RankKind: "换算位次", Plan: l.Plan, SourceId: l.SourceID}
	if l.Printed {
		e.RankKind = "公布位次"
	}
	if carried, ok := r.p.CarriedRank(l.Rank, l.Year, r.target, u.Track, r.fit.CohortGamma); ok || l.Year == r.target {
		e.CarriedRank = int(math.Round(carried))
	}
	if r.table != nil && e.CarriedRank > 0 {
		if b, ok := r.table.BandOfRank(e.CarriedRank); ok {
			e.EquivalentScore = b.Low
		}
	}
	return e
}

// predicted shows the centre and the 80 % interval in the method's own terms.
func (r *run) predicted(s scored) *Predicted {
	p := &Predicted{Method: string(r.method)}
	switch r.method {
	case WCF:
		p.Rank, p.RankLow, p.RankHigh = RankOf(s.est.Centre), RankOf(s.est.Low), RankOf(s.est.High)
		if r.table != nil {
			if b, ok := r.table.BandOfRank(p.Rank); ok {
				p.Score = b.Low
			}
		}
	case WDF:
		d, lo, hi := int(math.Round(-s.est.Centre)), int(math.Round(-s.est.High)), int(math.Round(-s.est.Low))
		p.Diff, p.DiffLow, p.DiffHigh = &d, &lo, &hi
		if line, _, ok := r.p.LineOrBefore(r.target, s.u.Track, s.u.Class); ok {
			p.Score = line + d
		}
	}
	return p
}

// historyNote warns when two consecutive years' ranks differ more than twofold: the same code
// or name may stand for a different set of majors, and the history then says little.
func historyNote(u *Unit) string {
	for i := 1; i < len(u.Lines); i++ {
		a, b := float64(u.Lines[i-1].Rank), float64(u.Lines[i].Rank)
		if a > 2*b || b > 2*a {
			return fmt.Sprintf("%d年与%d年的最低位次相差一倍以上（%d、%d）：该%s的专业或名额可能已调整，往年数据仅供参考",
				u.Lines[i-1].Year, u.Lines[i].Year, u.Lines[i-1].Rank, u.Lines[i].Rank, levelNames[u.Level])
		}
	}
	return ""
}
