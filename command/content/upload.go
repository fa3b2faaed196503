package content

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Files stores uploaded files under their names (infra: a directory under the data dir).
type Files interface {
	Put(name string, data []byte) error
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
func (s *Service) Upload(ctx context.Context, meta events.Metadata, files Files, original string, data []byte, private bool) (Uploaded, error) {
	if err := s.roles.Need(ctx, meta.ActorUserID, events.RoleEditor, events.RoleReviewer); err != nil {
		return Uploaded{}, err
	}
	if len(data) == 0 {
		return Uploaded{}, apperr.Invalid("请选择要上传的文件")
	}
	kind := http.DetectContentType(data)
	types, refused, tooLarge := uploadTypes, "只能上传 PNG、JPEG、GIF、WebP 图片或 PDF 文件",
		fmt.Sprintf("文件过大：图片不超过 %d MB，PDF 不超过 %d MB", MaxImage>>20, MaxPDF>>20)
	if private {
		types, refused, tooLarge = mediaTypes, "课程文件只能是 MP4 或 WebM 视频、PDF 课件",
			fmt.Sprintf("文件过大：视频不超过 %d MB，PDF 不超过 %d MB", MaxVideo>>20, MaxPDF>>20)
	}
	u, ok := types[kind]
	if !ok {
		return Uploaded{}, apperr.Invalid(refused)
	}
	if len(data) > u.max {
		return Uploaded{}, apperr.Invalid(tooLarge)
	}
	sum := sha256.Sum256(data)
	name := hex.EncodeToString(sum[:16]) + "." + u.ext
	original = cleanName(original)
	if err := files.Put(name, data); err != nil {
		return Uploaded{}, err
	}
	_, err := s.store.Append(ctx, meta, events.Append{StreamID: events.AssetStream(name), ExpectedVersion: events.AnyVersion,
		Events: []events.Event{events.AssetUploaded{Name: name, Original: original, Type: kind, Size: int64(len(data))}}})
	if err != nil && !errors.Is(err, events.ErrConflict) { // two uploads of one file at once: both stored it
		return Uploaded{}, err
	}
	url := "/uploads/" + name
	if private {
		url = name
	}
	return Uploaded{Url: url, Name: original, Type: kind, Size: int64(len(data))}, nil
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
