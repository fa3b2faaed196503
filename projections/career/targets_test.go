package career_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/career"
)

// saved is what the targets and plans tables hold for the students, decoded as the query side does.
type saved struct {
	Targets map[string][]events.CareerTarget
	Mottos  map[string]string
	Plans   map[string]events.CareerPlan
}

func read(t *testing.T, e *projectortest.Env) saved {
	t.Helper()
	s := saved{Targets: map[string][]events.CareerTarget{}, Mottos: map[string]string{}, Plans: map[string]events.CareerPlan{}}
	for _, r := range e.Rows(t, `SELECT user_id, targets::text, motto FROM targets ORDER BY user_id`) {
		var ts []events.CareerTarget
		if err := json.Unmarshal([]byte(r[1]), &ts); err != nil {
			t.Fatalf("targets of %s: %v", r[0], err)
		}
		s.Targets[r[0]], s.Mottos[r[0]] = ts, r[2]
	}
	for _, r := range e.Rows(t, `SELECT user_id, plan::text FROM plans ORDER BY user_id`) {
		var p events.CareerPlan
		if err := json.Unmarshal([]byte(r[1]), &p); err != nil {
			t.Fatalf("plan of %s: %v", r[0], err)
		}
		s.Plans[r[0]] = p
	}
	return s
}

// Given students' targets and plans, then these rows of targets and plans (one per student).
func TestTargetsAndPlansRows(t *testing.T) {
	t.Parallel()
	s1, s2 := events.CareerStream("u-1"), events.CareerStream("u-2")
	pku := events.CareerTarget{CollegeCode: "10001", CollegeName: "北京大学", MajorName: "计算机科学与技术", Note: "冲一冲"}
	thu := events.CareerTarget{CollegeCode: "10003", CollegeName: "清华大学"}
	empty := func() saved {
		return saved{Targets: map[string][]events.CareerTarget{}, Mottos: map[string]string{}, Plans: map[string]events.CareerPlan{}}
	}
	want := func(edit func(*saved)) saved { s := empty(); edit(&s); return s }
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  saved
	}{
		{name: "targets in their order, with the motto", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, events.CareerTargetsSet{UserID: "u-1", Targets: []events.CareerTarget{thu, pku}, Motto: "天道酬勤"})
		}, want: want(func(s *saved) { s.Targets["u-1"], s.Mottos["u-1"] = []events.CareerTarget{thu, pku}, "天道酬勤" })},
		{name: "new targets replace the old", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, events.CareerTargetsSet{UserID: "u-1", Targets: []events.CareerTarget{thu, pku}, Motto: "天道酬勤"})
			e.Given(t, meta, s1, events.CareerTargetsSet{UserID: "u-1", Targets: []events.CareerTarget{}})
		}, want: want(func(s *saved) { s.Targets["u-1"], s.Mottos["u-1"] = []events.CareerTarget{}, "" })},
		{name: "a plan", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, events.CareerPlanSaved{UserID: "u-1", Plan: events.CareerPlan{SelfKnowledge: "喜欢动手", Direction: "工程师",
				Education: "工科", HighSchool: "物化生", Actions: "每天锻炼"}})
		}, want: want(func(s *saved) {
			s.Plans["u-1"] = events.CareerPlan{SelfKnowledge: "喜欢动手", Direction: "工程师", Education: "工科", HighSchool: "物化生", Actions: "每天锻炼"}
		})},
		{name: "a plan saved again replaces the old whole", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, s1, events.CareerPlanSaved{UserID: "u-1", Plan: events.CareerPlan{Direction: "医生", Actions: "读书"}})
			e.Given(t, meta, s1, events.CareerPlanSaved{UserID: "u-1", Plan: events.CareerPlan{Direction: "教师"}})
		}, want: want(func(s *saved) { s.Plans["u-1"] = events.CareerPlan{Direction: "教师"} })},
		{name: "two students and both kinds in one batch", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, meta, s1, events.CareerTargetsSet{UserID: "u-1", Targets: []events.CareerTarget{pku}})...)
			batch = append(batch, e.Append(t, meta, s2, events.CareerTargetsSet{UserID: "u-2", Targets: []events.CareerTarget{thu}, Motto: "加油"},
				events.CareerPlanSaved{UserID: "u-2", Plan: events.CareerPlan{Direction: "律师"}})...)
			batch = append(batch, e.Append(t, meta, s1, events.CareerTargetsSet{UserID: "u-1", Targets: []events.CareerTarget{pku, thu}, Motto: "稳"})...)
			e.Batch(t, batch)
		}, want: want(func(s *saved) {
			s.Targets["u-1"], s.Mottos["u-1"] = []events.CareerTarget{pku, thu}, "稳"
			s.Targets["u-2"], s.Mottos["u-2"] = []events.CareerTarget{thu}, "加油"
			s.Plans["u-2"] = events.CareerPlan{Direction: "律师"}
		})},
		{name: "an older batch delivered again does not bring the old back", given: func(t *testing.T, e *projectortest.Env) {
			old := e.Append(t, meta, s1, events.CareerTargetsSet{UserID: "u-1", Targets: []events.CareerTarget{pku}, Motto: "旧"},
				events.CareerPlanSaved{UserID: "u-1", Plan: events.CareerPlan{Direction: "医生"}})
			e.Batch(t, old)
			e.Given(t, meta, s1, events.CareerTargetsSet{UserID: "u-1", Targets: []events.CareerTarget{thu}, Motto: "新"},
				events.CareerPlanSaved{UserID: "u-1", Plan: events.CareerPlan{Direction: "教师"}})
			e.Batch(t, old)
		}, want: want(func(s *saved) {
			s.Targets["u-1"], s.Mottos["u-1"] = []events.CareerTarget{thu}, "新"
			s.Plans["u-1"] = events.CareerPlan{Direction: "教师"}
		})},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, career.Projection{})
			c.given(t, e)
			if got := read(t, e); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("read\n%+v\nwant\n%+v", got, c.want)
			}
		})
	}
}
