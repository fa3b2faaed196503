package llm

import (
	"bufio"
	"io"
	"strings"
)

// sseReader yields the data of each server-sent event. Comments (":")
// and the event, id and retry fields are skipped.
type sseReader struct {
	s *bufio.Scanner
}

func newSSEReader(r io.Reader) *sseReader {
	s := bufio.NewScanner(r)
	// Room beyond maxAnswer so the size cap, not the scanner, reports a huge answer.
	s.Buffer(make([]byte, 0, 64<<10), maxAnswer+64<<10)
	return &sseReader{s: s}
}

// next returns the data lines of the next event joined by "\n", io.EOF at
// the end of the body.
func (r *sseReader) next() (string, error) {
	var data []string
	for r.s.Scan() {
		line := strings.TrimSuffix(r.s.Text(), "\r")
		if line == "" {
			if data != nil {
				return strings.Join(data, "\n"), nil
			}
			continue
		}
		field, value, _ := strings.Cut(line, ":")
		if field == "data" {
			data = append(data, strings.TrimPrefix(value, " "))
		}
	}
	if err := r.s.Err(); err != nil {
		return "", err
	}
	if data != nil { // the last event without its blank line
		return strings.Join(data, "\n"), nil
	}
	return "", io.EOF
}
