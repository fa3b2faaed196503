package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// tinyMP4 is the smallest prefix that reads as MP4 (an ftyp box naming the mp41 brand) and some
// bytes after it.
func tinyMP4() []byte {
	b := []byte{0, 0, 0, 24, 'f', 't', 'y', 'p', 'i', 's', 'o', 'm', 0, 0, 2, 0, 'i', 's', 'o', 'm', 'm', 'p', '4', '1'}
	return append(b, bytes.Repeat([]byte{7}, 4000)...)
}

// uploadTo posts a file to an upload call; the decoded envelope.
func uploadTo(t *testing.T, e *platformtest.Env, path, token, name string, data []byte) platformtest.Reply {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, _ := w.CreateFormFile("file", name)
	_, _ = part.Write(data)
	_ = w.Close()
	req, _ := http.NewRequest(http.MethodPost, e.URL+path, &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("token", token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var r platformtest.Reply
	if err := json.NewDecoder(res.Body).Decode(&r); err != nil {
		t.Fatal(err)
	}
	return r
}

func course(media string) map[string]any {
	return map[string]any{"Title": "平行志愿十讲", "Category": "志愿填报", "Grade": "高三", "Summary": "讲清平行志愿", "Members": true,
		"Chapters": []map[string]any{{"Id": "c1", "Title": "规则", "Lessons": []map[string]any{
			{"Id": "l1", "Title": "投档怎么走", "Kind": "video", "Media": media, "Minutes": 12, "Free": true, "Body": "**要点**<script>x</script>"},
			{"Id": "l2", "Title": "位次与线差", "Kind": "text", "Body": "正文"},
			{"Id": "l3", "Title": "课件", "Kind": "video", "Media": media, "Minutes": 8},
		}}}}
}

func TestCoursesFromConsoleToMembersLessons(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	o := newOperators(t, e, 2400)

	// Course media are private uploads: videos and PDFs only there, never among the public ones.
	wantCode(t, uploadTo(t, e, "/api/Admin/Upload", o.editor, "v.mp4", tinyMP4()), 400, "只能上传")
	wantCode(t, uploadTo(t, e, "/api/Admin/UploadMedia", o.editor, "a.png", []byte("\x89PNG\r\n\x1a\n0000")), 400, "MP4 或 WebM")
	wantCode(t, uploadTo(t, e, "/api/Admin/UploadMedia", o.reader, "v.mp4", tinyMP4()), 403, "")
	up := uploadTo(t, e, "/api/Admin/UploadMedia", o.editor, "第一课.mp4", tinyMP4())
	var media struct{ Url, Type string }
	if up.Code != 0 || json.Unmarshal(up.Data, &media) != nil || media.Type != "video/mp4" || strings.Contains(media.Url, "/") {
		t.Fatalf("media upload: %+v %s", up, up.Data)
	}

	bad := course(media.Url)
	bad["Chapters"].([]map[string]any)[0]["Lessons"].([]map[string]any)[2]["Media"] = ""
	wantCode(t, e.Call(t, "/api/Admin/SaveCourse", o.editor, map[string]any{"Id": "pingxing", "Course": bad}), 400, "须选择上传的视频")
	dup := course(media.Url)
	dup["Chapters"].([]map[string]any)[0]["Lessons"].([]map[string]any)[1]["Id"] = "l1"
	wantCode(t, e.Call(t, "/api/Admin/SaveCourse", o.editor, map[string]any{"Id": "pingxing", "Course": dup}), 400, "编号不正确或重复")
	wantCode(t, e.Call(t, "/api/Admin/SaveCourse", o.reader, map[string]any{"Id": "pingxing", "Course": course(media.Url)}), 403, "")

	var s stepResult
	e.OK(t, "/api/Admin/SaveCourse", o.editor, map[string]any{"Id": "pingxing", "Course": course(media.Url)}, &s)
	wantCode(t, e.Call(t, "/api/Admin/PublishCourse", o.editor, map[string]any{"Id": "pingxing", "Version": s.Version}), 403, "")
	e.OK(t, "/api/Admin/PublishCourse", o.reviewer, map[string]any{"Id": "pingxing", "Version": s.Version}, &s)
	e.WaitProjections(t, s.Position, "courses")

	var list struct {
		Total int
		List  []struct {
			Id                            string
			Lessons, FreeLessons, Minutes int
		}
	}
	e.OK(t, "/api/Web/GetVideoList", "", map[string]any{"CategoryName": "志愿填报"}, &list)
	if list.Total != 1 || list.List[0].Lessons != 3 || list.List[0].FreeLessons != 1 || list.List[0].Minutes != 20 {
		t.Fatalf("course list: %+v", list)
	}
	var outline struct {
		Chapters []struct {
			Lessons []struct {
				Id           string
				Free, Locked bool
			}
		}
	}
	e.OK(t, "/api/Course/ResourceInfo", "", map[string]any{"Id": "pingxing"}, &outline)
	ls := outline.Chapters[0].Lessons
	if !ls[0].Free || ls[0].Locked || !ls[1].Locked || !ls[2].Locked {
		t.Fatalf("a visitor's outline: %+v", outline)
	}

	// The free lesson: its notes sanitised and its video at a signed address that plays (ranges too).
	var lesson struct{ Html, MediaUrl string }
	e.OK(t, "/api/Course/LessonDetail", "", map[string]any{"CourseId": "pingxing", "LessonId": "l1"}, &lesson)
	if !strings.Contains(lesson.Html, "<strong>要点</strong>") || strings.Contains(lesson.Html, "<script") || !strings.HasPrefix(lesson.MediaUrl, "/media/") {
		t.Fatalf("free lesson: %+v", lesson)
	}
	req, _ := http.NewRequest(http.MethodGet, e.URL+lesson.MediaUrl, nil)
	req.Header.Set("Range", "bytes=0-99")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusPartialContent || len(got) != 100 || res.Header.Get("Content-Type") != "video/mp4" ||
		res.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("signed media: %d %d %v", res.StatusCode, len(got), res.Header)
	}
	for _, addr := range []string{lesson.MediaUrl[:len(lesson.MediaUrl)-2] + "00", strings.Split(lesson.MediaUrl, "?")[0],
		"/uploads/" + media.Url} {
		res, err := http.Get(e.URL + addr)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusNotFound {
			t.Fatalf("%s: %d, want 404", addr, res.StatusCode)
		}
	}

	// A members' lesson: a visitor is asked to sign in, a signed-in reader to join, a member reads it.
	wantCode(t, e.Call(t, "/api/Course/LessonDetail", "", map[string]any{"CourseId": "pingxing", "LessonId": "l2"}), 112, "")
	wantCode(t, e.Call(t, "/api/Course/LessonDetail", o.reader, map[string]any{"CourseId": "pingxing", "LessonId": "l3"}), 402, "会员课时")
	memberTok, memberID := loginAt(t, e, 2410)
	given, err := e.P.Membership.Give(context.Background(), platform.SystemMeta("test"), memberID, "VIP_SEASON", "测试")
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, given.Position, "membership")
	e.OK(t, "/api/Course/LessonDetail", memberTok, map[string]any{"CourseId": "pingxing", "LessonId": "l3"}, &lesson)
	if !strings.HasPrefix(lesson.MediaUrl, "/media/") {
		t.Fatalf("member's lesson: %+v", lesson)
	}
	e.OK(t, "/api/Course/ResourceInfo", memberTok, map[string]any{"Id": "pingxing"}, &outline)
	if outline.Chapters[0].Lessons[2].Locked {
		t.Fatalf("a member's outline locks a lesson: %+v", outline)
	}

	// Views count for live lessons only; a withdrawn course is gone for readers.
	var counted struct{ Counted bool }
	e.OK(t, "/api/Web/AddVideoCount", "", map[string]any{"CourseId": "pingxing", "LessonId": "l1"}, &counted)
	wantCode(t, e.Call(t, "/api/Web/AddVideoCount", "", map[string]any{"CourseId": "pingxing", "LessonId": "nope"}), 404, "")
	wantCode(t, e.Call(t, "/api/Admin/WithdrawCourse", o.reviewer, map[string]any{"Id": "pingxing", "Version": s.Version}), 400, "下线原因")
	e.OK(t, "/api/Admin/WithdrawCourse", o.reviewer, map[string]any{"Id": "pingxing", "Version": s.Version, "Reason": "内容更新"}, &s)
	e.WaitProjections(t, s.Position, "courses")
	wantCode(t, e.Call(t, "/api/Course/ResourceInfo", "", map[string]any{"Id": "pingxing"}), 404, "课程不存在")
	var console struct {
		List []struct {
			Id, State, Note string
			Course          struct{ Title string }
		}
	}
	e.OK(t, "/api/Admin/CourseList", o.editor, map[string]any{}, &console)
	if len(console.List) != 1 || console.List[0].State != "withdrawn" || console.List[0].Course.Title != "平行志愿十讲" {
		t.Fatalf("console: %+v", console)
	}
	wantCode(t, e.Call(t, "/api/Admin/CourseList", o.reader, map[string]any{}), 403, "")
}
