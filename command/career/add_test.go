package career_test

import (
	"context"
	"fmt"
	"regexp"
	"sync"
	"testing"

	"zhiyuan/command/career"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

var taskID = regexp.MustCompile(`^[0-9a-f]{16}$`)

// Given a student's tasks, when they add one, then the task (named by the answer's ID) or this error.
func TestAddTask(t *testing.T) {
	t.Parallel()
	moved := events.CareerTaskUpdated{UserID: user, CareerTask: events.CareerTask{ID: "d-0", Date: day(2), Title: "挪走"}}
	for _, c := range []struct {
		name    string
		given   []events.Event
		when    events.CareerTask
		then    *events.CareerTask // the task appended, without its new ID
		wantErr string
	}{
		{name: "a task is saved trimmed", when: events.CareerTask{Date: " " + day(1) + " ", Title: " 背单词 ", Subject: " 英语 ", Minutes: 30, Note: " 第三单元 "},
			then: &events.CareerTask{Date: day(1), Title: "背单词", Subject: "英语", Minutes: 30, Note: "第三单元"}},
		{name: "no subject, no minutes", when: events.CareerTask{Date: day(0), Title: "整理错题"},
			then: &events.CareerTask{Date: day(0), Title: "整理错题"}},
		{name: "a day in the coming year", when: events.CareerTask{Date: day(399), Title: "高考"},
			then: &events.CareerTask{Date: day(399), Title: "高考"}},
		{name: "a day in the past year", when: events.CareerTask{Date: day(-399), Title: "补记"},
			then: &events.CareerTask{Date: day(-399), Title: "补记"}},
		{name: "beyond a year ahead", when: events.CareerTask{Date: day(401), Title: "太远"}, wantErr: "只能安排一年以内的任务"},
		{name: "beyond a year ago", when: events.CareerTask{Date: day(-401), Title: "太久"}, wantErr: "只能安排一年以内的任务"},
		{name: "no title", when: events.CareerTask{Date: day(1), Title: "   "}, wantErr: "任务内容须为 1–50 个字"},
		{name: "a title of 50 characters", when: events.CareerTask{Date: day(1), Title: runes(50)},
			then: &events.CareerTask{Date: day(1), Title: runes(50)}},
		{name: "a title of 51 characters", when: events.CareerTask{Date: day(1), Title: runes(51)}, wantErr: "任务内容须为 1–50 个字"},
		{name: "a date not written 2006-01-02", when: events.CareerTask{Date: "2027/03/01", Title: "背单词"}, wantErr: "日期格式须为 2027-03-01"},
		{name: "no date", when: events.CareerTask{Title: "背单词"}, wantErr: "日期格式须为 2027-03-01"},
		{name: "a subject not in the list", when: events.CareerTask{Date: day(1), Title: "练琴", Subject: "音乐"},
			wantErr: "科目须从列表中选择：语文、数学、英语、物理、化学、生物、历史、地理、政治、技术、生涯、体育、其他"},
		{name: "600 minutes", when: events.CareerTask{Date: day(1), Title: "模考", Minutes: 600},
			then: &events.CareerTask{Date: day(1), Title: "模考", Minutes: 600}},
		{name: "601 minutes", when: events.CareerTask{Date: day(1), Title: "模考", Minutes: 601}, wantErr: "计划用时须在 0 到 600 分钟之间"},
		{name: "negative minutes", when: events.CareerTask{Date: day(1), Title: "模考", Minutes: -1}, wantErr: "计划用时须在 0 到 600 分钟之间"},
		{name: "a note of 201 characters", when: events.CareerTask{Date: day(1), Title: "背单词", Note: runes(201)}, wantErr: "备注不能超过 200 个字"},
		{name: "a full day", given: fullDay("d", day(1)), when: events.CareerTask{Date: day(1), Title: "第三十一个"},
			wantErr: "一天最多安排 30 个任务"},
		{name: "a full day leaves the next day free", given: fullDay("d", day(1)), when: events.CareerTask{Date: day(2), Title: "明天"},
			then: &events.CareerTask{Date: day(2), Title: "明天"}},
		{name: "a deleted task frees its place", given: append(fullDay("d", day(1)), events.CareerTaskDeleted{UserID: user, ID: "d-7"}),
			when: events.CareerTask{Date: day(1), Title: "补上"}, then: &events.CareerTask{Date: day(1), Title: "补上"}},
		{name: "a task moved away frees its place", given: append(fullDay("d", day(1)), moved),
			when: events.CareerTask{Date: day(1), Title: "补上"}, then: &events.CareerTask{Date: day(1), Title: "补上"}},
		{name: "a task moved in fills the day", given: append(fullDay("d", day(1)), moved, added("x", day(1))),
			when: events.CareerTask{Date: day(1), Title: "多了"}, wantErr: "一天最多安排 30 个任务"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := career.NewService(sc.Store, sc.Registry)
			sc.Given(t, stream, c.given...)
			res, id, err := svc.AddTask(context.Background(), meta, c.when)
			var then []events.Event
			if c.then != nil {
				if !taskID.MatchString(id) {
					t.Fatalf("task ID %q, want 16 hex digits", id)
				}
				task := *c.then
				task.ID = id
				then = []events.Event{events.CareerTaskAdded{UserID: user, CareerTask: task}}
			}
			check(t, sc, len(c.given), res, err, c.wantErr, then)
		})
	}
}

// A student keeps at most MaxTasks tasks, whatever their days.
func TestAddTaskKeepsAtMostMaxTasks(t *testing.T) {
	t.Parallel()
	sc := eventlogtest.NewScenario(t)
	svc := career.NewService(sc.Store, sc.Registry)
	var history []events.Event
	for d := 0; d < career.MaxTasks/career.MaxTasksPerDay; d++ {
		history = append(history, fullDay(fmt.Sprintf("d%d", d), fmt.Sprintf("2025-%02d-%02d", 1+d/28, 1+d%28))...)
	}
	sc.Given(t, stream, history...)
	res, _, err := svc.AddTask(context.Background(), meta, events.CareerTask{Date: day(1), Title: "再加一个"})
	check(t, sc, career.MaxTasks, res, err, "任务最多保留 3000 个：请先删除一些旧任务", nil)

	sc.Given(t, stream, events.CareerTaskDeleted{UserID: user, ID: "d0-0"})
	res, id, err := svc.AddTask(context.Background(), meta, events.CareerTask{Date: day(1), Title: "再加一个"})
	check(t, sc, career.MaxTasks+1, res, err, "", []events.Event{events.CareerTaskAdded{UserID: user,
		CareerTask: events.CareerTask{ID: id, Date: day(1), Title: "再加一个"}}})
}

// Two tabs adding tasks at once both land, and the day's limit still holds.
func TestAddTaskConcurrently(t *testing.T) {
	t.Parallel()
	sc := eventlogtest.NewScenario(t)
	svc := career.NewService(sc.Store, sc.Registry)
	sc.Given(t, stream, fullDay("d", day(1))[:25]...)
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Go(func() {
			_, _, errs[i] = svc.AddTask(context.Background(), meta, events.CareerTask{Date: day(1), Title: fmt.Sprintf("第 %d 个", i)})
		})
	}
	wg.Wait()
	added, refused := 0, 0
	for _, err := range errs {
		if err == nil {
			added++
		} else if e, ok := apperr.As(err); ok && e.Message == "一天最多安排 30 个任务" {
			refused++
		} else {
			t.Fatalf("error %v", err)
		}
	}
	if added != 5 || refused != 3 || sc.Version(t, stream) != 30 {
		t.Fatalf("%d added, %d refused, stream at %d; want 5, 3 and 30", added, refused, sc.Version(t, stream))
	}
}

// Only a signed-in student writes their tasks.
func TestAddTaskNeedsLogin(t *testing.T) {
	t.Parallel()
	sc := eventlogtest.NewScenario(t)
	svc := career.NewService(sc.Store, sc.Registry)
	_, _, err := svc.AddTask(context.Background(), events.Metadata{ClientIP: "10.0.0.1"}, events.CareerTask{Date: day(1), Title: "背单词"})
	if e, ok := apperr.As(err); !ok || e.Message != "登录已失效，请重新登录" {
		t.Fatalf("error %v, want login required", err)
	}
	if got, _ := sc.Since(t, events.CareerStream(""), 0); len(got) > 0 {
		t.Fatalf("appended %v", got)
	}
}
