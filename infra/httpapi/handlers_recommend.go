package httpapi

import (
	"net/url"
	"strconv"
	"strings"

	"zhiyuan/events/apperr"
	"zhiyuan/query/recommend"
)

// The levels each call prefers, in order (the province's filling unit among them is used when
// the request names none).
var (
	groupFirst    = []string{"group", "major", "school"}
	collegeLevels = []string{"group", "school"}
	majorLevels   = []string{"major"}
)

// recommendBody is a recommendation request: scores and ranks may come as text.
type recommendBody struct {
	recommend.Input
	Score, Rank  *flexText
	PredictScore *flexText // the ByPredictScore calls' name for the score
}

func bindRecommend(c *Call, predicted bool) (recommend.Input, error) {
	var b recommendBody
	if err := c.Bind(&b); err != nil {
		return recommend.Input{}, err
	}
	in := b.Input
	in.SelectSubject = strings.TrimSpace(in.SelectSubject)
	score := b.Score
	if predicted && b.PredictScore != nil {
		score = b.PredictScore
	}
	var err error
	if in.Score, err = optionalInt(score, "请输入有效的高考成绩！"); err != nil {
		return in, err
	}
	if in.Rank, err = optionalInt(b.Rank, "请输入有效的位次"); err != nil {
		return in, err
	}
	// The list calls of the spec page with the query string (pageIndex, pageSize).
	q := c.R.URL.Query()
	if err := queryInt(q, "pageIndex", &in.PageIndex); err != nil {
		return in, err
	}
	return in, queryInt(q, "pageSize", &in.PageSize)
}

func optionalInt(v *flexText, msg string) (*int, error) {
	if v == nil || strings.TrimSpace(string(*v)) == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(string(*v)))
	if err != nil {
		return nil, apperr.Invalid(msg)
	}
	return &n, nil
}

func queryInt(q url.Values, name string, into *int) error {
	s := q.Get(name)
	if s == "" {
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return apperr.Invalid("分页参数无效")
	}
	*into = n
	return nil
}

func recommendList(levels []string, search bool) func(bool) func(a *App, c *Call) (any, error) {
	return func(predicted bool) func(a *App, c *Call) (any, error) {
		return func(a *App, c *Call) (any, error) {
			in, err := bindRecommend(c, predicted)
			if err != nil {
				return nil, err
			}
			if search && strings.TrimSpace(in.Keyword) == "" {
				return nil, apperr.Invalid("请输入院校或专业名称")
			}
			out, err := a.Recommend.List(c.Ctx, in, predicted, levels...)
			if err != nil {
				return nil, err
			}
			return Noted{Data: out, Message: out.Message}, nil
		}
	}
}

func recommendStat(levels []string) func(bool) func(a *App, c *Call) (any, error) {
	return func(predicted bool) func(a *App, c *Call) (any, error) {
		return func(a *App, c *Call) (any, error) {
			in, err := bindRecommend(c, predicted)
			if err != nil {
				return nil, err
			}
			out, err := a.Recommend.Stat(c.Ctx, in, predicted, levels...)
			if err != nil {
				return nil, err
			}
			return Noted{Data: out, Message: out.Message}, nil
		}
	}
}

func recommendOverview(predicted bool) func(a *App, c *Call) (any, error) {
	return func(a *App, c *Call) (any, error) {
		in, err := bindRecommend(c, predicted)
		if err != nil {
			return nil, err
		}
		out, err := a.Recommend.Overview(c.Ctx, in, predicted, groupFirst...)
		if err != nil {
			return nil, err
		}
		return Noted{Data: out, Message: out.Stat.Message}, nil
	}
}

func recommendGroupMajors(predicted bool) func(a *App, c *Call) (any, error) {
	return func(a *App, c *Call) (any, error) {
		var b struct {
			recommendBody
			UnitKey string
		}
		in, err := bindRecommend(c, predicted)
		if err != nil {
			return nil, err
		}
		if err := c.Bind(&b); err != nil {
			return nil, err
		}
		return a.Recommend.GroupMajors(c.Ctx, in, strings.TrimSpace(b.UnitKey), predicted)
	}
}

func recommendBacktest(a *App, c *Call) (any, error) {
	var b struct{ ProvinceId int }
	if err := c.Bind(&b); err != nil {
		return nil, err
	}
	if b.ProvinceId == 0 {
		return nil, apperr.Invalid("请选择招生地区")
	}
	out, err := a.Recommend.PublishedBacktest(c.Ctx, b.ProvinceId)
	if err != nil {
		return nil, err
	}
	return Noted{Data: out, Message: out.Message}, nil
}
