package main

import (
	"context"
	"fmt"
	"time"
)

// Targets of the content issue.
const (
	newsRate   = 300
	newsTarget = 20 * time.Millisecond
	homeRate   = 1000
	homeTarget = 20 * time.Millisecond
)

// Reader requests: provinces with and without their own notices, categories, pages, titles.
var (
	contentProvinces  = []int{0, 11, 31, 32, 33, 37, 44, 13, 21, 51, 50, 42}
	contentCategories = []string{"", "", "填报指南", "考试模式", "数据与概率", "省份规则", "常见误区", "工具使用"}
	newsTitles        = []string{"", "", "", "志愿", "位次", "规则"}
	newsKeywords      = []string{"平行志愿", "退档", "冲稳保", "回测", "广东", "浙江", "3+1+2", "一分一段", "等位分",
		"服从调剂", "大小年", "选科", "院校专业组", "位次", "pingxing", "志愿表", "投档线", "批次线", "专项计划", "测评"}
)

func newsListBody(i int) any {
	return map[string]any{"ExamProvinceId": contentProvinces[i%len(contentProvinces)],
		"CategoryName": contentCategories[i/3%len(contentCategories)], "NewsTitle": newsTitles[i/7%len(newsTitles)],
		"PageIndex": 1 + i%3, "PageSize": []int{10, 20}[i/11%2]}
}

func newsSearchBody(i int) any {
	kind := "news"
	if i%4 == 3 {
		kind = "" // the page's first request: every tab counted, the first with hits answered
	}
	return map[string]any{"Keyword": newsKeywords[i%len(newsKeywords)], "Kind": kind, "PageIndex": 1 + i%2, "PageSize": 10}
}

func homeBody(i int) any {
	return map[string]any{"ExamProvinceId": contentProvinces[i%len(contentProvinces)]}
}

// benchContent measures what readers of the content ask most: the news list at 300/s, search
// on the news tab at 300/s, and the home page's data at 1,000/s, on the real binary with the
// shipped content imported.
func benchContent(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: "Content: news list, news search, home page"}
	f, err := startFresh(ctx, o, "content", 5*time.Minute)
	if err != nil {
		return nil, err
	}
	defer f.close()
	client, probe := f.client(), f.probe()
	load := func(name, path string, rate int, body func(i int) any) (catalogRun, string, error) {
		return measureRun(ctx, o, client, probe, name, path, rate, 2000, body)
	}
	list, lNote, err := load("Web/GetNewsInfoList", "/api/Web/GetNewsInfoList", newsRate, newsListBody)
	if err != nil {
		return nil, err
	}
	search, sNote, err := load("Search/Query (资讯)", "/api/Search/Query", newsRate, newsSearchBody)
	if err != nil {
		return nil, err
	}
	home, hNote, err := load("Web/GetHomeData", "/api/Web/GetHomeData", homeRate, homeBody)
	if err != nil {
		return nil, err
	}
	sec.Method = []string{
		"`bin/zhiyuan run` on a fresh data dir; the first start imports the shipped content (39 articles, 49 help answers, " +
			"the pages and a notice per province) with the catalogue and admission data.",
		fmt.Sprintf("**News list**: `Web/GetNewsInfoList` open-loop at %d/s over %d provinces × categories × title filters, pages 1–3, "+
			"sizes 10 and 20; **news search**: `Search/Query` at %d/s over %d keywords, three in four on the 资讯 tab and one in four "+
			"with no tab (every kind counted); **home page**: `Web/GetHomeData` at %d/s over the provinces. Latency counts from the "+
			"scheduled send time; %s of warm-up is discarded, then %s is measured.",
			newsRate, len(contentProvinces), newsRate, len(newsKeywords), homeRate, warmUp, o.measure),
	}
	sec.Details = append(sec.Details, runsTable(list, search, home), "- "+lNote+"\n- "+sNote+"\n- "+hNote,
		fmt.Sprintf("- News list: %s.\n- News search: %s.\n- Home page: %s.", list.cpu, search.cpu, home.cpu))
	sec.Details = append(sec.Details, firstErrors(list, search, home)...)
	sec.Rows = []row{
		loadRow(fmt.Sprintf("News list p99 ≤ 20 ms at %d requests/s (`Web/GetNewsInfoList`)", newsRate), list, newsTarget),
		loadRow(fmt.Sprintf("Search with news p99 ≤ 30 ms at %d requests/s (`Search/Query`)", newsRate), search, searchTarget),
		loadRow(fmt.Sprintf("Home page data p99 ≤ 20 ms at %d requests/s (`Web/GetHomeData`)", homeRate), home, homeTarget),
	}
	return sec, nil
}
