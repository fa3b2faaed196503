package career_test

import (
	"context"
	"strings"
	"testing"

	"zhiyuan/command/career"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

func target(code, name, major string) events.CareerTarget {
	return events.CareerTarget{CollegeCode: code, CollegeName: name, MajorName: major}
}

// When a student sets their targets and motto, then this event or this error.
func TestSetTargets(t *testing.T) {
	t.Parallel()
	pku, thu := target("10001", "北京大学", "计算机科学与技术"), target("10003", "清华大学", "")
	for _, c := range []struct {
		name    string
		given   []events.Event
		targets []events.CareerTarget
		motto   string
		then    []events.Event
		wantErr string
	}{
		{name: "targets in order, trimmed, with a motto",
			targets: []events.CareerTarget{{CollegeCode: "10003", CollegeName: "清华大学", MajorName: " 建筑学 ", Note: " 冲一冲 "}, pku},
			motto:   " 天道酬勤 ",
			then: []events.Event{events.CareerTargetsSet{UserID: user, Motto: "天道酬勤", Targets: []events.CareerTarget{
				{CollegeCode: "10003", CollegeName: "清华大学", MajorName: "建筑学", Note: "冲一冲"}, pku}}}},
		{name: "new targets replace the old", given: []events.Event{events.CareerTargetsSet{UserID: user, Targets: []events.CareerTarget{pku}}},
			targets: []events.CareerTarget{thu}, then: []events.Event{events.CareerTargetsSet{UserID: user, Targets: []events.CareerTarget{thu}}}},
		{name: "none at all is an empty list", targets: nil,
			then: []events.Event{events.CareerTargetsSet{UserID: user, Targets: []events.CareerTarget{}}}},
		{name: "five targets", targets: []events.CareerTarget{pku, thu, target("10002", "中国人民大学", ""),
			target("10246", "复旦大学", ""), target("10248", "上海交通大学", "")},
			then: []events.Event{events.CareerTargetsSet{UserID: user, Targets: []events.CareerTarget{pku, thu, target("10002", "中国人民大学", ""),
				target("10246", "复旦大学", ""), target("10248", "上海交通大学", "")}}}},
		{name: "six targets", targets: []events.CareerTarget{pku, thu, target("10002", "中国人民大学", ""),
			target("10246", "复旦大学", ""), target("10248", "上海交通大学", ""), target("10335", "浙江大学", "")}, wantErr: "目标院校最多 5 个"},
		{name: "a target without its college", targets: []events.CareerTarget{{CollegeName: "北京大学"}}, wantErr: "请选择目标院校"},
		{name: "a target without the college's name", targets: []events.CareerTarget{{CollegeCode: "10001"}}, wantErr: "请选择目标院校"},
		{name: "a major of 31 characters", targets: []events.CareerTarget{target("10001", "北京大学", runes(31))},
			wantErr: "专业名称不能超过 30 个字"},
		{name: "a note of 101 characters", targets: []events.CareerTarget{{CollegeCode: "10001", CollegeName: "北京大学", Note: runes(101)}},
			wantErr: "备注不能超过 100 个字"},
		{name: "the same college and major twice", targets: []events.CareerTarget{pku, target("10001", "北京大学", " 计算机科学与技术 ")},
			wantErr: "目标重复：北京大学 计算机科学与技术"},
		{name: "the same college with and without a major",
			targets: []events.CareerTarget{pku, target("10001", "北京大学", "")},
			then:    []events.Event{events.CareerTargetsSet{UserID: user, Targets: []events.CareerTarget{pku, target("10001", "北京大学", "")}}}},
		{name: "a motto of 50 characters", motto: runes(50),
			then: []events.Event{events.CareerTargetsSet{UserID: user, Targets: []events.CareerTarget{}, Motto: runes(50)}}},
		{name: "a motto of 51 characters", motto: runes(51), wantErr: "座右铭不能超过 50 个字"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := career.NewService(sc.Store, sc.Registry)
			sc.Given(t, stream, c.given...)
			res, err := svc.SetTargets(context.Background(), meta, c.targets, c.motto)
			check(t, sc, len(c.given), res, err, c.wantErr, c.then)
		})
	}
}

// When a student saves their 生涯规划书, then this event or this error.
func TestSavePlan(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name    string
		given   []events.Event
		plan    events.CareerPlan
		then    []events.Event
		wantErr string
	}{
		{name: "every section, trimmed", plan: events.CareerPlan{SelfKnowledge: " 喜欢动手 ", Direction: " 工程师 ", Education: " 工科 ",
			HighSchool: " 物化生 ", Actions: " 每天锻炼 "},
			then: []events.Event{events.CareerPlanSaved{UserID: user, Plan: events.CareerPlan{SelfKnowledge: "喜欢动手", Direction: "工程师",
				Education: "工科", HighSchool: "物化生", Actions: "每天锻炼"}}}},
		{name: "a plan saved again replaces the old", given: []events.Event{events.CareerPlanSaved{UserID: user, Plan: events.CareerPlan{Direction: "医生"}}},
			plan: events.CareerPlan{Direction: "教师"}, then: []events.Event{events.CareerPlanSaved{UserID: user, Plan: events.CareerPlan{Direction: "教师"}}}},
		{name: "an empty plan", then: []events.Event{events.CareerPlanSaved{UserID: user}}},
		{name: "a section of 3000 characters", plan: events.CareerPlan{Actions: runes(3000)},
			then: []events.Event{events.CareerPlanSaved{UserID: user, Plan: events.CareerPlan{Actions: runes(3000)}}}},
		{name: "a section of 3001 characters", plan: events.CareerPlan{HighSchool: runes(3001)}, wantErr: "每一部分不能超过 3000 个字"},
		{name: "the limit counts characters after trimming", plan: events.CareerPlan{SelfKnowledge: "  " + runes(3000) + strings.Repeat(" ", 5)},
			then: []events.Event{events.CareerPlanSaved{UserID: user, Plan: events.CareerPlan{SelfKnowledge: runes(3000)}}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc := eventlogtest.NewScenario(t)
			svc := career.NewService(sc.Store, sc.Registry)
			sc.Given(t, stream, c.given...)
			res, err := svc.SavePlan(context.Background(), meta, c.plan)
			check(t, sc, len(c.given), res, err, c.wantErr, c.then)
		})
	}
}

// Targets and plans are written only by a signed-in student.
func TestTargetsAndPlanNeedLogin(t *testing.T) {
	t.Parallel()
	sc := eventlogtest.NewScenario(t)
	svc := career.NewService(sc.Store, sc.Registry)
	anonymous := events.Metadata{ClientIP: "10.0.0.1"}
	_, err1 := svc.SetTargets(context.Background(), anonymous, nil, "")
	_, err2 := svc.SavePlan(context.Background(), anonymous, events.CareerPlan{Direction: "工程师"})
	for _, err := range []error{err1, err2} {
		if e, ok := apperr.As(err); !ok || e.Message != "登录已失效，请重新登录" {
			t.Fatalf("error %v, want login required", err)
		}
	}
	if got, _ := sc.Since(t, events.CareerStream(""), 0); len(got) > 0 {
		t.Fatalf("appended %v", got)
	}
}
