package content_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"reflect"
	"strings"
	"testing"

	"zhiyuan/command/content"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// files keeps uploads in memory and remembers what the service did with them.
type files struct {
	limit     int64
	kept      []string
	discarded int
}

func (f *files) Receive(r io.Reader, limit int64) (content.Received, error) {
	f.limit = limit
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	return &received{f: f, b: b}, err
}

type received struct {
	f *files
	b []byte
}

func (r *received) Size() int64            { return int64(len(r.b)) }
func (r *received) Sum() [32]byte          { return sha256.Sum256(r.b) }
func (r *received) Head() []byte           { return r.b[:min(len(r.b), 512)] }
func (r *received) Keep(name string) error { r.f.kept = append(r.f.kept, name); return nil }
func (r *received) Discard()               { r.f.discarded++ }

var (
	png  = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
	pdf  = []byte("%PDF-1.7\n%报名表\n")
	mp4  = []byte("\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom")
	svg  = []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	html = []byte("<!DOCTYPE html><html><script>alert(1)</script></html>")
)

func stored(b []byte, ext string) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16]) + "." + ext
}

// Given a file, when an editor uploads it, then it is kept under its hash and recorded as who
// sent it, or refused (and discarded) by its real type and size.
func TestUpload(t *testing.T) {
	t.Parallel()
	public := "只能上传 PNG、JPEG、GIF、WebP 图片或 PDF 文件"
	for _, c := range []struct {
		name      string
		actor     string
		private   bool
		original  string
		body      []byte
		limit     int64
		want      content.Uploaded
		wantEvent events.AssetUploaded
		wantErr   string
	}{
		{name: "an image for an article", actor: editor, original: "封面.png", body: png, limit: content.MaxPDF,
			want:      content.Uploaded{Url: "/uploads/" + stored(png, "png"), Name: "封面.png", Type: "image/png", Size: int64(len(png))},
			wantEvent: events.AssetUploaded{Name: stored(png, "png"), Original: "封面.png", Type: "image/png", Size: int64(len(png))}},
		{name: "a PDF from a Windows path, its name cleaned", actor: reviewer, original: `C:\Users\王老师\<2027报名表>.pdf`, body: pdf,
			limit: content.MaxPDF,
			want: content.Uploaded{Url: "/uploads/" + stored(pdf, "pdf"), Name: "2027报名表.pdf", Type: "application/pdf",
				Size: int64(len(pdf))},
			wantEvent: events.AssetUploaded{Name: stored(pdf, "pdf"), Original: "2027报名表.pdf", Type: "application/pdf",
				Size: int64(len(pdf))}},
		{name: "a nameless file is 附件", actor: editor, original: " / ", body: png, limit: content.MaxPDF,
			want:      content.Uploaded{Url: "/uploads/" + stored(png, "png"), Name: "附件", Type: "image/png", Size: int64(len(png))},
			wantEvent: events.AssetUploaded{Name: stored(png, "png"), Original: "附件", Type: "image/png", Size: int64(len(png))}},
		{name: "a lesson's video is private: its Url is its name", actor: editor, private: true, original: "第一课.mp4", body: mp4,
			limit:     content.MaxVideo,
			want:      content.Uploaded{Url: stored(mp4, "mp4"), Name: "第一课.mp4", Type: "video/mp4", Size: int64(len(mp4))},
			wantEvent: events.AssetUploaded{Name: stored(mp4, "mp4"), Original: "第一课.mp4", Type: "video/mp4", Size: int64(len(mp4))}},
		{name: "an image 5 MB exactly", actor: editor, original: "大图.png", body: padded(png, content.MaxImage), limit: content.MaxPDF,
			want: content.Uploaded{Url: "/uploads/" + stored(padded(png, content.MaxImage), "png"), Name: "大图.png", Type: "image/png",
				Size: content.MaxImage},
			wantEvent: events.AssetUploaded{Name: stored(padded(png, content.MaxImage), "png"), Original: "大图.png", Type: "image/png",
				Size: content.MaxImage}},
		{name: "an image over 5 MB", actor: editor, original: "大图.png", body: padded(png, content.MaxImage+1), limit: content.MaxPDF,
			wantErr: "文件过大：图片不超过 5 MB，PDF 不超过 20 MB"},
		{name: "a video named .png is still a video, not an image", actor: editor, original: "x.png", body: mp4, limit: content.MaxPDF,
			wantErr: public},
		{name: "an SVG with a script", actor: editor, original: "logo.svg", body: svg, limit: content.MaxPDF, wantErr: public},
		{name: "HTML named .pdf", actor: editor, original: "x.pdf", body: html, limit: content.MaxPDF, wantErr: public},
		{name: "an image is no lesson file", actor: editor, private: true, original: "x.png", body: png, limit: content.MaxVideo,
			wantErr: "课程文件只能是 MP4 或 WebM 视频、PDF 课件"},
		{name: "nothing sent", actor: editor, original: "x.png", limit: content.MaxPDF, wantErr: "请选择要上传的文件"},
		{name: "a reader without a role", actor: reader, original: "x.png", body: png, wantErr: forbidden("编辑或审核")},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			f := &files{}
			got, err := svc.Upload(ctx, as(c.actor), f, c.original, bytes.NewReader(c.body), c.private)
			if f.limit != c.limit {
				t.Fatalf("received with a limit of %d, want %d", f.limit, c.limit)
			}
			if c.wantErr != "" {
				if e, ok := apperr.As(err); !ok || e.Message != c.wantErr {
					t.Fatalf("error %v, want %q", err, c.wantErr)
				}
				if l := logged(t, sc); len(l) > 0 || len(f.kept) > 0 || (c.limit > 0 && f.discarded != 1) {
					t.Fatalf("a refused upload: appended %v, kept %v, discarded %d times", l, f.kept, f.discarded)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) || !reflect.DeepEqual(f.kept, []string{c.wantEvent.Name}) || f.discarded != 0 {
				t.Fatalf("uploaded %+v, kept %v, discarded %d; want %+v", got, f.kept, f.discarded, c.want)
			}
			check(t, sc, events.AssetStream(c.wantEvent.Name), 0, c.actor, nil, "", []events.Event{c.wantEvent})
		})
	}
}

// The same file sent twice is one stored name; the log records each sender.
func TestUploadTwice(t *testing.T) {
	t.Parallel()
	sc, svc := newService(t)
	f := &files{}
	for _, actor := range []string{editor, reviewer} {
		if _, err := svc.Upload(ctx, as(actor), f, "封面.png", bytes.NewReader(png), false); err != nil {
			t.Fatal(err)
		}
	}
	name := stored(png, "png")
	_, envs := sc.Since(t, events.AssetStream(name), 0)
	if !reflect.DeepEqual(f.kept, []string{name, name}) || len(envs) != 2 || envs[0].Meta.ActorUserID != editor ||
		envs[1].Meta.ActorUserID != reviewer || len(logged(t, sc)) != 1 {
		t.Fatalf("kept %v, recorded %+v", f.kept, envs)
	}
}

func padded(head []byte, size int) []byte {
	return append(bytes.Clone(head), []byte(strings.Repeat("\x00", size-len(head)))...)
}
