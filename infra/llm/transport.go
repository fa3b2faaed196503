package llm

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net/http"
)

var errTooLarge = errors.New("answer larger than 4 MiB")

// endpoint is one provider URL with its key; shared by Client and Transcriber.
type endpoint struct {
	url  string
	key  string
	http *http.Client
}

// post sends body and returns the 2xx answer, its body capped at maxAnswer.
// Anything else is an error matching assistant.ErrModelUnavailable.
func (e endpoint) post(ctx context.Context, contentType, accept string, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.url, body)
	if err != nil {
		return nil, unavailable(ctx, "request", err)
	}
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Accept", accept)
	req.Header.Set("User-Agent", "zhiyuan-llm/1")
	if e.key != "" {
		req.Header.Set("Authorization", "Bearer "+e.key)
	}
	resp, err := e.http.Do(req)
	if err != nil {
		return nil, unavailable(ctx, "post", err)
	}
	resp.Body = struct {
		io.Reader
		io.Closer
	}{&capReader{r: resp.Body, left: maxAnswer}, resp.Body}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		defer resp.Body.Close()
		head, _ := io.ReadAll(io.LimitReader(resp.Body, 4<<10))
		if ctx.Err() != nil {
			return nil, unavailable(ctx, "read error answer", nil)
		}
		return nil, &StatusError{Status: resp.StatusCode, Excerpt: excerpt(string(head), e.key)}
	}
	return resp, nil
}

// capReader fails (rather than ending quietly) once more than left bytes come,
// so a cut answer is never taken for a complete one.
type capReader struct {
	r    io.Reader
	left int64
}

func (c *capReader) Read(p []byte) (int, error) {
	if c.left <= 0 {
		var one [1]byte
		n, err := c.r.Read(one[:])
		if n > 0 {
			return 0, errTooLarge
		}
		return 0, err
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.left -= int64(n)
	return n, err
}

// firstByte returns the first non-space byte without consuming it; servers
// that ignore stream:true sometimes also send a wrong Content-Type.
func firstByte(br *bufio.Reader) (byte, error) {
	for {
		b, err := br.ReadByte()
		if err != nil {
			return 0, err
		}
		if b != ' ' && b != '\t' && b != '\r' && b != '\n' {
			return b, br.UnreadByte()
		}
	}
}
