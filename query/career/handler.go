// Package career answers a student's own career management: the daily tasks of their learning
// plan with each day's progress, their targets and their 生涯规划书.
package career

import (
	"context"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/events/apperr"
)

// Task is one task as the learning plan shows it.
type Task struct {
	Id       string
	TaskDate string
	Title    string
	Subject  string
	Minutes  int
	Note     string
	IsDone   bool
	DoneAt   *time.Time
}

// Day sums one day's tasks.
type Day struct {
	Date           string
	Total, Done    int
	PlannedMinutes int
	DoneMinutes    int
}

// Target is a college (and optionally a major) the student aims for.
type Target struct {
	CollegeCode, CollegeName, MajorName, Note string
}

// Targets are the student's targets and motto.
type Targets struct {
	Targets   []Target
	Motto     string
	UpdatedAt *time.Time
}

// Plan is the student's 生涯规划书.
type Plan struct {
	SelfKnowledge string `json:",omitempty"`
	Direction     string `json:",omitempty"`
	Education     string `json:",omitempty"`
	HighSchool    string `json:",omitempty"`
	Actions       string `json:",omitempty"`
	UpdatedAt     *time.Time
}

// ReadModel is what the handler reads; every call is one student's own rows.
type ReadModel interface {
	Tasks(ctx context.Context, userID, from, to string) ([]Task, error)
	// DoneDays lists, newest first, the days up to a date on which the student had tasks and
	// whether all were done (for the streak).
	DoneDays(ctx context.Context, userID, upTo string, limit int) ([]Day, error)
	Targets(ctx context.Context, userID string) (Targets, error)
	Plan(ctx context.Context, userID string) (Plan, error)
}

type Handler struct {
	rm  ReadModel
	now func() time.Time
}

func NewHandler(rm ReadModel) *Handler { return &Handler{rm: rm, now: time.Now} }

// TaskList is GetDailyTaskList's answer.
type TaskList struct {
	From, To string
	Today    string
	List     []Task
	Days     []Day
	// Streak counts the days up to today (or yesterday, today being unfinished) on which every
	// task was done.
	Streak int
}

// TaskList answers the tasks from one date to another (at most 62 days; none: this week).
func (h *Handler) TaskList(ctx context.Context, userID, from, to string) (TaskList, error) {
	now := h.now().In(beijing.Zone)
	today := now.Format("2006-01-02")
	if from == "" && to == "" {
		monday := now.AddDate(0, 0, -((int(now.Weekday()) + 6) % 7))
		from, to = monday.Format("2006-01-02"), monday.AddDate(0, 0, 6).Format("2006-01-02")
	} else if to == "" {
		to = from
	} else if from == "" {
		from = to
	}
	f, err1 := time.Parse("2006-01-02", from)
	t, err2 := time.Parse("2006-01-02", to)
	switch {
	case err1 != nil || err2 != nil:
		return TaskList{}, apperr.Invalid("日期格式须为 2027-03-01")
	case t.Before(f):
		return TaskList{}, apperr.Invalid("结束日期不能早于开始日期")
	case t.Sub(f) > 62*24*time.Hour:
		return TaskList{}, apperr.Invalid("一次最多查看 62 天的任务")
	}
	list, err := h.rm.Tasks(ctx, userID, from, to)
	if err != nil {
		return TaskList{}, err
	}
	out := TaskList{From: from, To: to, Today: today, List: list, Days: []Day{}}
	if out.List == nil {
		out.List = []Task{}
	}
	index := map[string]int{}
	for _, tk := range list {
		if _, ok := index[tk.TaskDate]; !ok {
			index[tk.TaskDate] = len(out.Days)
			out.Days = append(out.Days, Day{Date: tk.TaskDate})
		}
	}
	for _, tk := range list {
		d := &out.Days[index[tk.TaskDate]]
		d.Total++
		d.PlannedMinutes += tk.Minutes
		if tk.IsDone {
			d.Done++
			d.DoneMinutes += tk.Minutes
		}
	}
	days, err := h.rm.DoneDays(ctx, userID, today, 400)
	if err != nil {
		return TaskList{}, err
	}
	out.Streak = streak(days, now)
	return out, nil
}

// streak counts consecutive calendar days, ending today or yesterday, whose tasks were all done
// (today counts once all its tasks are done; unfinished or empty, the count ends yesterday).
func streak(days []Day, now time.Time) int {
	today := now.Format("2006-01-02")
	expect := now.AddDate(0, 0, -1)
	if len(days) > 0 && days[0].Date == today && days[0].Done == days[0].Total {
		expect = now
	}
	n := 0
	for _, d := range days {
		if d.Date == today && expect.Format("2006-01-02") != today {
			continue // today in progress
		}
		if d.Date != expect.Format("2006-01-02") || d.Done < d.Total {
			break
		}
		n++
		expect = expect.AddDate(0, 0, -1)
	}
	return n
}

func (h *Handler) Targets(ctx context.Context, userID string) (Targets, error) {
	return h.rm.Targets(ctx, userID)
}

func (h *Handler) Plan(ctx context.Context, userID string) (Plan, error) {
	return h.rm.Plan(ctx, userID)
}
