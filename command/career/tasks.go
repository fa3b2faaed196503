package career

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"zhiyuan/beijing"
	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Subjects a task may be filed under ("" none).
var Subjects = []string{"语文", "数学", "英语", "物理", "化学", "生物", "历史", "地理", "政治", "技术", "生涯", "体育", "其他"}

// AddTask adds a task to a day; the answer's ID names it.
func (s *Service) AddTask(ctx context.Context, meta events.Metadata, t events.CareerTask) (command.Result, string, error) {
	t, err := s.clean(t)
	if err != nil {
		return command.Result{}, "", err
	}
	t.ID = newID()
	res, err := s.change(ctx, meta, func(st *state) (events.Event, error) {
		if len(st.tasks) >= MaxTasks {
			return nil, apperr.TooMany(fmt.Sprintf("任务最多保留 %d 个：请先删除一些旧任务", MaxTasks))
		}
		if st.perDay[t.Date] >= MaxTasksPerDay {
			return nil, apperr.TooMany(fmt.Sprintf("一天最多安排 %d 个任务", MaxTasksPerDay))
		}
		return events.CareerTaskAdded{UserID: meta.ActorUserID, CareerTask: t}, nil
	})
	return res, t.ID, err
}

// UpdateTask saves a task's fields (a move to another day counts against that day's limit).
func (s *Service) UpdateTask(ctx context.Context, meta events.Metadata, t events.CareerTask) (command.Result, error) {
	id := strings.TrimSpace(t.ID)
	t, err := s.clean(t)
	if err != nil {
		return command.Result{}, err
	}
	t.ID = id
	return s.change(ctx, meta, func(st *state) (events.Event, error) {
		old, ok := st.tasks[id]
		if !ok {
			return nil, errNoTask
		}
		if old.Date != t.Date && st.perDay[t.Date] >= MaxTasksPerDay {
			return nil, apperr.TooMany(fmt.Sprintf("一天最多安排 %d 个任务", MaxTasksPerDay))
		}
		return events.CareerTaskUpdated{UserID: meta.ActorUserID, CareerTask: t}, nil
	})
}

// DeleteTask removes a task.
func (s *Service) DeleteTask(ctx context.Context, meta events.Metadata, id string) (command.Result, error) {
	id = strings.TrimSpace(id)
	return s.change(ctx, meta, func(st *state) (events.Event, error) {
		if _, ok := st.tasks[id]; !ok {
			return nil, errNoTask
		}
		return events.CareerTaskDeleted{UserID: meta.ActorUserID, ID: id}, nil
	})
}

// CompleteTask marks a task done, or not done again.
func (s *Service) CompleteTask(ctx context.Context, meta events.Metadata, id string, done bool) (command.Result, error) {
	id = strings.TrimSpace(id)
	return s.change(ctx, meta, func(st *state) (events.Event, error) {
		if _, ok := st.tasks[id]; !ok {
			return nil, errNoTask
		}
		return events.CareerTaskCompleted{UserID: meta.ActorUserID, ID: id, Done: done}, nil
	})
}

var errNoTask = apperr.NotFound("任务不存在")

// clean trims a task and refuses what could not be shown.
func (s *Service) clean(t events.CareerTask) (events.CareerTask, error) {
	t.Title, t.Subject, t.Note, t.Date = strings.TrimSpace(t.Title), strings.TrimSpace(t.Subject), strings.TrimSpace(t.Note), strings.TrimSpace(t.Date)
	day, err := time.ParseInLocation("2006-01-02", t.Date, beijing.Zone)
	today := s.now().In(beijing.Zone)
	switch {
	case t.Title == "" || utf8.RuneCountInString(t.Title) > 50:
		return t, apperr.Invalid("任务内容须为 1–50 个字")
	case err != nil:
		return t, apperr.Invalid("日期格式须为 2027-03-01")
	case day.Sub(today).Abs() > DaysAround*24*time.Hour:
		return t, apperr.Invalid("只能安排一年以内的任务")
	case t.Subject != "" && !slices.Contains(Subjects, t.Subject):
		return t, apperr.Invalid("科目须从列表中选择：" + strings.Join(Subjects, "、"))
	case t.Minutes < 0 || t.Minutes > 600:
		return t, apperr.Invalid("计划用时须在 0 到 600 分钟之间")
	case utf8.RuneCountInString(t.Note) > 200:
		return t, apperr.Invalid("备注不能超过 200 个字")
	}
	return t, nil
}

func newID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
