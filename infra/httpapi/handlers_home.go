package httpapi

import (
	"encoding/json"
	"time"

	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	qcontent "zhiyuan/query/content"
)

var beijing = time.FixedZone("CST", 8*3600)

// Countdown is the days to the province's next national exam (7 June): partial days round
// up, 0 once it has begun.
type Countdown struct {
	ProvinceId   int
	ProvinceName string
	ExamDate     string
	Days         int
}

func countdownAt(now time.Time, provinceID int) Countdown {
	now = now.In(beijing)
	year := now.Year()
	start := time.Date(year, 6, 7, 0, 0, 0, 0, beijing)
	if now.After(time.Date(year, 6, 10, 0, 0, 0, 0, beijing)) {
		year++
		start = time.Date(year, 6, 7, 0, 0, 0, 0, beijing)
	}
	days := 0
	if left := start.Sub(now); left > 0 {
		days = int((left + 24*time.Hour - 1) / (24 * time.Hour))
	}
	c := Countdown{ProvinceId: provinceID, ExamDate: data.ExamDate(year), Days: days}
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
