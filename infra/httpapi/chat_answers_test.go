package httpapi_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

type chatDone struct {
	ChatId, Title, Question, Answer, Engine, Intent string
	TurnId                                          int
	Tools, Missing                                  []string
	Citations                                       []struct {
		N                          int
		Id, Title, Authority, Kind string
		Official                   bool
	}
	Replaced bool
	Position int64
}

func ask(t *testing.T, e *platformtest.Env, tok, chatID, q string) chatDone {
	t.Helper()
	var d chatDone
	e.OK(t, "/api/Chat/Ask", tok, map[string]any{"ChatId": chatID, "Question": q}, &d)
	return d
}

// The rules answer a score question from the rank table, with the table as the source, and
// carry the conversation: a reply naming what was asked for continues the question.
func TestChatAnswersFromThePortalsData(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t, platformtest.Options{Catalog: true, Admission: true})
	tok, _ := loginAt(t, e, 2300)

	var rank struct {
		Rank   int
		Found  bool
		Source struct{ Id, Title string }
	}
	e.OK(t, "/api/Public/LineRank", "", map[string]any{"ProvinceId": 44, "Year": 2025, "SelectSubject": "物理", "Score": 600}, &rank)
	if !rank.Found {
		t.Fatal("the shipped 广东 2025 物理类 table places 600")
	}
	d := ask(t, e, tok, "", "广东2025年物理类600分排多少名")
	if d.Intent != "score_rank" || d.Engine != "rules" || !strings.Contains(d.Answer, strconv.Itoa(rank.Rank)) {
		t.Fatalf("answer %+v, want rank %d", d, rank.Rank)
	}
	if len(d.Citations) == 0 || d.Citations[0].Id != rank.Source.Id || !strings.Contains(d.Answer, "[1]") {
		t.Fatalf("citations %+v, want the table's source %s cited as [1]", d.Citations, rank.Source.Id)
	}

	// In a new chat, a question missing the score asks for it; the bare number that follows completes it.
	d2 := ask(t, e, tok, "", "广东2025年物理类能排多少名")
	if len(d2.Missing) != 1 || d2.Missing[0] != "score" || len(d2.Citations) != 0 {
		t.Fatalf("want a question for the score, got %+v", d2)
	}
	d3 := ask(t, e, tok, d2.ChatId, "600")
	if d3.Intent != "score_rank" || !strings.Contains(d3.Answer, strconv.Itoa(rank.Rank)) || d3.TurnId != 2 {
		t.Fatalf("the reply did not complete the question: %+v", d3)
	}
	// In the first chat the candidate carries: a follow-up changes only the score.
	d4 := ask(t, e, tok, d.ChatId, "那590分呢")
	if d4.Intent != "score_rank" || !strings.Contains(d4.Answer, "590分") || !strings.Contains(d4.Answer, "物理类") || d4.TurnId != 2 {
		t.Fatalf("the follow-up lost the conversation: %+v", d4)
	}

	// A school's lines: every row cited; an unknown year says there is no data, with no number made up.
	var lines chatDone = ask(t, e, tok, "", "浙江大学在广东的投档线")
	if lines.Intent != "school_line" || len(lines.Citations) == 0 {
		t.Fatalf("lines: %+v", lines)
	}
	future := ask(t, e, tok, "", "广东2030年物理类600分排多少名")
	if len(future.Citations) != 0 || !strings.Contains(future.Answer, "暂无") {
		t.Fatalf("a future year: %+v", future)
	}
	refused := ask(t, e, tok, "", "哪个学校能保证录取我")
	if refused.Intent != "refuse" || strings.Contains(refused.Answer, "保证录取") {
		t.Fatalf("guarantee: %+v", refused)
	}

	var list []struct {
		ChatId string
		Turns  int
	}
	e.WaitProjections(t, refused.Position, "chats")
	e.OK(t, "/api/Chat/GetChatList", tok, map[string]any{}, &list)
	var records struct{ List []json.RawMessage }
	e.OK(t, "/api/Chat/GetChatRecordList", tok, map[string]any{"ChatId": d.ChatId}, &records)
	if len(list) != 5 || len(records.List) != 2 {
		t.Fatalf("list %+v, records %d", list, len(records.List))
	}

	// The coming exam: 2027's table is not out, so the rank is the 2026 table's, and the answer says so.
	next := ask(t, e, tok, "", "广东2027年物理类600分排多少名")
	if next.Intent != "score_rank" || len(next.Citations) == 0 || !strings.Contains(next.Answer, "按2026年一分一段表换算") ||
		!strings.Contains(next.Answer, "位次约为第") {
		t.Fatalf("2027: %+v", next)
	}

	// The student's profile fills what the question leaves out, and the answer says so.
	var r struct{ Position int64 }
	e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": 44, "ExamYear": 2026,
		"SelectSubjects": []string{"物理", "化学", "生物"}}, nil)
	e.OK(t, "/api/User/UpdateUserScore", tok, map[string]any{"Score": 600}, &r)
	e.WaitProjections(t, r.Position, "profiles")
	var own struct{ Rank int }
	e.OK(t, "/api/Public/LineRank", "", map[string]any{"ProvinceId": 44, "Year": 2026, "SelectSubject": "物理", "Score": 600}, &own)
	mine := ask(t, e, tok, "", "我的分数排多少名")
	if mine.Intent != "score_rank" || !strings.Contains(mine.Answer, "按你的档案") || !strings.Contains(mine.Answer, strconv.Itoa(own.Rank)) {
		t.Fatalf("from the profile: %+v, want rank %d", mine, own.Rank)
	}

	// A major's 选科要求 is counted over the province's newest plan, citing the plan's source.
	var plans struct{ Total int }
	e.OK(t, "/api/AdmissionData/GetAdmissionPlan", "", map[string]any{"ProvinceId": 44, "Year": 2026, "MajorName": "临床医学",
		"PageIndex": 1, "PageSize": 10}, &plans)
	if plans.Total == 0 {
		t.Fatal("the shipped 广东 2026 plan has 临床医学 rows")
	}
	subj := ask(t, e, tok, "", "学临床医学要选什么科目")
	if subj.Intent != "major_subjects" || len(subj.Citations) == 0 || !strings.Contains(subj.Answer, "2026年") ||
		!strings.Contains(subj.Answer, "有"+strconv.Itoa(plans.Total)+"条") || !strings.Contains(subj.Answer, "按你的档案") {
		t.Fatalf("选科要求: %+v, want %d rows counted", subj, plans.Total)
	}
}

// "什么是X" about a term of the admission process is answered with the portal's own articles on
// it, each cited with its link; a term no article covers is said so, citing nothing.
func TestChatExplainsTermsWithThePortalsArticles(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t, platformtest.Options{Content: true})
	tok, _ := loginAt(t, e, 2360)
	for q, want := range map[string]string{
		"什么是平行志愿":    "平行志愿是怎么投档的",
		"强基计划是什么意思？": "强基计划",
		"被退档了是怎么回事":  "退档",
		"服从调剂到底有什么用": "服从调剂",
	} {
		d := ask(t, e, tok, "", q)
		if d.Intent != "article" || len(d.Citations) == 0 || !strings.Contains(d.Answer, want) || !strings.Contains(d.Answer, "[1]") {
			t.Fatalf("%s: %+v", q, d)
		}
		for _, c := range d.Citations {
			if c.Kind != "content" || !strings.Contains(d.Answer, c.Title[strings.Index(c.Title, "：")+len("："):]) {
				t.Fatalf("%s: citation %+v is not an article named in the answer %q", q, c, d.Answer)
			}
		}
	}
	d := ask(t, e, tok, "", "什么是大类招生")
	if d.Intent == "article" && len(d.Citations) > 0 {
		t.Fatalf("a term no article covers: %+v", d)
	}
}
