// Package uploads keeps the operators' uploaded files in a directory (under the data directory
// in the embedded default; a volume shared by the command processes in the distributed mode).
package uploads

import (
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

// Path is where a valid name's file is.
func (d Dir) Path(name string) (string, bool) {
	if !Valid(name) {
		return "", false
	}
	return filepath.Join(d.Root, name), true
}
