package career_test

import (
	"context"
	"testing"

	"zhiyuan/command"
	"zhiyuan/command/career"
	"zhiyuan/events"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// Given a student's tasks, when they edit, delete or complete one, then these events or this error.
func TestChangeTask(t *testing.T) {
	t.Parallel()
	task := added("t1", day(1))
	deleted := events.CareerTaskDeleted{UserID: user, ID: "t1"}
	update := func(svc *career.Service, task events.CareerTask) func() (command.Result, error) {
		return func() (command.Result, error) { return svc.UpdateTask(context.Background(), meta, task) }
	}
	for _, c := range []struct {
		name    string
		given   []events.Event
		other   []events.Event // another student's history
		when    func(svc *career.Service) func() (command.Result, error)
		then    []events.Event
		wantErr string
	}{
		{name: "an edit saves the task whole, trimmed", given: []events.Event{task},
			when: func(svc *career.Service) func() (command.Result, error) {
				return update(svc, events.CareerTask{ID: " t1 ", Date: day(1), Title: " 背单词 ", Subject: "英语", Minutes: 20, Note: " 早读 "})
			},
			then: []events.Event{events.CareerTaskUpdated{UserID: user,
				CareerTask: events.CareerTask{ID: "t1", Date: day(1), Title: "背单词", Subject: "英语", Minutes: 20, Note: "早读"}}}},
		{name: "an edit of an unknown task", given: []events.Event{task},
			when: func(svc *career.Service) func() (command.Result, error) {
				return update(svc, events.CareerTask{ID: "t9", Date: day(1), Title: "背单词"})
			}, wantErr: "任务不存在"},
		{name: "an edit of a deleted task", given: []events.Event{task, deleted},
			when: func(svc *career.Service) func() (command.Result, error) {
				return update(svc, events.CareerTask{ID: "t1", Date: day(1), Title: "背单词"})
			}, wantErr: "任务不存在"},
		{name: "an edit is checked like a new task", given: []events.Event{task},
			when: func(svc *career.Service) func() (command.Result, error) {
				return update(svc, events.CareerTask{ID: "t1", Date: day(1), Title: "背单词", Minutes: 601})
			}, wantErr: "计划用时须在 0 到 600 分钟之间"},
		{name: "an edit beyond a year", given: []events.Event{task},
			when: func(svc *career.Service) func() (command.Result, error) {
				return update(svc, events.CareerTask{ID: "t1", Date: day(401), Title: "背单词"})
			}, wantErr: "只能安排一年以内的任务"},
		{name: "a move to a full day", given: append([]events.Event{task}, fullDay("d", day(2))...),
			when: func(svc *career.Service) func() (command.Result, error) {
				return update(svc, events.CareerTask{ID: "t1", Date: day(2), Title: "背单词"})
			}, wantErr: "一天最多安排 30 个任务"},
		{name: "an edit within a full day stays", given: fullDay("d", day(2)),
			when: func(svc *career.Service) func() (command.Result, error) {
				return update(svc, events.CareerTask{ID: "d-3", Date: day(2), Title: "改名"})
			},
			then: []events.Event{events.CareerTaskUpdated{UserID: user, CareerTask: events.CareerTask{ID: "d-3", Date: day(2), Title: "改名"}}}},
		{name: "a move to another day", given: []events.Event{task},
			when: func(svc *career.Service) func() (command.Result, error) {
				return update(svc, events.CareerTask{ID: "t1", Date: day(-3), Title: "任务t1"})
			},
			then: []events.Event{events.CareerTaskUpdated{UserID: user, CareerTask: events.CareerTask{ID: "t1", Date: day(-3), Title: "任务t1"}}}},
		{name: "a delete", given: []events.Event{task},
			when: func(svc *career.Service) func() (command.Result, error) {
				return func() (command.Result, error) { return svc.DeleteTask(context.Background(), meta, " t1 ") }
			}, then: []events.Event{deleted}},
		{name: "a delete of a deleted task", given: []events.Event{task, deleted},
			when: func(svc *career.Service) func() (command.Result, error) {
				return func() (command.Result, error) { return svc.DeleteTask(context.Background(), meta, "t1") }
			}, wantErr: "任务不存在"},
		{name: "another student's task is not the student's to delete", other: []events.Event{task},
			when: func(svc *career.Service) func() (command.Result, error) {
				return func() (command.Result, error) { return svc.DeleteTask(context.Background(), meta, "t1") }
			}, wantErr: "任务不存在"},
		{name: "done", given: []events.Event{task},
			when: func(svc *career.Service) func() (command.Result, error) {
				return func() (command.Result, error) { return svc.CompleteTask(context.Background(), meta, " t1 ", true) }
			}, then: []events.Event{events.CareerTaskCompleted{UserID: user, ID: "t1", Done: true}}},
		{name: "not done again", given: []events.Event{task, events.CareerTaskCompleted{UserID: user, ID: "t1", Done: true}},
			when: func(svc *career.Service) func() (command.Result, error) {
				return func() (command.Result, error) { return svc.CompleteTask(context.Background(), meta, "t1", false) }
			}, then: []events.Event{events.CareerTaskCompleted{UserID: user, ID: "t1"}}},
		{name: "completing an unknown task", given: []events.Event{task},
			when: func(svc *career.Service) func() (command.Result, error) {
				return func() (command.Result, error) { return svc.CompleteTask(context.Background(), meta, "t2", true) }
			}, wantErr: "任务不存在"},
		{name: "completing a deleted task", given: []events.Event{task, deleted},
			when: func(svc *career.Service) func() (command.Result, error) {
				return func() (command.Result, error) { return svc.CompleteTask(context.Background(), meta, "t1", true) }
			}, wantErr: "任务不存在"},
		{name: "completing another student's task", other: []events.Event{task},
			when: func(svc *career.Service) func() (command.Result, error) {
				return func() (command.Result, error) { return svc.CompleteTask(context.Background(), meta, "t1", true) }
			}, wantErr: "任务不存在"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := career.NewService(sc.Store, sc.Registry)
			sc.Given(t, stream, c.given...)
			sc.Given(t, events.CareerStream("u-2"), c.other...)
			res, err := c.when(svc)()
			check(t, sc, len(c.given), res, err, c.wantErr, c.then)
			if got, _ := sc.Since(t, events.CareerStream("u-2"), len(c.other)); len(got) > 0 {
				t.Fatalf("appended to another student's stream: %v", got)
			}
		})
	}
}
