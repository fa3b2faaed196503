package httpapi

import (
	qadmission "zhiyuan/query/admission"
	"zhiyuan/query/recommend"
)

// Wish/* calls: the provinces' filling rules, the exam years, batches and history years, and
// the filling lists (院校优先 and 专业优先). A Forecast variant carries the recommendation's
// probabilities; the plain one is the same units with their history and no probability.

func wishProvinceAll(a *App, c *Call) (any, error) {
	var in struct{ Year int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Wishes.Rules(in.Year)
}

func wishYear(a *App, c *Call) (any, error) {
	years, current := a.Wishes.Years()
	return struct {
		Years   []int
		Current int
	}{years, current}, nil
}

func wishProvince(a *App, c *Call) (any, error) {
	var in struct{ ProvinceId, Year int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Wishes.Rule(in.ProvinceId, in.Year)
}

func wishHeadYears(a *App, c *Call) (any, error) {
	var in struct{ ProvinceId, Year int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Wishes.HeadYears(c.Ctx, a.AdmissionResults, in.ProvinceId, in.Year)
}

// wishBatchList: the batches of the candidate's province, year and track (Public's batch list;
// a batch has no probability, so the Forecast variant answers the same).
func wishBatchList(a *App, c *Call) (any, error) {
	var in qadmission.TrackInput
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	out, msg, err := a.Admission.ProvinceBatchList(c.Ctx, in)
	if err != nil {
		return nil, err
	}
	return Noted{Data: out, Message: msg}, nil
}

// wishFillList wraps a recommendation list; without forecast the probabilities are left out.
func wishFillList(levels []string, forecast bool) func(a *App, c *Call) (any, error) {
	inner := recommendList(levels, false)(false)
	return func(a *App, c *Call) (any, error) {
		out, err := inner(a, c)
		if err != nil || forecast {
			return out, err
		}
		n := out.(Noted)
		l := *n.Data.(*recommend.List)
		l.List = append([]recommend.Item{}, l.List...)
		for i := range l.List {
			l.List[i].Probability, l.List[i].Label, l.List[i].Predicted = nil, "", nil
		}
		return Noted{Data: &l, Message: n.Message}, nil
	}
}

func wishFillStat(levels []string, forecast bool) func(a *App, c *Call) (any, error) {
	inner := recommendStat(levels)(false)
	return func(a *App, c *Call) (any, error) {
		out, err := inner(a, c)
		if err != nil || forecast {
			return out, err
		}
		n := out.(Noted)
		s := *n.Data.(*recommend.Stat)
		s.Counts, s.ByProvince, s.ByCategory, s.ByNature, s.ByTuition, s.Backtest = map[string]int{}, nil, nil, nil, nil, nil
		return Noted{Data: &s, Message: n.Message}, nil
	}
}

var wishMetaRoutes = func() []Route {
	out := []Route{
		{"/api/Wish/WishProvinceAll", QuerySide, false, wishProvinceAll},
		{"/api/Wish/WishYear", QuerySide, false, wishYear},
		{"/api/Wish/WishProvince", QuerySide, false, wishProvince},
		{"/api/Wish/NewExamBatchList", QuerySide, false, wishProvince},
		{"/api/Wish/TableHeadYear", QuerySide, false, wishHeadYears},
	}
	for _, f := range []bool{false, true} {
		suffix := ""
		if f {
			suffix = "Forecast"
		}
		out = append(out,
			Route{"/api/Wish/SchoolFirstStat" + suffix, QuerySide, false, wishFillStat(collegeLevels, f)},
			Route{"/api/Wish/SchoolFirstList" + suffix, QuerySide, false, wishFillList(collegeLevels, f)},
			Route{"/api/Wish/SpecialtyFirstStat" + suffix, QuerySide, false, wishFillStat(majorLevels, f)},
			Route{"/api/Wish/SpecialtyFirstList" + suffix, QuerySide, false, wishFillList(majorLevels, f)},
			Route{"/api/Wish/SpecialtyList" + suffix, QuerySide, false, recommendGroupMajors(false)},
			Route{"/api/Wish/BatchList" + suffix, QuerySide, false, wishBatchList})
	}
	return out
}()
