package wishtable

import (
	"bytes"
	"context"
	"fmt"
	"net/url"

	"zhiyuan/events/apperr"
	"zhiyuan/query/wishtable/export"
)

// File is a download.
type File struct {
	Name        string
	ContentType string
	Body        []byte
}

var formats = map[string]struct {
	render      func(w *bytes.Buffer, s export.Sheet) error
	contentType string
}{
	"xlsx": {func(w *bytes.Buffer, s export.Sheet) error { return export.XLSX(w, s) },
		"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"},
	"pdf": {func(w *bytes.Buffer, s export.Sheet) error { return export.PDF(w, s) }, "application/pdf"},
}

// Export renders a table the user may read as the province's filling form (xlsx or pdf), with
// its version and the time, so an old printout is recognisable.
func (h *Handler) Export(ctx context.Context, tableID, userID, format string) (*File, error) {
	f, ok := formats[format]
	if !ok {
		return nil, apperr.Invalid("导出格式须为 xlsx 或 pdf")
	}
	d, err := h.Detail(ctx, tableID, userID)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := f.render(&buf, sheetOf(d, h.now())); err != nil {
		return nil, err
	}
	name := fmt.Sprintf("%s-v%d.%s", d.Table.Name, d.Table.Version, format)
	return &File{Name: url.PathEscape(name), ContentType: f.contentType, Body: buf.Bytes()}, nil
}

// Download is how the HTTP layer writes a file instead of a JSON answer.
func (f *File) Download() (name, contentType string, body []byte) {
	return f.Name, f.ContentType, f.Body
}
