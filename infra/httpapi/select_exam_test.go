package httpapi_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"zhiyuan/data/admission"
	bank "zhiyuan/data/assessment"
	"zhiyuan/infra/platform/platformtest"
	qassess "zhiyuan/query/assessment"
)

// recountCoverage counts 广东's newest plans from the shipped data: rows with a known
// requirement, and those a 物理+化学+生物 candidate (物理类) may apply to.
func recountCoverage(t *testing.T) (year, known, open, unknown int) {
	t.Helper()
	if err := admission.EachPlan(func(p admission.Plan) error {
		if p.ProvinceID == 44 && p.Year > year {
			year = p.Year
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	combo := map[string]bool{"物理": true, "化学": true, "生物": true}
	_ = admission.EachPlan(func(p admission.Plan) error {
		if p.ProvinceID != 44 || p.Year != year {
			return nil
		}
		if p.SubjectRule == "" {
			unknown++
			return nil
		}
		known++
		if p.Track != admission.TrackPhysics {
			return nil
		}
		fits := p.SubjectRule == "不限"
		if strings.Contains(p.SubjectRule, "/") {
			for _, s := range strings.Split(p.SubjectRule, "/") {
				fits = fits || combo[s]
			}
		} else if !fits {
			fits = true
			for _, s := range strings.Split(p.SubjectRule, "+") {
				fits = fits && combo[s]
			}
		}
		if fits {
			open++
		}
		return nil
	})
	return year, known, open, unknown
}

func testSubjectSelection(t *testing.T, e *platformtest.Env) {
	year, known, open, unknown := recountCoverage(t)
	var cv qassess.Coverage
	e.OK(t, "/api/Career/SelSubjectCategoryOfProvinceList", "", map[string]any{"ProvinceId": 44, "ExamYear": 2027,
		"Majors": []string{"0809"}}, &cv)
	if cv.Mode != "3+1+2" || len(cv.Combos) != 12 || cv.PlanYear != year || cv.Rows != known || cv.Unknown != unknown || cv.Source == "" {
		t.Fatalf("广东 coverage: mode %s, %d combos, plan year %d rows %d unknown %d (recount %d %d %d), source %q",
			cv.Mode, len(cv.Combos), cv.PlanYear, cv.Rows, cv.Unknown, year, known, unknown, cv.Source)
	}
	var pcb, hzd qassess.Combo
	for _, c := range cv.Combos {
		switch c.Name {
		case "物理+化学+生物":
			pcb = c
		case "历史+政治+地理":
			hzd = c
		}
	}
	if pcb.Rows != open || pcb.Share != float64(int(1000*float64(open)/float64(known)+0.5))/10 {
		t.Fatalf("物理+化学+生物 opens %d rows (%.1f%%), recount %d of %d", pcb.Rows, pcb.Share, open, known)
	}
	if pcb.LikedShare == nil || hzd.LikedShare == nil || *pcb.LikedShare <= *hzd.LikedShare || hzd.Rows >= pcb.Rows {
		t.Fatalf("计算机类 open to 物化生 %v vs 史政地 %v; rows %d vs %d", pcb.LikedShare, hzd.LikedShare, pcb.Rows, hzd.Rows)
	}
	for _, bad := range []map[string]any{{"ProvinceId": 99}, {"ProvinceId": 65, "ExamYear": 2026}} {
		if r := e.Call(t, "/api/Career/SelSubjectCategoryOfProvinceList", "", bad); r.Code != 400 {
			t.Errorf("%v: Code %d %s", bad, r.Code, r.Message)
		}
	}

	// A sheet strong in 物理, 化学 and 生物 ranks 物化生 first and keeps the liked classes.
	e.IP = "10.61.0.1"
	tok, _ := e.Login(t, platformtest.Phone(700))
	var q questions
	e.OK(t, "/api/Career/SelSubjectQuestionList", "", map[string]any{"ProvinceId": 44, "ExamYear": 2027}, &q)
	b := bank.Find(bank.Subjects)
	if len(q.Questions) != 30 {
		t.Fatalf("广东's list has %d items, want the 30 without 技术", len(q.Questions))
	}
	values := map[string]int{"物理": 5, "化学": 5, "生物": 4, "政治": 1, "历史": 2, "地理": 1}
	answers := make([]map[string]any, len(q.Questions))
	for i, it := range q.Questions {
		subject, _, _ := strings.Cut(b.Items[i].Scale, "/")
		answers[i] = map[string]any{"Id": it.Id, "Value": values[subject]}
	}
	if r := e.Call(t, "/api/Career/SelSubjectTest", tok, map[string]any{"Version": q.Version, "Answers": answers}); r.Code != 400 ||
		!strings.Contains(r.Message, "省份") {
		t.Fatalf("without a province: Code %d %s", r.Code, r.Message)
	}
	var sub submitted
	e.OK(t, "/api/Career/SelSubjectTest", tok, map[string]any{"Version": q.Version, "Answers": answers, "ProvinceId": 44,
		"ExamYear": 2027, "Majors": []string{"0809", "1002"}}, &sub)
	if sub.Code != "物理+化学+生物" {
		t.Fatalf("self-rated best combination %q", sub.Code)
	}
	var res qassess.Result
	r := e.Call(t, "/api/User/TestSelSubjectInfo", tok, map[string]any{"SubmissionId": sub.SubmissionId}, "waitPosition", fmt.Sprint(sub.Position))
	if r.Code != 0 {
		t.Fatalf("TestSelSubjectInfo: %d %s", r.Code, r.Message)
	}
	if err := json.Unmarshal(r.Data, &res); err != nil {
		t.Fatal(err)
	}
	if res.Coverage == nil || len(res.Coverage.Combos) != 12 || res.Coverage.Combos[0].Name != "物理+化学+生物" ||
		res.Coverage.Combos[0].Rank != 1 || res.Coverage.Combos[0].Fit == nil || res.FitRule == "" {
		t.Fatalf("ranked combinations: %+v", res.Coverage)
	}
	if r := e.Call(t, "/api/Career/SelSubjectTest", tok, map[string]any{"Version": q.Version, "Answers": answers,
		"ProvinceId": 44, "Majors": []string{"9999"}}); r.Code != 400 {
		t.Fatalf("an unknown major class: Code %d", r.Code)
	}
}
