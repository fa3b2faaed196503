package content_test

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command/content"
	"zhiyuan/command/operator"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// The operators of every scenario, with the roles granted to them in the log; reader holds none.
const (
	editor    = "u-editor"
	reviewer  = "u-reviewer"
	reviewer2 = "u-reviewer2"
	admin     = "u-admin"
	reader    = "u-reader"
	ip        = "10.0.0.1"
)

// The item most scenarios are about.
const id = "news-0123456789ab"

var (
	stream = events.ContentStream(id)
	// December 2026: families prepare for the 2027 exam.
	december2026 = time.Date(2026, 12, 7, 9, 0, 0, 0, beijing.Zone)
	ctx          = context.Background()
)

func as(user string) events.Metadata { return events.Metadata{ActorUserID: user, ClientIP: ip} }

func news(title string) events.ContentFields {
	return events.ContentFields{Kind: events.ContentNews, Category: "政策解读", Title: title, Body: "2027 年高考报名将于 11 月开始。"}
}

var (
	first     = news("2027 年高考报名须知")
	second    = news("2027 年高考报名须知（更新）")
	drafted   = events.ContentDrafted{ID: id, ContentFields: first}
	redrafted = events.ContentDrafted{ID: id, ContentFields: second}
	submitted = events.ContentSubmitted{ID: id}
	published = events.ContentPublished{ID: id, At: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), ContentFields: first}
	scheduled = events.ContentScheduled{ID: id, At: time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)}
	withdrawn = events.ContentWithdrawn{ID: id, Reason: "信息有误"}
)

// newService opens an empty log with the operators' roles and a content service (review on)
// whose roles are the real operator service's, at December 2026.
func newService(t *testing.T) (eventlogtest.Scenario, *content.Service) {
	t.Helper()
	sc := eventlogtest.NewScenario(t)
	for user, role := range map[string]string{editor: events.RoleEditor, reviewer: events.RoleReviewer,
		reviewer2: events.RoleReviewer, admin: events.RoleAdmin} {
		sc.Given(t, events.OperatorStream(user), events.OperatorRoleGranted{UserID: user, Role: role})
	}
	svc := content.NewService(sc.Store, sc.Registry, operator.NewService(sc.Store, sc.Registry))
	svc.SetClock(func() time.Time { return december2026 })
	return sc, svc
}

// givenBy appends history as a named actor (the workflow remembers who submitted).
func givenBy(t *testing.T, sc eventlogtest.Scenario, actor, stream string, evs ...events.Event) {
	t.Helper()
	if _, err := sc.Store.Append(ctx, as(actor), events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion,
		Events: evs}); err != nil {
		t.Fatal(err)
	}
}

// check compares a command's error and the events it appended to the stream after version
// from; a refused command appends nothing, and every appended event names the actor and address.
func check(t *testing.T, sc eventlogtest.Scenario, stream string, from int, actor string, err error, wantErr string,
	then []events.Event) {
	t.Helper()
	got, envs := sc.Since(t, stream, from)
	if wantErr != "" {
		e, ok := apperr.As(err)
		if !ok || e.Message != wantErr {
			t.Fatalf("error %v, want %q", err, wantErr)
		}
		if len(got) > 0 {
			t.Fatalf("a refused command appended %#v", got)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(then) || (len(then) > 0 && !reflect.DeepEqual(got, then)) {
		t.Fatalf("appended %#v, want %#v", got, then)
	}
	for _, env := range envs {
		if env.Meta.ActorUserID != actor || env.Meta.ClientIP != ip {
			t.Fatalf("event recorded as %+v, want %s from %s", env.Meta, actor, ip)
		}
	}
}

// logged answers every event in the log outside the operators' streams, by stream.
func logged(t *testing.T, sc eventlogtest.Scenario) map[string][]events.Envelope {
	t.Helper()
	envs, err := sc.Store.ReadAll(ctx, 0, 1000)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]events.Envelope{}
	for _, env := range envs {
		if !strings.HasPrefix(env.StreamID, events.OperatorStream("")) {
			out[env.StreamID] = append(out[env.StreamID], env)
		}
	}
	return out
}

func forbidden(roles string) string { return "没有操作权限：需要" + roles + "角色" }
