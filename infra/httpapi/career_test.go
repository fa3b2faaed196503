package httpapi_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"zhiyuan/infra/platform/platformtest"
)

type taskList struct {
	From, To, Today string
	List            []struct {
		Id, TaskDate, Title, Subject string
		Minutes                      int
		IsDone                       bool
	}
	Days []struct {
		Date                     string
		Total, Done, DoneMinutes int
	}
	Streak int
}

func beijingDay(offset int) string {
	return time.Now().In(time.FixedZone("CST", 8*3600)).AddDate(0, 0, offset).Format("2006-01-02")
}

func TestDailyTasksAreTheStudentsOwn(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := loginAt(t, e, 2200)
	other, _ := loginAt(t, e, 2201)
	today := beijingDay(0)

	before := eventCount(t, e)
	for _, c := range []struct {
		body map[string]any
		msg  string
	}{
		{map[string]any{"TaskDate": today, "Title": ""}, "任务内容"},
		{map[string]any{"TaskDate": today, "Title": strings.Repeat("题", 51)}, "任务内容"},
		{map[string]any{"TaskDate": "2027/03/01", "Title": "背单词"}, "日期格式"},
		{map[string]any{"TaskDate": beijingDay(500), "Title": "背单词"}, "一年以内"},
		{map[string]any{"TaskDate": today, "Title": "背单词", "Subject": "魔法"}, "科目"},
		{map[string]any{"TaskDate": today, "Title": "背单词", "Minutes": 601}, "计划用时"},
	} {
		wantCode(t, e.Call(t, "/api/Career/AddDailyTask", tok, c.body), 400, c.msg)
	}
	wantCode(t, e.Call(t, "/api/Career/AddDailyTask", "", map[string]any{"TaskDate": today, "Title": "背单词"}), 112, "")
	if after := eventCount(t, e); after != before {
		t.Fatalf("refused tasks wrote %d events", after-before)
	}

	var added struct {
		Id       string
		Position int64
	}
	e.OK(t, "/api/Career/AddDailyTask", tok, map[string]any{"TaskDate": today, "Title": "英语完形填空两篇", "Subject": "英语", "Minutes": 40}, &added)
	e.OK(t, "/api/Career/AddDailyTask", tok, map[string]any{"TaskDate": today, "Title": "数学错题整理", "Subject": "数学", "Minutes": 30}, nil)
	var second struct {
		Id       string
		Position int64
	}
	e.OK(t, "/api/Career/AddDailyTask", tok, map[string]any{"TaskDate": beijingDay(1), "Title": "物理实验复习"}, &second)
	var r stepResult
	e.OK(t, "/api/Career/ComplateDailyTask", tok, map[string]any{"Id": added.Id}, &r)
	e.OK(t, "/api/Career/UpdateDailyTask", tok, map[string]any{"Id": second.Id, "TaskDate": beijingDay(2), "Title": "物理实验复习（电学）", "Minutes": 45}, &r)
	e.WaitProjections(t, r.Position, "career")

	var l taskList
	e.OK(t, "/api/Career/GetDailyTaskList", tok, map[string]any{"From": today, "To": beijingDay(6)}, &l)
	if len(l.List) != 3 || len(l.Days) != 2 || l.Days[0].Date != today || l.Days[0].Total != 2 || l.Days[0].Done != 1 ||
		l.Days[0].DoneMinutes != 40 || l.Days[1].Date != beijingDay(2) || l.Today != today {
		t.Fatalf("task list: %+v", l)
	}
	// Another student neither sees nor touches these tasks.
	var ol taskList
	e.OK(t, "/api/Career/GetDailyTaskList", other, map[string]any{"From": today, "To": beijingDay(6)}, &ol)
	if len(ol.List) != 0 {
		t.Fatalf("another student sees tasks: %+v", ol)
	}
	for _, path := range []string{"/api/Career/ComplateDailyTask", "/api/Career/DelDailyTask"} {
		wantCode(t, e.Call(t, path, other, map[string]any{"Id": added.Id}), 404, "任务不存在")
	}
	wantCode(t, e.Call(t, "/api/Career/UpdateDailyTask", other, map[string]any{"Id": added.Id, "TaskDate": today, "Title": "改掉"}), 404, "")

	e.OK(t, "/api/Career/ComplateDailyTask", tok, map[string]any{"Id": added.Id, "IsDone": false}, nil)
	e.OK(t, "/api/Career/DelDailyTask", tok, map[string]any{"Id": second.Id}, &r)
	e.WaitProjections(t, r.Position, "career")
	e.OK(t, "/api/Career/GetDailyTaskList", tok, map[string]any{"TaskDate": today}, &l)
	if len(l.List) != 2 || l.List[0].IsDone || l.List[1].IsDone {
		t.Fatalf("after undo and delete: %+v", l)
	}
	wantCode(t, e.Call(t, "/api/Career/GetDailyTaskList", tok, map[string]any{"From": today, "To": beijingDay(90)}), 400, "62 天")
}

// Forty tasks asked for one day at once: the day takes thirty.
func TestDailyTaskLimitHoldsUnderConcurrency(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := loginAt(t, e, 2210)
	day := beijingDay(3)
	codes := make([]int, 40)
	var wg sync.WaitGroup
	for i := range codes {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			codes[i] = e.Call(t, "/api/Career/AddDailyTask", tok, map[string]any{"TaskDate": day, "Title": fmt.Sprintf("第%d题", i)}).Code
		}(i)
	}
	wg.Wait()
	ok := 0
	for _, c := range codes {
		switch c {
		case 0:
			ok++
		case 429, 409:
		default:
			t.Fatalf("unexpected answer %d", c)
		}
	}
	var l taskList
	platformtest.Eventually(t, 10*time.Second, "tasks projected", func() bool {
		e.OK(t, "/api/Career/GetDailyTaskList", tok, map[string]any{"TaskDate": day}, &l)
		return len(l.List) == ok
	})
	if ok != 30 {
		t.Fatalf("%d tasks on one day (limit 30)", ok)
	}
}

func TestStreakCountsFinishedDays(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := loginAt(t, e, 2220)
	var r stepResult
	var last struct{ Position int64 }
	for _, off := range []int{-3, -2, -1, 0} {
		var a struct {
			Id       string
			Position int64
		}
		e.OK(t, "/api/Career/AddDailyTask", tok, map[string]any{"TaskDate": beijingDay(off), "Title": "晨读"}, &a)
		last.Position = a.Position
		if off != -3 && off != 0 { // the day before yesterday and yesterday done; three days ago and today not
			e.OK(t, "/api/Career/ComplateDailyTask", tok, map[string]any{"Id": a.Id}, &r)
		}
	}
	e.WaitProjections(t, max(r.Position, last.Position), "career")
	var l taskList
	e.OK(t, "/api/Career/GetDailyTaskList", tok, nil, &l)
	if l.Streak != 2 {
		t.Fatalf("streak %d, want 2 (yesterday and the day before; today in progress)", l.Streak)
	}
}

func TestCareerPlanIsTheStudentsOwn(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	tok, _ := loginAt(t, e, 2230)
	other, _ := loginAt(t, e, 2231)

	var r stepResult
	wantCode(t, e.Call(t, "/api/Career/SaveCareerPlan", tok, map[string]any{"Direction": strings.Repeat("字", 3001)}), 400, "3000")
	e.OK(t, "/api/Career/SaveCareerPlan", tok, map[string]any{"SelfKnowledge": "喜欢动手做实验", "Direction": "生物医学工程"}, &r)
	e.WaitProjections(t, r.Position, "career")
	var plan map[string]any
	e.OK(t, "/api/Career/GetCareerPlan", tok, nil, &plan)
	if plan["Direction"] != "生物医学工程" || plan["SelfKnowledge"] != "喜欢动手做实验" || plan["UpdatedAt"] == nil {
		t.Fatalf("plan: %+v", plan)
	}
	var theirPlan map[string]any
	e.OK(t, "/api/Career/GetCareerPlan", other, nil, &theirPlan)
	if theirPlan["Direction"] != nil || theirPlan["UpdatedAt"] != nil || len(theirPlan) != 1 {
		t.Fatalf("another student reads the plan: %+v", theirPlan)
	}
}

// testCareerTargets runs in TestAdmissionAPI (targets need the catalogue and the admission data).
func testCareerTargets(t *testing.T, e *platformtest.Env) {
	tok, _ := loginAt(t, e, 2232)
	other, _ := loginAt(t, e, 2233)
	var r stepResult

	wantCode(t, e.Call(t, "/api/Career/SetTarget", tok, map[string]any{"Targets": []map[string]any{{"CollegeId": "99999"}}}), 404, "")
	six := make([]map[string]any, 6)
	for i := range six {
		six[i] = map[string]any{"CollegeId": "10022"}
	}
	wantCode(t, e.Call(t, "/api/Career/SetTarget", tok, map[string]any{"Targets": six}), 400, "最多 5 个")
	wantCode(t, e.Call(t, "/api/Career/SetTarget", tok, map[string]any{"Targets": six[:2]}), 400, "重复")
	e.OK(t, "/api/Career/SetTarget", tok, map[string]any{"Targets": []map[string]any{{"CollegeId": "10022", "MajorName": "生物科学"}},
		"Motto": "把每一天过好"}, &r)
	e.WaitProjections(t, r.Position, "career")

	type answer struct {
		Targets []struct {
			CollegeCode, CollegeName, MajorName, Message string
			Units                                        []struct {
				CollegeCode, MajorName, Label string
				Probability                   *float64
				Years                         []struct{ SourceId string }
			}
		}
		Sources        []struct{ Id, Title string }
		Motto, Message string
	}
	var a answer
	e.OK(t, "/api/Career/GetTargetDetail", tok, nil, &a)
	if len(a.Targets) != 1 || a.Targets[0].CollegeName != "北京林业大学" || a.Motto != "把每一天过好" || !strings.Contains(a.Message, "高考省份") {
		t.Fatalf("targets without a profile: %+v", a)
	}
	e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": 44, "ExamYear": 2026,
		"SelectSubjects": []string{"物理", "化学", "生物"}}, nil)
	e.OK(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": 590}, &r)
	e.WaitProjections(t, r.Position, "profiles")
	e.OK(t, "/api/Career/GetTargetDetail", tok, nil, &a)
	if a.Message != "" || len(a.Targets) != 1 || len(a.Targets[0].Units) == 0 {
		t.Fatalf("targets with a profile: %+v", a)
	}
	listed := map[string]bool{}
	for _, src := range a.Sources {
		if listed[src.Id] || src.Title == "" {
			t.Fatalf("a source twice or without a title: %+v", a.Sources)
		}
		listed[src.Id] = true
	}
	shown := 0
	for _, u := range a.Targets[0].Units {
		if u.CollegeCode != "10022" || !strings.Contains(u.MajorName+"|"+a.Targets[0].Message, "生物") && u.MajorName != "" {
			t.Fatalf("a unit of another college or major: %+v", u)
		}
		for _, y := range u.Years {
			if shown++; !listed[y.SourceId] {
				t.Fatalf("the year's source %q is not in Sources %+v", y.SourceId, a.Sources)
			}
		}
	}
	if shown == 0 {
		t.Fatal("no year under the units: the source check checked nothing")
	}
	var theirs answer
	e.OK(t, "/api/Career/GetTargetDetail", other, nil, &theirs)
	if len(theirs.Targets) != 0 {
		t.Fatalf("another student sees the targets: %+v", theirs)
	}
}
