package uploads

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// sniffLen is how much of a file tells its type (net/http.DetectContentType reads 512 bytes).
const sniffLen = 512

// Received is a file read into the directory under a temporary name, as it arrived: its size,
// its SHA-256 and its first bytes. Keep names it; Discard removes it.
type Received struct {
	tmp  string
	root string
	size int64
	sum  [32]byte
	head []byte
}

// Receive streams r into a temporary file of the directory, hashing it on the way, and stops
// after limit+1 bytes: a Size above the limit means the file was larger (and is incomplete).
// Nothing is held in memory but the first bytes, whatever the file's size.
func (d Dir) Receive(r io.Reader, limit int64) (*Received, error) {
	if err := os.MkdirAll(d.Root, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.CreateTemp(d.Root, ".upload-*")
	if err != nil {
		return nil, err
	}
	rc := &Received{tmp: tmp.Name(), root: d.Root}
	h := sha256.New()
	head := &headWriter{max: sniffLen}
	n, err := io.Copy(io.MultiWriter(tmp, h, head), io.LimitReader(r, limit+1))
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(rc.tmp)
		return nil, err
	}
	rc.size, rc.head = n, head.buf
	copy(rc.sum[:], h.Sum(nil))
	return rc, nil
}

// Size is how many bytes arrived (limit+1 when the file was larger than the limit).
func (r *Received) Size() int64 { return r.size }

// Sum is the file's SHA-256.
func (r *Received) Sum() [32]byte { return r.sum }

// Head is the file's first bytes, what its type is told by.
func (r *Received) Head() []byte { return r.head }

// Keep names the file (a valid name); the same name already kept means the same content.
func (r *Received) Keep(name string) error {
	if !Valid(name) {
		r.Discard()
		return fmt.Errorf("uploads: bad name %q", name)
	}
	final := filepath.Join(r.root, name)
	if _, err := os.Stat(final); err == nil {
		r.Discard()
		return nil
	}
	if err := os.Chmod(r.tmp, 0o644); err != nil {
		r.Discard()
		return err
	}
	return os.Rename(r.tmp, final)
}

// Discard removes the temporary file.
func (r *Received) Discard() { os.Remove(r.tmp) }

// headWriter keeps the first max bytes written to it.
type headWriter struct {
	max int
	buf []byte
}

func (w *headWriter) Write(p []byte) (int, error) {
	if room := w.max - len(w.buf); room > 0 {
		w.buf = append(w.buf, p[:min(room, len(p))]...)
	}
	return len(p), nil
}
