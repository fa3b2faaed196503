package httpapi

import (
	bank "zhiyuan/data/assessment"
	qassess "zhiyuan/query/assessment"
)

// The subject-selection calls besides the generic test ones: what each combination of a
// province opens, and how the students' combinations are distributed (Career/SelectExam*).

func selSubjectCoverage(a *App, c *Call) (any, error) {
	var in struct {
		ProvinceId, ExamYear int
		Majors               []string
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if len(in.Majors) > 20 {
		return nil, badRequest("专业类最多选 20 个")
	}
	return a.TestResults.Coverage(c.Ctx, in.ProvinceId, in.ExamYear, in.Majors)
}

type selectExamFilter struct {
	ProvinceId, ExamYear, Sex int
	PageIndex, PageSize       int
}

func (f selectExamFilter) filter() qassess.Filter {
	return qassess.Filter{ProvinceID: f.ProvinceId, ExamYear: f.ExamYear, Sex: f.Sex}
}

func selectExamStats(a *App, c *Call) (qassess.Stats, selectExamFilter, error) {
	var in selectExamFilter
	if err := c.Bind(&in); err != nil {
		return qassess.Stats{}, in, err
	}
	st, err := a.TestResults.Stats(c.Ctx, bank.Subjects, in.filter())
	return st, in, err
}

// selectExamStat is Career/SelectExamStat: the whole published aggregate.
func selectExamStat(a *App, c *Call) (any, error) {
	st, _, err := selectExamStats(a, c)
	return st, err
}

// selectExamTotal is Career/SelectExamStatTotalNumber: how many people (0 under the minimum).
func selectExamTotal(a *App, c *Call) (any, error) {
	st, _, err := selectExamStats(a, c)
	return map[string]any{"Total": st.People, "Suppressed": st.Suppressed}, err
}

// selectExamList is Career/SelectExamList (every published combination) and SelectExamPaged.
func selectExamList(paged bool) func(a *App, c *Call) (any, error) {
	return func(a *App, c *Call) (any, error) {
		st, in, err := selectExamStats(a, c)
		if err != nil {
			return nil, err
		}
		list := st.Codes
		if !paged {
			return list, nil
		}
		size := in.PageSize
		if size <= 0 || size > 50 {
			size = 10
		}
		page := min(max(in.PageIndex, 1), 10_000) // a huge page index must not overflow the offset
		from := min((page-1)*size, len(list))
		return map[string]any{"List": list[from:min(from+size, len(list))], "Total": len(list)}, nil
	}
}
