package httpapi_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"zhiyuan/command/content"
	"zhiyuan/infra/platform/platformtest"
)

func upload(t *testing.T, e *platformtest.Env, token, name string, data []byte) platformtest.Reply {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, _ := w.CreateFormFile("file", name)
	_, _ = part.Write(data)
	_ = w.Close()
	req, _ := http.NewRequest(http.MethodPost, e.URL+"/api/Admin/Upload", &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("token", token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var r platformtest.Reply
	raw, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatalf("upload answered HTTP %d: %s", resp.StatusCode, raw)
	}
	r.Status = resp.StatusCode
	return r
}

func pngBytes(t *testing.T) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 4, 4))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// Editors upload images and PDFs; the type is told by the content, not the name; nothing
// else (SVG, HTML) is kept; files are served inert; readers cannot upload.
func TestContentUploads(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	o := newOperators(t, e, 2051)
	r := upload(t, e, o.editor, "图.png", pngBytes(t))
	var up struct{ Url, Name, Type string }
	if err := json.Unmarshal(r.Data, &up); err != nil || r.Code != 0 || !strings.HasPrefix(up.Url, "/uploads/") ||
		!strings.HasSuffix(up.Url, ".png") || up.Name != "图.png" || up.Type != "image/png" {
		t.Fatalf("png upload: %d %s %s", r.Code, r.Message, r.Data)
	}
	resp, err := http.Get(e.URL + up.Url)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	h := resp.Header
	if resp.StatusCode != 200 || !bytes.Equal(got, pngBytes(t)) || h.Get("Content-Type") != "image/png" ||
		h.Get("X-Content-Type-Options") != "nosniff" || !strings.Contains(h.Get("Content-Security-Policy"), "sandbox") {
		t.Fatalf("served %d %v", resp.StatusCode, h)
	}
	// The uploaded image can be an article's cover.
	o.save(t, o.editor, merge(newsBody("有封面"), "Cover", up.Url))

	for name, data := range map[string][]byte{
		"x.png":   []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>`),
		"x.html":  []byte(`<html><script>alert(1)</script></html>`),
		"x.pdf":   []byte("not a pdf"),
		"big.png": append(pngBytes(t), make([]byte, content.MaxImage)...),
		"big.pdf": append([]byte("%PDF-1.7\n"), make([]byte, content.MaxPDF)...),
		// Past the route's limit: the stream to disk stops, the request is too large.
		"huge.pdf": append([]byte("%PDF-1.7\n"), make([]byte, content.MaxPDF+2<<20)...),
		"empty":    {},
	} {
		if r := upload(t, e, o.editor, name, data); r.Code == 0 || r.Status >= 500 {
			t.Errorf("%s accepted: %d %s", name, r.Code, r.Message)
		}
	}
	// Refused files leave nothing behind: no temporary file, only the accepted image is stored.
	dir := filepath.Join(e.P.Config.DataDir, "uploads")
	if left, _ := filepath.Glob(filepath.Join(dir, ".upload-*")); len(left) != 0 {
		t.Errorf("temporary files left by refused uploads: %v", left)
	}
	if kept, _ := filepath.Glob(filepath.Join(dir, "*")); len(kept) != 1 || filepath.Base(kept[0]) != strings.TrimPrefix(up.Url, "/uploads/") {
		t.Errorf("stored files %v, want only %s", kept, up.Url)
	}
	if r := upload(t, e, o.reader, "图.png", pngBytes(t)); r.Code != 403 {
		t.Fatalf("reader uploads: %d %s", r.Code, r.Message)
	}
	for _, bad := range []string{"/uploads/../admin.token", "/uploads/x.svg", "/uploads/" + strings.Repeat("0", 32) + ".png"} {
		resp, err := http.Get(e.URL + bad)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 404 {
			t.Errorf("%s: %d", bad, resp.StatusCode)
		}
	}
}
