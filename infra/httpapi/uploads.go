package httpapi

import (
	"bytes"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"path"
	"strings"

	"zhiyuan/command/content"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/uploads"
)

// UploadPath takes the console's uploads (multipart, field "file"); UploadsPrefix serves them.
const (
	UploadPath    = "/api/Admin/Upload"
	UploadsPrefix = "/uploads/"
	uploadLimit   = content.MaxPDF + 1<<20 // the largest file and its multipart framing
)

func adminUpload(a *App, c *Call) (any, error) {
	if a.Uploads == nil {
		return nil, apperr.NotFound("上传未开启")
	}
	return upload(a, c, a.Uploads, false)
}

// upload streams the multipart body's file to disk and stores it (private: course media).
func upload(a *App, c *Call, dir *uploads.Dir, private bool) (any, error) {
	_, params, err := mime.ParseMediaType(c.R.Header.Get("Content-Type"))
	if err != nil || params["boundary"] == "" {
		return nil, badRequest("请用 multipart/form-data 上传文件（字段 file）")
	}
	body := c.stream
	if body == nil {
		body = bytes.NewReader(c.body)
	}
	reader := multipart.NewReader(body, params["boundary"])
	for {
		part, err := reader.NextPart()
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				return nil, &apperr.Error{Code: apperr.CodeTooLarge, Message: "请求内容过大"}
			}
			return nil, badRequest("请选择要上传的文件（字段 file）")
		}
		if part.FormName() != "file" {
			continue
		}
		in := &readErrors{r: part}
		res, err := a.ContentCmd.Upload(c.Ctx, c.Meta, dirFiles{dir}, part.FileName(), in, private)
		var tooBig *http.MaxBytesError
		switch {
		case errors.As(in.err, &tooBig):
			return nil, &apperr.Error{Code: apperr.CodeTooLarge, Message: "请求内容过大"}
		case in.err != nil:
			return nil, badRequest("无法读取上传的文件") // the sender stopped or sent a broken body
		}
		return res, err
	}
}

// dirFiles is the uploads directory as the content command's Files port.
type dirFiles struct{ dir *uploads.Dir }

func (d dirFiles) Receive(r io.Reader, limit int64) (content.Received, error) {
	got, err := d.dir.Receive(r, limit)
	if err != nil {
		return nil, err
	}
	return got, nil
}

// readErrors remembers a read error of the request body, to tell the sender's fault (a body
// too large or cut off: 4xx) from the server's (a full disk).
type readErrors struct {
	r   io.Reader
	err error
}

func (e *readErrors) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err != nil && err != io.EOF {
		e.err = err
	}
	return n, err
}

// servedTypes are the types files are served as (by their extension, which Upload chose from
// their content).
var servedTypes = content.UploadTypes()

// uploadsHandler serves the uploaded files with headers that keep them inert: their own type
// only (nosniff), no script or frame, PDFs as downloads.
func uploadsHandler(dir *uploads.Dir) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, UploadsPrefix)
		serveFile(w, r, dir, name, func(h http.Header) {
			h.Set("Content-Security-Policy", "default-src 'none'; img-src 'self'; sandbox")
			h.Set("Cache-Control", "public, max-age=31536000, immutable") // the name is the content's hash
			if strings.HasSuffix(name, ".pdf") {
				h.Set("Content-Disposition", "attachment; filename=\""+name+"\"")
			}
		})
	})
}

// serveFile serves one stored file by GET or HEAD (byte ranges too) as its own type only, with
// the caller's further headers; anything else, or a name that is not one of ours, is 404.
func serveFile(w http.ResponseWriter, r *http.Request, dir *uploads.Dir, name string, headers func(http.Header)) {
	file, ok := dir.Path(name)
	if !ok || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		http.NotFound(w, r)
		return
	}
	f, err := os.Open(file)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Content-Type", servedTypes[strings.TrimPrefix(path.Ext(name), ".")])
	h.Set("X-Content-Type-Options", "nosniff")
	headers(h)
	http.ServeContent(w, r, "", st.ModTime(), f)
}
