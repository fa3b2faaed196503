package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
	"time"

	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// browser is one reader's client: their token, and a cookie jar as a browser keeps one.
type browser struct {
	e      *platformtest.Env
	token  string
	client *http.Client
}

func newBrowser(t *testing.T, e *platformtest.Env, token string) *browser {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &browser{e: e, token: token, client: &http.Client{Jar: jar}}
}

// lesson asks for a lesson of pingxing: its media address and the reply's code.
func (b *browser) lesson(t *testing.T, id string) (string, int) {
	t.Helper()
	body := strings.NewReader(`{"CourseId": "pingxing", "LessonId": "` + id + `"}`)
	req, _ := http.NewRequest(http.MethodPost, b.e.URL+"/api/Course/LessonDetail", body)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", b.e.IP)
	if b.token != "" {
		req.Header.Set("token", b.token)
	}
	res, err := b.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var r struct {
		Code int
		Data struct{ MediaUrl string }
	}
	if err := json.NewDecoder(res.Body).Decode(&r); err != nil {
		t.Fatal(err)
	}
	if r.Code != 0 && len(res.Cookies()) > 0 {
		t.Fatalf("a refused lesson sets a cookie: %v", res.Cookies())
	}
	return r.Data.MediaUrl, r.Code
}

// play fetches an address (a byte range unless rng is ""): the status and the bytes.
func (b *browser) play(t *testing.T, addr, rng string) (int, int) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, b.e.URL+addr, nil)
	if rng != "" {
		req.Header.Set("Range", rng)
	}
	res, err := b.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	got, _ := io.ReadAll(res.Body)
	return res.StatusCode, len(got)
}

// publishCourse uploads the video and publishes pingxing: l1 a free preview, l3 members only.
func publishCourse(t *testing.T, e *platformtest.Env, o operators) string {
	up := uploadTo(t, e, "/api/Admin/UploadMedia", o.editor, "第一课.mp4", tinyMP4())
	var media struct{ Url string }
	if up.Code != 0 || json.Unmarshal(up.Data, &media) != nil {
		t.Fatalf("media upload: %+v", up)
	}
	var s stepResult
	e.OK(t, "/api/Admin/SaveCourse", o.editor, map[string]any{"Id": "pingxing", "Course": course(media.Url)}, &s)
	e.OK(t, "/api/Admin/PublishCourse", o.reviewer, map[string]any{"Id": "pingxing", "Version": s.Version}, &s)
	e.WaitProjections(t, s.Position, "courses")
	return media.Url
}

func readerOf(t *testing.T, addr string) string {
	u, err := url.Parse(addr)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("u")
}

func TestLessonMediaPlaysOnlyForItsReader(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	name := publishCourse(t, e, newOperators(t, e, 2450))
	memberTok, memberID := loginAt(t, e, 2460)
	given, err := e.P.Membership.Give(context.Background(), platform.SystemMeta("test"), memberID, "VIP_SEASON", "测试")
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, given.Position, "membership")
	otherTok, _ := loginAt(t, e, 2461)
	member, other, stranger := newBrowser(t, e, memberTok), newBrowser(t, e, otherTok), newBrowser(t, e, "")

	// A member's lesson: the address names them, the answer sets the cookie that plays it.
	addr, code := member.lesson(t, "l3")
	if code != 0 || !strings.HasPrefix(addr, "/media/"+name+"?") || readerOf(t, addr) == "" || strings.Contains(addr, memberID) {
		t.Fatalf("member's lesson: %d %s", code, addr)
	}
	cookies := member.client.Jar.Cookies(&url.URL{Scheme: "http", Host: strings.TrimPrefix(e.URL, "http://"), Path: "/media/"})
	if len(cookies) != 1 {
		t.Fatalf("the member's browser holds %v", cookies)
	}
	if status, n := member.play(t, addr, ""); status != http.StatusOK || n != len(tinyMP4()) {
		t.Fatalf("member plays: %d, %d bytes", status, n)
	}
	if status, n := member.play(t, addr, "bytes=0-99"); status != http.StatusPartialContent || n != 100 {
		t.Fatalf("member seeks: %d, %d bytes", status, n)
	}

	// Passed on: another signed-in reader (with their own cookie, from a free lesson) and a
	// browser without any cookie are refused.
	theirs, code := other.lesson(t, "l1")
	if code != 0 || readerOf(t, theirs) == "" || readerOf(t, theirs) == readerOf(t, addr) {
		t.Fatalf("a signed-in reader's free lesson is bound to them: %d %s", code, theirs)
	}
	if status, _ := other.play(t, theirs, "bytes=0-99"); status != http.StatusPartialContent {
		t.Fatalf("their own free lesson: %d", status)
	}
	if _, code := other.lesson(t, "l3"); code != 402 {
		t.Fatalf("a non-member's members' lesson: %d", code)
	}
	for who, b := range map[string]*browser{"another reader": other, "no cookie": stranger} {
		if status, _ := b.play(t, addr, "bytes=0-99"); status != http.StatusNotFound {
			t.Fatalf("%s plays the member's address: %d", who, status)
		}
	}
	if status, _ := member.play(t, theirs, ""); status != http.StatusNotFound {
		t.Fatalf("the member plays another reader's address: %d", status)
	}

	// An altered reader: the other's put in, or none.
	swapped := strings.Replace(addr, "u="+readerOf(t, addr), "u="+readerOf(t, theirs), 1)
	dropped := strings.Replace(addr, "&u="+readerOf(t, addr), "", 1)
	for _, a := range []string{swapped, dropped} {
		for _, b := range []*browser{member, other, stranger} {
			if status, _ := b.play(t, a, ""); status != http.StatusNotFound {
				t.Fatalf("%s: %d, want 404", a, status)
			}
		}
	}

	// Expired: signed with the installation's key, four hours ago.
	signed := func(at time.Time) string {
		s := &httpapi.MediaSigner{Key: e.P.App.Media.Key, Now: func() time.Time { return at }}
		return s.URL(name, memberID)
	}
	if status, _ := member.play(t, signed(time.Now()), ""); status != http.StatusOK {
		t.Fatalf("an address signed now: %d", status)
	}
	if status, _ := member.play(t, signed(time.Now().Add(-httpapi.MediaTTL-time.Minute)), ""); status != http.StatusNotFound {
		t.Fatalf("an expired address: %d", status)
	}

	// A visitor's free preview: an address for anyone, no cookie needed or set; a members'
	// lesson gives a visitor no address at all.
	free, code := stranger.lesson(t, "l1")
	if code != 0 || !strings.HasPrefix(free, "/media/") || readerOf(t, free) != "" {
		t.Fatalf("a visitor's free lesson: %d %s", code, free)
	}
	if status, n := stranger.play(t, free, "bytes=0-99"); status != http.StatusPartialContent || n != 100 {
		t.Fatalf("a visitor plays the free lesson: %d, %d bytes", status, n)
	}
	if status, _ := (&browser{e: e, client: http.DefaultClient}).play(t, free, ""); status != http.StatusOK {
		t.Fatalf("the free preview's address without any cookie: %d", status)
	}
	if none, code := stranger.lesson(t, "l3"); code != 112 || none != "" {
		t.Fatalf("a visitor's members' lesson: %d %q", code, none)
	}
}

// The reader cookie, as the answer sets it.
func TestLessonMediaCookie(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	publishCourse(t, e, newOperators(t, e, 2470))
	tok, _ := loginAt(t, e, 2480)
	body := strings.NewReader(`{"CourseId": "pingxing", "LessonId": "l1"}`)
	req, _ := http.NewRequest(http.MethodPost, e.URL+"/api/Course/LessonDetail", body)
	req.Header.Set("token", tok)
	req.Header.Set("X-Forwarded-For", e.IP)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	set := res.Header.Values("Set-Cookie")
	if len(set) != 1 {
		t.Fatalf("Set-Cookie: %v", set)
	}
	for _, want := range []string{"Path=/media/", "Max-Age=14400", "HttpOnly", "SameSite=Lax"} {
		if !strings.Contains(set[0], want) {
			t.Fatalf("Set-Cookie %q lacks %s", set[0], want)
		}
	}
	if strings.Contains(set[0], "Secure") {
		t.Fatalf("Secure over plain http in development: %q", set[0])
	}
}

// Signing out ends the reader cookie: the addresses given in that browser stop playing there,
// and a copy of the cookie kept from before (another program, a browser that ignores the
// clearing) plays nothing either, while the reader's other session still plays its own.
func TestSignOutEndsLessonMedia(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	publishCourse(t, e, newOperators(t, e, 2490))
	tok, _ := loginAt(t, e, 2495)
	b := newBrowser(t, e, tok)
	addr, code := b.lesson(t, "l1")
	if code != 0 || readerOf(t, addr) == "" {
		t.Fatalf("free lesson for a signed-in reader: %d %s", code, addr)
	}
	if status, _ := b.play(t, addr, ""); status != http.StatusOK {
		t.Fatalf("before signing out: %d", status)
	}
	mediaURL := &url.URL{Scheme: "http", Host: strings.TrimPrefix(e.URL, "http://"), Path: "/media/"}
	kept := newBrowser(t, e, "")
	kept.client.Jar.SetCookies(mediaURL, b.client.Jar.Cookies(mediaURL))
	if status, _ := kept.play(t, addr, ""); status != http.StatusOK {
		t.Fatalf("the copied cookie before signing out: %d", status)
	}
	// The same reader on another device: a second session, with its own cookie.
	e.IP = "10.24.95.2"
	e.P.App.Accounts.SetClock(func() time.Time { return time.Now().Add(61 * time.Second) })
	tok2, _ := e.Login(t, platformtest.Phone(2495))
	e.P.App.Accounts.SetClock(time.Now)
	other := newBrowser(t, e, tok2)
	addr2, code := other.lesson(t, "l1")
	if code != 0 {
		t.Fatalf("the second device's lesson: %d", code)
	}
	req, _ := http.NewRequest(http.MethodPost, e.URL+"/api/Auth/Loginout", strings.NewReader(`{}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", e.IP)
	req.Header.Set("token", tok)
	res, err := b.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if status, _ := b.play(t, addr, ""); status != http.StatusNotFound {
		t.Fatalf("after signing out the address still plays: %d", status)
	}
	for _, rng := range []string{"", "bytes=0-99"} {
		if status, _ := kept.play(t, addr, rng); status != http.StatusNotFound {
			t.Fatalf("after signing out the kept cookie still plays (%q): %d", rng, status)
		}
	}
	if status, _ := other.play(t, addr2, ""); status != http.StatusOK {
		t.Fatalf("the reader's other session stopped playing: %d", status)
	}
}
