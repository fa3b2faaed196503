package career_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

const user = "u-1"

var (
	stream = events.CareerStream(user)
	meta   = events.Metadata{ActorUserID: user, ClientIP: "10.0.0.1"}
)

// day is the Beijing date n days from today. The service reads the real clock (it has no way
// to set another), so the dates of the tasks follow it.
func day(n int) string { return time.Now().In(beijing.Zone).AddDate(0, 0, n).Format("2006-01-02") }

// runes is a text of n Chinese characters.
func runes(n int) string { return strings.Repeat("学", n) }

// added is a task of the student's history on a date.
func added(id, date string) events.CareerTaskAdded {
	return events.CareerTaskAdded{UserID: user, CareerTask: events.CareerTask{ID: id, Date: date, Title: "任务" + id}}
}

// fullDay is MaxTasksPerDay tasks on a date, named prefix-0 … prefix-29.
func fullDay(prefix, date string) []events.Event {
	var evs []events.Event
	for i := 0; i < 30; i++ {
		evs = append(evs, added(fmt.Sprintf("%s-%d", prefix, i), date))
	}
	return evs
}

// check compares the command's error and the events it appended to the student's stream after
// the given history; every appended event records who wrote it and from where, and the result
// names the stream's new version.
func check(t *testing.T, sc eventlogtest.Scenario, from int, res command.Result, err error, wantErr string, then []events.Event) {
	t.Helper()
	got, envs := sc.Since(t, stream, from)
	if wantErr != "" {
		e, ok := apperr.As(err)
		if !ok || e.Message != wantErr {
			t.Fatalf("error %v, want %q", err, wantErr)
		}
		if len(got) > 0 {
			t.Fatalf("a refused command appended %v", got)
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
		if env.Meta.ActorUserID != user || env.Meta.ClientIP != "10.0.0.1" {
			t.Fatalf("event recorded as %+v, want the user and their address", env.Meta)
		}
	}
	if res.Version != from+len(then) || res.Position == 0 {
		t.Fatalf("result %+v, want version %d and a position", res, from+len(then))
	}
}
