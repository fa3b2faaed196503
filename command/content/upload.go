package content

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Files receives uploaded files where they are kept (infra: a directory under the data dir),
// streamed to disk: a 100 MB video is never held in memory.
type Files interface {
	Receive(r io.Reader, limit int64) (Received, error)
}

// Received is a file as it arrived, under a temporary name until Keep names it.
type Received interface {
	Size() int64 // limit+1 when the file was larger than Receive's limit
	Sum() [32]byte
	Head() []byte // the first bytes, which tell the type
	Keep(name string) error
	Discard()
}

// Upload limits: images for articles and covers, PDF for attachments and courseware, videos
// for course lessons.
const (
	MaxImage = 5 << 20
	MaxPDF   = 20 << 20
	MaxVideo = 100 << 20
)

// uploadTypes are the only types kept, told by their content (never by the name the
// operator gave): no SVG, HTML or script can be uploaded and served from the portal's origin.
var uploadTypes = map[string]struct {
	ext string
	max int
}{
	"image/png": {"png", MaxImage}, "image/jpeg": {"jpg", MaxImage}, "image/gif": {"gif", MaxImage},
	"image/webp": {"webp", MaxImage}, "application/pdf": {"pdf", MaxPDF},
}

// mediaTypes are the private uploads' types: course lessons' videos and courseware, served only
// through signed addresses to readers allowed to see the lesson.
var mediaTypes = map[string]struct {
	ext string
	max int
}{"video/mp4": {"mp4", MaxVideo}, "video/webm": {"webm", MaxVideo}, "application/pdf": {"pdf", MaxPDF}}

// UploadTypes maps a stored file's extension to the type it is served as.
func UploadTypes() map[string]string {
	out := map[string]string{}
	for _, types := range []map[string]struct {
		ext string
		max int
	}{uploadTypes, mediaTypes} {
		for t, u := range types {
			out[u.ext] = t
		}
	}
	return out
}

// Uploaded is a stored file and where readers get it.
type Uploaded struct {
	Url, Name, Type string
	Size            int64
}

// Upload stores a file an editor sends and records who sent it. The same file sent twice is
// stored once (its name is its hash). Private uploads are course media (videos, courseware):
// their Url is only the file's name, which the portal serves through signed addresses.
func (s *Service) Upload(ctx context.Context, meta events.Metadata, files Files, original string, body io.Reader, private bool) (Uploaded, error) {
	if err := s.roles.Need(ctx, meta.ActorUserID, events.RoleEditor, events.RoleReviewer); err != nil {
		return Uploaded{}, err
	}
	types, refused, tooLarge, largest := uploadTypes, "只能上传 PNG、JPEG、GIF、WebP 图片或 PDF 文件",
		fmt.Sprintf("文件过大：图片不超过 %d MB，PDF 不超过 %d MB", MaxImage>>20, MaxPDF>>20), int64(MaxPDF)
	if private {
		types, refused, tooLarge, largest = mediaTypes, "课程文件只能是 MP4 或 WebM 视频、PDF 课件",
			fmt.Sprintf("文件过大：视频不超过 %d MB，PDF 不超过 %d MB", MaxVideo>>20, MaxPDF>>20), int64(MaxVideo)
	}
	got, err := files.Receive(body, largest)
	if err != nil {
		return Uploaded{}, err
	}
	kept := false
	defer func() {
		if !kept {
			got.Discard()
		}
	}()
	if got.Size() == 0 {
		return Uploaded{}, apperr.Invalid("请选择要上传的文件")
	}
	kind := http.DetectContentType(got.Head())
	u, ok := types[kind]
	if !ok {
		return Uploaded{}, apperr.Invalid(refused)
	}
	if got.Size() > int64(u.max) {
		return Uploaded{}, apperr.Invalid(tooLarge)
	}
	sum := got.Sum()
	name := hex.EncodeToString(sum[:16]) + "." + u.ext
	original = cleanName(original)
	kept = true // Keep names or removes the file either way
	if err := got.Keep(name); err != nil {
		return Uploaded{}, err
	}
	_, err = s.store.Append(ctx, meta, events.Append{StreamID: events.AssetStream(name), ExpectedVersion: events.AnyVersion,
		Events: []events.Event{events.AssetUploaded{Name: name, Original: original, Type: kind, Size: got.Size()}}})
	if err != nil && !errors.Is(err, events.ErrConflict) { // two uploads of one file at once: both stored it
		return Uploaded{}, err
	}
	url := "/uploads/" + name
	if private {
		url = name
	}
	return Uploaded{Url: url, Name: original, Type: kind, Size: got.Size()}, nil
}

func cleanName(name string) string {
	name = strings.TrimSpace(filepath.Base(strings.ReplaceAll(name, `\`, "/")))
	name = strings.Map(func(r rune) rune {
		if r < 0x20 || strings.ContainsRune(`[]()<>"`+"`", r) {
			return -1
		}
		return r
	}, name)
	if name == "" || name == "." || name == "/" {
		name = "附件"
	}
	if utf8.RuneCountInString(name) > 100 {
		name = string([]rune(name)[:100])
	}
	return name
}
