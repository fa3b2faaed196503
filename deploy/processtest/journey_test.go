package processtest

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	bank "zhiyuan/data/assessment"
)

type questions struct {
	Version   string
	Questions []struct{ Id string }
}

// hollandSheet answers every item of a Holland type with that type's value.
func hollandSheet(q questions, value map[string]int) []map[string]any {
	b := bank.Find(bank.Holland)
	out := make([]map[string]any, len(q.Questions))
	for i, it := range q.Questions {
		out[i] = map[string]any{"Id": it.Id, "Value": value[b.Items[i].Scale]}
	}
	return out
}

var ria = map[string]int{"R": 5, "I": 4, "A": 3, "S": 2, "E": 1, "C": 1}

// journey is a family's visit, every call through web: sign in, the student's profile, a wish
// table built and edited, an assessment, a membership paid through the WeChat Pay simulator,
// and an article an editor writes, a reviewer publishes and the family finds.
func journey(t *testing.T, tp *topology, c *client) {
	web := "http://" + tp.web.addr
	resp, err := http.Get(web + "/")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), "<") {
		t.Fatalf("web / answered %d", resp.StatusCode)
	}

	tok, _ := c.login(t, tp, "13912340001")
	var pos struct{ Position int64 }
	c.ok(t, web, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": 44, "ExamYear": 2027,
		"SelectSubjects": []string{"物理", "化学", "生物"}}, nil)
	c.ok(t, web, "/api/User/UpdateUserStudent", tok, map[string]any{"NickName": "小志", "StudentName": "张同学", "Sex": 1}, &pos)
	eventually(t, time.Minute, "the profile in the read model", func() bool {
		var s struct {
			NickName  string
			Student   *struct{ StudentName string }
			UserScore *struct{ ExamProvinceId int }
		}
		r := c.call(t, web, "/api/User/GetUserStudent", tok, nil, "waitPosition", strconv.FormatInt(pos.Position, 10))
		_ = json.Unmarshal(r.Data, &s)
		return r.Code == 0 && s.NickName == "小志" && s.Student != nil && s.Student.StudentName == "张同学" &&
			s.UserScore != nil && s.UserScore.ExamProvinceId == 44
	})

	// A wish table: created, a group added from the recommendations, renamed.
	var rec struct {
		List []struct{ UnitKey string }
	}
	c.ok(t, web, "/api/Recommend/GetRecommendCollegeList", tok, map[string]any{"ProvinceId": 44, "Year": 2025,
		"SelectSubject": "物理", "Score": 600, "SelectSubjects": []string{"物理", "化学", "生物"}, "PageSize": 10}, &rec)
	if len(rec.List) == 0 {
		t.Fatal("no 广东 2025 groups recommended for 600: the admission data did not arrive through Kafka")
	}
	var tb struct {
		TableId  string
		Version  int
		Position int64
	}
	c.ok(t, web, "/api/WishTable/Create", tok, map[string]any{"Name": "第一版", "ProvinceId": 44, "Year": 2025,
		"SelectSubject": "物理", "SelectSubjects": []string{"物理", "化学", "生物"}, "Score": 600}, &tb)
	id := tb.TableId
	c.ok(t, web, "/api/WishTable/AddUnit", tok, map[string]any{"TableId": id, "Version": tb.Version,
		"UnitKey": rec.List[0].UnitKey, "Source": "recommend"}, &tb)
	c.ok(t, web, "/api/WishTable/Rename", tok, map[string]any{"TableId": id, "Version": tb.Version, "Name": "全家商量版"}, &tb)
	eventually(t, time.Minute, "the edited wish table", func() bool {
		var d struct {
			Table struct{ Name string }
			Units []struct{ Key string }
		}
		r := c.call(t, web, "/api/WishTable/Detail", tok, map[string]any{"TableId": id}, "waitPosition", strconv.FormatInt(tb.Position, 10))
		_ = json.Unmarshal(r.Data, &d)
		return r.Code == 0 && d.Table.Name == "全家商量版" && len(d.Units) == 1 && d.Units[0].Key == rec.List[0].UnitKey
	})

	// An assessment, scored on the command side, read back from the query side.
	var q questions
	c.ok(t, web, "/api/Career/HollandQuestionList", "", nil, &q)
	var sub struct {
		SubmissionId, Code string
		Position           int64
	}
	c.ok(t, web, "/api/Career/HollandTest", tok, map[string]any{"Version": q.Version, "Answers": hollandSheet(q, ria)}, &sub)
	eventually(t, time.Minute, "the assessment result", func() bool {
		var res struct{ SubmissionId string }
		r := c.call(t, web, "/api/User/TestHollandInfo", tok, nil, "waitPosition", strconv.FormatInt(sub.Position, 10))
		_ = json.Unmarshal(r.Data, &res)
		return r.Code == 0 && res.SubmissionId == sub.SubmissionId
	})

	pay(t, tp, c, tok)
	article(t, tp, c, tok)
}

// pay buys a season membership: the order is placed through web, paid on the simulator page of
// the command-api replica that placed it (each development replica runs its own simulator), and
// WeChat's signed notification grants the rights.
func pay(t *testing.T, tp *topology, c *client, tok string) {
	web := "http://" + tp.web.addr
	var order struct{ OrderNo, DevPayUrl string }
	c.ok(t, web, "/api/Payment/WechatQRCodePay", tok, map[string]string{"ProductId": "VIP_SEASON"}, &order)
	if order.OrderNo == "" || order.DevPayUrl == "" {
		t.Fatalf("order %+v", order)
	}
	paid := 0
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, p := range tp.commands {
		resp, err := noRedirect.PostForm("http://"+p.adm+"/dev/wechatpay/pay", url.Values{"out_trade_no": {order.OrderNo}})
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusSeeOther {
			paid++
		} else if resp.StatusCode != http.StatusNotFound {
			t.Fatalf("simulator of %s answered %d", p.name, resp.StatusCode)
		}
	}
	if paid != 1 {
		t.Fatalf("order %s paid on %d simulators, want the one that placed it", order.OrderNo, paid)
	}
	eventually(t, time.Minute, "order "+order.OrderNo+" PAID", func() bool {
		var s struct{ State string }
		r := c.call(t, web, "/api/Payment/PaymentStatus", tok, map[string]string{"OrderNo": order.OrderNo})
		_ = json.Unmarshal(r.Data, &s)
		return r.Code == 0 && s.State == "PAID"
	})
	eventually(t, time.Minute, "the membership's rights", func() bool {
		var ld struct{ RightsList []any }
		r := c.call(t, web, "/api/Auth/LoginStatus", tok, nil)
		_ = json.Unmarshal(r.Data, &ld)
		return r.Code == 0 && len(ld.RightsList) > 0
	})
}

// article: an editor drafts and submits, a reviewer publishes (roles given with the operator's
// CLI), and the family finds it by a word of its title in the news search box.
func article(t *testing.T, tp *topology, c *client, familyTok string) {
	web := "http://" + tp.web.addr
	editor, _ := c.login(t, tp, "13912340002")
	reviewer, _ := c.login(t, tp, "13912340003")
	tp.cli(t, "admin", "grant", "13912340002", "editor")
	tp.cli(t, "admin", "grant", "13912340003", "reviewer")
	var s struct {
		ID       string
		Version  int
		Position int64
	}
	body := map[string]any{"Kind": "news", "Category": "填报指南", "Title": "分布式部署下的位次换算", "Summary": "摘要",
		"Body": "## 小标题\n\n正文", "Provinces": []int{44}, "Year": 2026}
	// The roles reach the query side's read model through the projectors: poll until the console opens.
	eventually(t, time.Minute, "the editor's role", func() bool {
		r := c.call(t, web, "/api/Admin/SaveContent", editor, body)
		return r.Code == 0 && json.Unmarshal(r.Data, &s) == nil
	})
	if !strings.HasPrefix(s.ID, "news-") {
		t.Fatalf("draft %+v", s)
	}
	c.ok(t, web, "/api/Admin/SubmitContent", editor, map[string]any{"Id": s.ID, "Version": s.Version}, &s)
	eventually(t, time.Minute, "the reviewer publishes", func() bool {
		return c.call(t, web, "/api/Admin/PublishContent", reviewer, map[string]any{"Id": s.ID, "Version": s.Version}).Code == 0
	})
	eventually(t, time.Minute, "the article found by the news search", func() bool {
		var page struct {
			List []struct{ Id, NewsTitle string }
		}
		r := c.call(t, web, "/api/Web/GetNewsInfoList", familyTok, map[string]any{"NewsTitle": "位次换算", "PageIndex": 1, "PageSize": 10})
		_ = json.Unmarshal(r.Data, &page)
		return r.Code == 0 && len(page.List) == 1 && page.List[0].Id == s.ID
	})
}
