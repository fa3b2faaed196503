package content_test

import (
	"testing"

	"zhiyuan/command/content"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

const seeder = "system-seed"

// Given an item's history, when the portal seeds it, then the shipped fields are drafted and
// published at once, brought up to date while only the seed wrote the item, or left alone.
func TestSeed(t *testing.T) {
	t.Parallel()
	now := december2026.UTC()
	help := events.ContentFields{Kind: "help", Category: "志愿填报", Title: "什么是平行志愿？", Body: "平行志愿是……",
		Provinces: []int{}}
	helpV2 := help
	helpV2.Body = "平行志愿按“分数优先、遵循志愿”投档。"
	const seedID = "help-parallel"
	seedStream := events.ContentStream(seedID)
	ship := func(f events.ContentFields) []events.Event {
		if len(f.Provinces) == 0 {
			f.Provinces = nil // the log keeps no empty list
		}
		return []events.Event{events.ContentDrafted{ID: seedID, ContentFields: f},
			events.ContentPublished{ID: seedID, At: now, ContentFields: f}}
	}
	shipped := func(f events.ContentFields) []events.Event {
		return []events.Event{events.ContentDrafted{ID: seedID, ContentFields: f},
			events.ContentPublished{ID: seedID, At: published.At, ContentFields: f}}
	}
	for _, c := range []struct {
		name    string
		actor   string
		id      string
		fields  events.ContentFields
		seeded  []events.Event // written by the seed
		edited  []events.Event // written by an operator after
		then    []events.Event
		wantErr string
	}{
		{name: "a new item is drafted and published", fields: help, then: ship(help)},
		{name: "the same fields again write nothing", fields: help, seeded: shipped(help)},
		{name: "an empty province list stored comes back nil: still the same", fields: help, seeded: shipped(events.ContentFields{
			Kind: "help", Category: "志愿填报", Title: "什么是平行志愿？", Body: "平行志愿是……"})},
		{name: "provinces in another order are the same", seeded: shipped(events.ContentFields{Kind: "help", Category: "志愿填报",
			Title: "什么是平行志愿？", Body: "平行志愿是……", Provinces: []int{11, 44}}),
			fields: events.ContentFields{Kind: "help", Category: "志愿填报", Title: "什么是平行志愿？", Body: "平行志愿是……",
				Provinces: []int{44, 11}}},
		{name: "shipped fields changed: a new revision and publication", fields: helpV2, seeded: shipped(help), then: ship(helpV2)},
		{name: "an operator's edit stands", fields: helpV2, seeded: shipped(help),
			edited: []events.Event{events.ContentDrafted{ID: seedID, ContentFields: help}}},
		{name: "an operator's withdrawal stands", fields: helpV2, seeded: shipped(help),
			edited: []events.Event{events.ContentWithdrawn{ID: seedID, Reason: "过时"}}},
		{name: "an item the seed left unpublished is left alone", fields: helpV2,
			seeded: []events.Event{events.ContentDrafted{ID: seedID, ContentFields: help}}},
		{name: "an unnamed actor never updates", actor: "-", fields: helpV2, seeded: shipped(help)},
		{name: "an id that cannot exist", id: "Help Parallel", fields: help, wantErr: "内容不存在"},
		{name: "fields a reader could not be shown", fields: events.ContentFields{Kind: "help", Category: "志愿填报", Title: "空"},
			wantErr: "正文不能为空"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			actor := seeder
			if c.actor == "-" {
				actor = ""
			}
			if len(c.seeded) > 0 {
				givenBy(t, sc, actor, seedStream, c.seeded...)
			}
			if len(c.edited) > 0 {
				givenBy(t, sc, reviewer, seedStream, c.edited...)
			}
			from := sc.Version(t, seedStream)
			itemID := seedID
			if c.id != "" {
				itemID = c.id
			}
			res, wrote, err := svc.Seed(ctx, events.Metadata{ActorUserID: actor, ClientIP: ip}, itemID, c.fields)
			if wrote != (len(c.then) > 0) {
				t.Fatalf("wrote %v, want %v", wrote, len(c.then) > 0)
			}
			check(t, sc, seedStream, from, actor, err, c.wantErr, c.then)
			if wrote && res.Version != sc.Version(t, seedStream) {
				t.Fatalf("answered version %d, the stream is at %d", res.Version, sc.Version(t, seedStream))
			}
		})
	}
}

// A page is seeded under the id its code gives.
func TestSeedPage(t *testing.T) {
	t.Parallel()
	sc, svc := newService(t)
	f := events.ContentFields{Kind: "page", Code: "contact", Title: "联系我们", Body: "电话：400-000-0000"}
	pageID := content.PageID("contact")
	if _, wrote, err := svc.Seed(ctx, events.Metadata{ActorUserID: seeder, ClientIP: ip}, pageID, f); err != nil || !wrote {
		t.Fatalf("seed: wrote %v, %v", wrote, err)
	}
	check(t, sc, events.ContentStream("page-contact"), 0, seeder, nil, "", []events.Event{
		events.ContentDrafted{ID: pageID, ContentFields: f},
		events.ContentPublished{ID: pageID, At: december2026.UTC(), ContentFields: f}})
	if _, err := svc.Save(ctx, as(editor), "", 0, f); err == nil {
		t.Fatal("a new page took the seeded page's code")
	} else if e, _ := apperr.As(err); e == nil || e.Message != "页面代码已被使用：contact" {
		t.Fatalf("error %v", err)
	}
}
