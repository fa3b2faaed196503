package career

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// SetTargets replaces the student's targets (colleges resolved from the catalogue by the
// caller) and motto.
func (s *Service) SetTargets(ctx context.Context, meta events.Metadata, targets []events.CareerTarget, motto string) (command.Result, error) {
	if len(targets) > MaxTargets {
		return command.Result{}, apperr.Invalid(fmt.Sprintf("目标院校最多 %d 个", MaxTargets))
	}
	seen := map[string]bool{}
	for i, t := range targets {
		t.MajorName, t.Note = strings.TrimSpace(t.MajorName), strings.TrimSpace(t.Note)
		key := t.CollegeCode + "|" + t.MajorName
		switch {
		case t.CollegeCode == "" || t.CollegeName == "":
			return command.Result{}, apperr.Invalid("请选择目标院校")
		case utf8.RuneCountInString(t.MajorName) > 30:
			return command.Result{}, apperr.Invalid("专业名称不能超过 30 个字")
		case utf8.RuneCountInString(t.Note) > 100:
			return command.Result{}, apperr.Invalid("备注不能超过 100 个字")
		case seen[key]:
			return command.Result{}, apperr.Invalid("目标重复：" + t.CollegeName + " " + t.MajorName)
		}
		seen[key] = true
		targets[i] = t
	}
	if motto = strings.TrimSpace(motto); utf8.RuneCountInString(motto) > 50 {
		return command.Result{}, apperr.Invalid("座右铭不能超过 50 个字")
	}
	if targets == nil {
		targets = []events.CareerTarget{}
	}
	return s.change(ctx, meta, func(*state) (events.Event, error) {
		return events.CareerTargetsSet{UserID: meta.ActorUserID, Targets: targets, Motto: motto}, nil
	})
}

// SavePlan saves the 生涯规划书 whole.
func (s *Service) SavePlan(ctx context.Context, meta events.Metadata, p events.CareerPlan) (command.Result, error) {
	fields := []*string{&p.SelfKnowledge, &p.Direction, &p.Education, &p.HighSchool, &p.Actions}
	for _, f := range fields {
		*f = strings.TrimSpace(*f)
		if utf8.RuneCountInString(*f) > 3000 {
			return command.Result{}, apperr.Invalid("每一部分不能超过 3000 个字")
		}
	}
	return s.change(ctx, meta, func(*state) (events.Event, error) {
		return events.CareerPlanSaved{UserID: meta.ActorUserID, Plan: p}, nil
	})
}
