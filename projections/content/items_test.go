package content_test

import (
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
)

var itemRow = `SELECT id, kind, code, state, live, category, title, summary, body, source, source_url, cover, provinces, year,
	top, ord, ` + utc("scheduled_at") + `, note, created_by, updated_by, version, college_code FROM items ORDER BY id`

// row is an item's console row: its current revision's fields, then state, live, schedule, note,
// who created and last changed it, and its version.
func row(itemID string, f events.ContentFields, state, live, scheduledAt, note, createdBy, updatedBy, version string) []string {
	if f.Kind == events.ContentPage {
		itemID = "page-" + f.Code
	}
	provinces := "{}"
	if len(f.Provinces) > 0 {
		provinces = "{11,44}"
	}
	top := "false"
	if f.Top {
		top = "true"
	}
	return []string{itemID, f.Kind, f.Code, state, live, f.Category, f.Title, f.Summary, f.Body, f.Source, f.SourceURL, f.Cover,
		provinces, itoa(f.Year), top, itoa(f.Order), scheduledAt, note, createdBy, updatedBy, version, f.CollegeCode}
}

// Given an item's events, then its console row follows the workflow.
func TestItems(t *testing.T) {
	t.Parallel()
	page := events.ContentFields{Kind: events.ContentPage, Code: "about", Title: "关于我们", Body: "正文"}
	charter := events.ContentFields{Kind: events.ContentCharter, CollegeCode: "10001", Category: "招生章程", Title: "北京大学 2027 年本科招生章程",
		Body: "第一条……", SourceURL: "https://gaokao.chsi.com.cn/", Year: 2027}
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  [][]string
	}{
		{name: "a draft", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted)
		}, want: [][]string{row(id, first, "draft", "false", "NULL", "", editor, editor, "1")}},
		{name: "submitted, then returned with the reason", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted, submitted)
			e.Given(t, byReviewer, stream, returned)
		}, want: [][]string{row(id, first, "draft", "false", "NULL", "标题有错别字", editor, reviewer, "3")}},
		{name: "in review", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted, submitted)
		}, want: [][]string{row(id, first, "review", "false", "NULL", "", editor, editor, "2")}},
		{name: "scheduled for 2027", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted, submitted)
			e.Given(t, byReviewer, stream, scheduled)
		}, want: [][]string{row(id, first, "scheduled", "false", "2027-01-01 00:00", "", editor, reviewer, "3")}},
		{name: "a schedule revised away", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted, scheduled, redrafted)
		}, want: [][]string{row(id, second, "draft", "false", "NULL", "", editor, editor, "3")}},
		{name: "published", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted, submitted)
			e.Given(t, byReviewer, stream, published)
		}, want: [][]string{row(id, first, "published", "true", "NULL", "", editor, reviewer, "3")}},
		{name: "a live item's next revision is a draft, still live", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted, published, redrafted)
		}, want: [][]string{row(id, second, "draft", "true", "NULL", "", editor, editor, "3")}},
		{name: "a return keeps a live item live", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted, published, redrafted, submitted)
			e.Given(t, byReviewer, stream, returned)
		}, want: [][]string{row(id, second, "draft", "true", "NULL", "标题有错别字", editor, reviewer, "5")}},
		{name: "withdrawn with the reason", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byEditor, stream, drafted, published)
			e.Given(t, byReviewer, stream, withdrawn)
		}, want: [][]string{row(id, first, "withdrawn", "false", "NULL", "政策已调整", editor, reviewer, "3")}},
		{name: "three items in one batch, a college's charter among them", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, byEditor, stream, drafted, submitted)...)
			batch = append(batch, e.Append(t, byEditor, events.ContentStream("page-about"),
				events.ContentDrafted{ID: "page-about", ContentFields: page})...)
			batch = append(batch, e.Append(t, byReviewer, events.ContentStream("charter-pku2027"),
				events.ContentDrafted{ID: "charter-pku2027", ContentFields: charter})...)
			batch = append(batch, e.Append(t, byReviewer, stream, published)...)
			e.Batch(t, batch)
		}, want: [][]string{
			row("charter-pku2027", charter, "draft", "false", "NULL", "", reviewer, reviewer, "1"),
			row(id, first, "published", "true", "NULL", "", editor, reviewer, "3"),
			row("page-about", page, "draft", "false", "NULL", "", editor, editor, "1")}},
		{name: "a batch delivered again changes nothing", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, byEditor, stream, drafted, submitted)
			e.Batch(t, envs)
			e.Given(t, byReviewer, stream, returned)
			e.Batch(t, envs)
		}, want: [][]string{row(id, first, "draft", "false", "NULL", "标题有错别字", editor, reviewer, "3")}},
		{name: "steps of an item never drafted make no row", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, byReviewer, stream, submitted, returned, scheduled, withdrawn)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			c.given(t, e)
			same(t, "items", e.Rows(t, itemRow), c.want)
		})
	}
}

// Every step is a line of the item's history: who, from where, and its note.
func TestHistory(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	envs := e.Append(t, byEditor, stream, drafted, submitted)
	e.Batch(t, envs)
	e.Given(t, byReviewer, stream, returned)
	e.Given(t, byEditor, stream, submitted)
	e.Given(t, byReviewer, stream, scheduled, published, withdrawn)
	e.Batch(t, envs) // delivered again: no line twice
	e.Given(t, reader, events.ContentViewStream("v1"), events.ContentViewed{ID: id})
	e.Given(t, byEditor, events.OperatorStream(editor), events.OperatorRoleGranted{UserID: editor, Role: events.RoleEditor})
	same(t, "history", e.Rows(t, `SELECT id, version, type, actor, ip, note, (at > now() - interval '1 hour')::text
		FROM history ORDER BY id, version`), [][]string{
		{id, "1", "content.drafted", editor, "10.0.0.1", "", "true"},
		{id, "2", "content.submitted", editor, "10.0.0.1", "", "true"},
		{id, "3", "content.returned", reviewer, "10.0.0.2", "标题有错别字", "true"},
		{id, "4", "content.submitted", editor, "10.0.0.1", "", "true"},
		{id, "5", "content.scheduled", reviewer, "10.0.0.2", "2027-01-01T00:00:00Z", "true"},
		{id, "6", "content.published", reviewer, "10.0.0.2", "", "true"},
		{id, "7", "content.withdrawn", reviewer, "10.0.0.2", "政策已调整", "true"},
	})
}
