package httpapi_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	bank "zhiyuan/data/assessment"
	"zhiyuan/infra/platform/platformtest"
	qassess "zhiyuan/query/assessment"
)

// testSubjectSelectionTech: 浙江's question list asks the five 技术 items and its sheet is
// refused without them; 广东's list leaves them out and its sheet may not answer them; a 浙江
// student strong in 技术 gets a combination with 技术 and a 技术 rating on the result.
func testSubjectSelectionTech(t *testing.T, e *platformtest.Env) {
	var zj, gd, all struct {
		Version   string
		Questions []struct{ Id, Only string }
	}
	e.OK(t, "/api/Career/SelSubjectQuestionList", "", map[string]any{"ProvinceId": 33, "ExamYear": 2027}, &zj)
	e.OK(t, "/api/Career/SelSubjectQuestionList", "", map[string]any{"ProvinceId": 44, "ExamYear": 2027}, &gd)
	e.OK(t, "/api/Career/SelSubjectQuestionList", "", nil, &all)
	tech := 0
	for _, q := range zj.Questions {
		if q.Only == "技术" {
			tech++
		}
	}
	if len(zj.Questions) != 35 || tech != 5 || len(gd.Questions) != 30 || len(all.Questions) != 35 {
		t.Fatalf("浙江 %d items (%d 技术), 广东 %d, unscoped %d", len(zj.Questions), tech, len(gd.Questions), len(all.Questions))
	}
	for _, q := range gd.Questions {
		if q.Only != "" {
			t.Fatalf("广东's list asks %s (%s)", q.Id, q.Only)
		}
	}
	if r := e.Call(t, "/api/Career/SelSubjectQuestionList", "", map[string]any{"ProvinceId": 99}); r.Code != 400 {
		t.Fatalf("unknown province: Code %d %s", r.Code, r.Message)
	}

	b := bank.Find(bank.Subjects)
	values := map[string]int{"物理": 5, "化学": 5, "生物": 2, "政治": 1, "历史": 2, "地理": 1, "技术": 5}
	sheet := func(ids []struct{ Id, Only string }) []map[string]any {
		var out []map[string]any
		for _, q := range ids {
			for _, it := range b.Items {
				if it.ID == q.Id {
					subject, _, _ := strings.Cut(it.Scale, "/")
					out = append(out, map[string]any{"Id": q.Id, "Value": values[subject]})
				}
			}
		}
		return out
	}
	e.IP = "10.61.0.2"
	tok, _ := e.Login(t, platformtest.Phone(701))
	submit := func(answers []map[string]any, province int) (int, string, submitted) {
		var sub submitted
		r := e.Call(t, "/api/Career/SelSubjectTest", tok, map[string]any{"Version": zj.Version, "Answers": answers,
			"ProvinceId": province, "ExamYear": 2027})
		if r.Code == 0 {
			if err := json.Unmarshal(r.Data, &sub); err != nil {
				t.Fatal(err)
			}
		}
		return r.Code, r.Message, sub
	}
	if code, msg, _ := submit(sheet(gd.Questions), 33); code != 400 || !strings.Contains(msg, "浙江的选考科目有技术") {
		t.Fatalf("浙江 without 技术: %d %s", code, msg)
	}
	if code, msg, _ := submit(sheet(zj.Questions), 44); code != 400 || !strings.Contains(msg, "广东不考技术") {
		t.Fatalf("广东 with 技术: %d %s", code, msg)
	}
	code, msg, sub := submit(sheet(zj.Questions), 33)
	if code != 0 || sub.Code != "物理+化学+技术" {
		t.Fatalf("浙江 strong in 物理, 化学, 技术: %d %s code %q", code, msg, sub.Code)
	}
	var res qassess.Result
	rr := e.Call(t, "/api/User/TestSelSubjectInfo", tok, map[string]any{"SubmissionId": sub.SubmissionId}, "waitPosition", fmt.Sprint(sub.Position))
	if rr.Code != 0 {
		t.Fatalf("TestSelSubjectInfo: %d %s", rr.Code, rr.Message)
	}
	if err := json.Unmarshal(rr.Data, &res); err != nil {
		t.Fatal(err)
	}
	rated := false
	for _, s := range res.Scales {
		rated = rated || (s.Code == "技术/ability" && s.Score == 15)
	}
	if !rated || res.Coverage == nil {
		t.Fatalf("the result rates 技术: %+v", res.Scales)
	}
	for _, c := range res.Coverage.Combos {
		if c.Name == "物理+化学+技术" && (c.Self == nil || *c.Self != 100) {
			t.Fatalf("物理+化学+技术 self rating %v, want 100", c.Self)
		}
	}
}
