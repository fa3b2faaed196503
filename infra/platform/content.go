package platform

import (
	"context"
	"fmt"
	"strings"

	ccontent "zhiyuan/command/content"
	"zhiyuan/data/admission"
	shipped "zhiyuan/data/content"
	"zhiyuan/events"
)

// importContent publishes what the portal ships with: the editors' articles, 升学资讯
// (rise-<slug>), 生涯教案 (teaching-<slug>), help answers and pages, a notice for each province's
// newest rank table, and the page that lists every data source. A later release's text replaces
// an item's only while no operator has touched it; one the operators changed or withdrew is left
// as they made it. It answers the position of the last event it wrote (0: none).
func importContent(ctx context.Context, svc *ccontent.Service) (int64, error) {
	meta := SystemMeta("content-import")
	var last int64
	seed := func(id string, f events.ContentFields) error {
		res, _, err := svc.Seed(ctx, meta, id, f)
		if err != nil {
			return fmt.Errorf("%s: %w", id, err)
		}
		last = max(last, res.Position)
		return nil
	}
	articles, err := shipped.Articles()
	if err != nil {
		return 0, err
	}
	for i, a := range articles {
		if err := seed("news-"+a.Slug, events.ContentFields{Kind: events.ContentNews, Code: a.Slug, Category: a.Category,
			Title: a.Title, Summary: a.Summary, Body: a.Body, Source: "志愿编辑部", Provinces: a.Provinces, Year: a.Year,
			Order: i}); err != nil {
			return 0, err
		}
	}
	// The 升学资讯 and the 生涯教案 are the editors' too, seeded as the articles are.
	for _, k := range []struct {
		kind  string
		items func() ([]shipped.Item, error)
	}{{events.ContentRise, shipped.Rise}, {events.ContentTeaching, shipped.Teaching}} {
		items, err := k.items()
		if err != nil {
			return 0, err
		}
		for i, a := range items {
			if err := seed(k.kind+"-"+a.Slug, events.ContentFields{Kind: k.kind, Code: a.Slug, Category: a.Category,
				Title: a.Title, Summary: a.Summary, Body: a.Body, Source: "志愿编辑部", Provinces: a.Provinces, Year: a.Year,
				Order: i}); err != nil {
				return 0, err
			}
		}
	}
	help, err := shipped.Help()
	if err != nil {
		return 0, err
	}
	for _, h := range help {
		if err := seed("help-"+h.Slug, events.ContentFields{Kind: events.ContentHelp, Code: h.Slug, Category: h.Category,
			Title: h.Title, Summary: h.Summary, Body: h.Body, Top: h.Top, Order: h.Order}); err != nil {
			return 0, err
		}
	}
	pages, err := shipped.Pages()
	if err != nil {
		return 0, err
	}
	pages = append(pages, sourcesPages()...)
	for _, p := range pages {
		if err := seed(ccontent.PageID(p.Slug), events.ContentFields{Kind: events.ContentPage, Code: p.Slug, Category: p.Category,
			Title: p.Title, Body: p.Body}); err != nil {
			return 0, err
		}
	}
	for _, n := range rankTableNotices() {
		if err := seed(n.id, n.fields); err != nil {
			return 0, err
		}
	}
	return last, nil
}

// sourcesPages list every source of the admission data: /content?code=data-sources, with the
// admission results' sources on a page of their own (data-sources-results): together they
// outgrew the 50,000 characters a page may hold.
func sourcesPages() []shipped.Item {
	var b strings.Builder
	b.WriteString("志愿的一分一段表、批次线、录取结果和招生计划全部来自下列公开来源。每个数字在页面上都标有它的来源；" +
		"转录本（公开仓库转录的考试院表格）和第三方汇编会注明，并写出我们核对过什么、需要留意什么。\n")
	results := 0
	for _, s := range admission.Sources() {
		if s.Kind == admission.KindAdmissionResult {
			results++
		}
	}
	kinds := []struct{ kind, name string }{{admission.KindRankTable, "一分一段表"}, {admission.KindBatchLine, "批次线"},
		{admission.KindAdmissionResult, "录取结果（投档线）"}, {admission.KindAdmissionPlan, "招生计划"}}
	for _, k := range kinds {
		fmt.Fprintf(&b, "\n## %s\n\n", k.name)
		if k.kind == admission.KindAdmissionResult {
			fmt.Fprintf(&b, "录取结果的 %d 个来源见[录取结果数据来源](#/content?code=data-sources-results)。\n", results)
			continue
		}
		writeSources(&b, k.kind)
	}
	var r strings.Builder
	r.WriteString("志愿的录取结果（投档线）来自下列公开来源；一分一段表、批次线和招生计划的来源见[数据来源说明](#/content?code=data-sources)。\n\n")
	writeSources(&r, admission.KindAdmissionResult)
	return []shipped.Item{
		{Slug: "data-sources", Category: "关于", Title: "数据来源说明", Body: b.String()},
		{Slug: "data-sources-results", Category: "关于", Title: "录取结果数据来源", Body: r.String()},
	}
}

// writeSources lists the sources of one kind, linked, with what a reader should watch for.
func writeSources(b *strings.Builder, kind string) {
	for _, s := range admission.Sources() {
		if s.Kind != kind {
			continue
		}
		title := markdownText(s.Title)
		if s.URL != "" {
			title = "[" + title + "](" + s.URL + ")"
		}
		fmt.Fprintf(b, "- %s：%s", markdownText(s.Authority), title)
		if s.Caveat != "" {
			fmt.Fprintf(b, "（%s）", markdownText(s.Caveat))
		}
		b.WriteString("\n")
	}
}

// markdownText keeps a data file's text from being read as Markdown.
func markdownText(s string) string {
	return strings.NewReplacer(`[`, `\[`, `]`, `\]`, `*`, `\*`, `_`, `\_`, "`", "\\`", `<`, `&lt;`).Replace(s)
}
