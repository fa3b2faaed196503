package httpapi

import (
	"strings"

	ccareer "zhiyuan/command/career"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

func dailyTaskList(a *App, c *Call) (any, error) {
	var in struct{ From, To, TaskDate string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	from, to := strings.TrimSpace(in.From), strings.TrimSpace(in.To)
	if d := strings.TrimSpace(in.TaskDate); d != "" && from == "" && to == "" {
		from, to = d, d
	}
	waitFor(a, c, "career")
	list, err := a.Career.TaskList(c.Ctx, c.UserID, from, to)
	if err != nil {
		return nil, err
	}
	return map[string]any{"From": list.From, "To": list.To, "Today": list.Today, "List": list.List, "Days": list.Days,
		"Streak": list.Streak, "Subjects": ccareer.Subjects}, nil
}

type taskIn struct {
	Id, TaskDate, Title, Subject, Note string
	Minutes                            int
}

func (t taskIn) task() events.CareerTask {
	return events.CareerTask{ID: t.Id, Date: t.TaskDate, Title: t.Title, Subject: t.Subject, Minutes: t.Minutes, Note: t.Note}
}

func addDailyTask(a *App, c *Call) (any, error) {
	var in taskIn
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	res, id, err := a.CareerCmd.AddTask(c.Ctx, c.Meta, in.task())
	if err != nil {
		return nil, err
	}
	return map[string]any{"Id": id, "Version": res.Version, "Position": res.Position}, nil
}

func updateDailyTask(a *App, c *Call) (any, error) {
	var in taskIn
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.CareerCmd.UpdateTask(c.Ctx, c.Meta, in.task())
}

func delDailyTask(a *App, c *Call) (any, error) {
	var in struct{ Id string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.CareerCmd.DeleteTask(c.Ctx, c.Meta, in.Id)
}

// completeDailyTask marks a task done; IsDone false marks it not done again.
func completeDailyTask(a *App, c *Call) (any, error) {
	var in struct {
		Id     string
		IsDone *bool
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.CareerCmd.CompleteTask(c.Ctx, c.Meta, in.Id, in.IsDone == nil || *in.IsDone)
}

// setTarget resolves each target's college in the catalogue (a target is a real college) and
// saves the list.
func setTarget(a *App, c *Call) (any, error) {
	var in struct {
		Targets []struct{ CollegeId, MajorName, Note string }
		Motto   string
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if len(in.Targets) > ccareer.MaxTargets {
		return nil, apperr.Invalid("目标院校最多 5 个")
	}
	targets := make([]events.CareerTarget, 0, len(in.Targets))
	for _, t := range in.Targets {
		if strings.TrimSpace(t.CollegeId) == "" {
			return nil, apperr.Invalid("请选择目标院校")
		}
		d, err := a.Colleges.Info(c.Ctx, t.CollegeId)
		if err != nil {
			return nil, err
		}
		targets = append(targets, events.CareerTarget{CollegeCode: d.CollegeCode, CollegeName: d.CollegeName,
			MajorName: t.MajorName, Note: t.Note})
	}
	return a.CareerCmd.SetTargets(c.Ctx, c.Meta, targets, in.Motto)
}

func careerPlan(a *App, c *Call) (any, error) {
	waitFor(a, c, "career")
	return a.Career.Plan(c.Ctx, c.UserID)
}

func saveCareerPlan(a *App, c *Call) (any, error) {
	var in struct{ SelfKnowledge, Direction, Education, HighSchool, Actions string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.CareerCmd.SavePlan(c.Ctx, c.Meta, events.CareerPlan{SelfKnowledge: in.SelfKnowledge, Direction: in.Direction,
		Education: in.Education, HighSchool: in.HighSchool, Actions: in.Actions})
}
