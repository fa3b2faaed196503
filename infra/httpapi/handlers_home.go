package httpapi

import (
	"encoding/json"
	"time"

	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	qcontent "zhiyuan/query/content"
)

// Countdown is the days to the province's next exam (the calendar's), partial days rounded
// up, 0 once it has begun; Basis says when the date is carried from custom, not published.
type Countdown struct {
	ProvinceId   int
	ProvinceName string
	ExamDate     string
	Days         int
	ExamYear     int
	Basis        string
}

func countdownAt(now time.Time, provinceID int) Countdown {
	year := data.ComingExam(now)
	exam := data.SeasonOf(provinceID, year).Exam()
	days := 0
	if left := exam.Start.Sub(now); left > 0 {
		days = int((left + 24*time.Hour - 1) / (24 * time.Hour))
	}
	c := Countdown{ProvinceId: provinceID, ExamDate: exam.Start.Format(time.DateOnly), Days: days, ExamYear: year, Basis: exam.Basis(year)}
	if p, ok := data.ProvinceByID(provinceID); ok {
		c.ProvinceName = p.Name
	}
	return c
}

func examCountdown(a *App, c *Call) (any, error) {
	var in struct{ ProvinceId int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if _, ok := data.ProvinceByID(in.ProvinceId); in.ProvinceId != 0 && !ok {
		return nil, apperr.Invalid("省份不正确")
	}
	return countdownAt(time.Now(), in.ProvinceId), nil
}

// HomeData is everything the home page shows, in one call.
type HomeData struct {
	Countdown   Countdown
	News        []qcontent.NewsItem
	Notices     []qcontent.NewsItem
	Ads         []map[string]any
	ToolBox     json.RawMessage
	FriendLinks json.RawMessage
}

// Home page lists: how many of each.
const (
	homeNews    = 8
	homeNotices = 6
	homeAdSlot  = 1 // the home page's banner position
)

func homeData(a *App, c *Call) (any, error) {
	var in struct{ ExamProvinceId int }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if _, ok := data.ProvinceByID(in.ExamProvinceId); in.ExamProvinceId != 0 && !ok {
		return nil, apperr.Invalid("省份不正确")
	}
	out := HomeData{Countdown: countdownAt(time.Now(), in.ExamProvinceId)}
	page := qcontent.Paging{PageIndex: 1, PageSize: homeNews}
	news, err := a.Content.List(c.Ctx, events.ContentNews, qcontent.NewsQuery{ExamProvinceId: in.ExamProvinceId, Paging: page})
	if err != nil {
		return nil, err
	}
	page.PageSize = homeNotices
	notices, err := a.Content.List(c.Ctx, events.ContentNotice, qcontent.NewsQuery{ExamProvinceId: in.ExamProvinceId, Paging: page})
	if err != nil {
		return nil, err
	}
	out.News, out.Notices = news.List, notices.List
	secs, err := a.SiteConfig.SectionsNamed(c.Ctx, "AdList", "ToolBox", "FriendLinkList")
	if err != nil {
		return nil, err
	}
	if out.Ads, err = filterAds(secs["AdList"], homeAdSlot); err != nil {
		return nil, err
	}
	out.ToolBox, out.FriendLinks = secs["ToolBox"], secs["FriendLinkList"]
	return out, nil
}
