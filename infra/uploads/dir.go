// Package uploads keeps the operators' uploaded files in a directory (under the data directory
// in the embedded default; a volume shared by the command processes in the distributed mode).
package uploads

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

// Dir is the directory the files live in.
type Dir struct{ Root string }

// validName is what Upload names files: a hash and a known extension. Nothing else is ever
// written or served, so no path can leave the directory.
var validName = regexp.MustCompile(`^[0-9a-f]{32}\.(png|jpg|gif|webp|pdf|mp4|webm)$`)

// Valid reports whether a name is one of ours.
func Valid(name string) bool { return validName.MatchString(name) }

// Put writes a file whole or not at all (a temporary file renamed into place).
func (d Dir) Put(name string, data []byte) error {
	if !Valid(name) {
		return fmt.Errorf("uploads: bad name %q", name)
	}
	if err := os.MkdirAll(d.Root, 0o755); err != nil {
		return err
	}
	final := filepath.Join(d.Root, name)
	if _, err := os.Stat(final); err == nil {
		return nil // same name, same content
	}
	tmp, err := os.CreateTemp(d.Root, ".upload-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), final)
}

// Path is where a valid name's file is.
func (d Dir) Path(name string) (string, bool) {
	if !Valid(name) {
		return "", false
	}
	return filepath.Join(d.Root, name), true
}
