package uploads

import (
	"bytes"
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReceiveStreamsHashesAndKeepsOnce(t *testing.T) {
	d := Dir{Root: t.TempDir()}
	body := bytes.Repeat([]byte("志愿"), 200_000) // 1.2 MB, read in pieces
	got, err := d.Receive(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		t.Fatal(err)
	}
	if got.Size() != int64(len(body)) || got.Sum() != sha256.Sum256(body) || !bytes.Equal(got.Head(), body[:sniffLen]) {
		t.Fatalf("size %d, head %d bytes", got.Size(), len(got.Head()))
	}
	name := strings.Repeat("ab", 16) + ".pdf"
	if err := got.Keep(name); err != nil {
		t.Fatal(err)
	}
	kept, err := os.ReadFile(filepath.Join(d.Root, name))
	if err != nil || !bytes.Equal(kept, body) {
		t.Fatalf("kept %d bytes, %v", len(kept), err)
	}
	// The same file again: kept once, no temporary file left behind.
	again, _ := d.Receive(bytes.NewReader(body), int64(len(body)))
	if err := again.Keep(name); err != nil {
		t.Fatal(err)
	}
	if left, _ := filepath.Glob(filepath.Join(d.Root, ".upload-*")); len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

func TestReceiveStopsPastTheLimitAndDiscards(t *testing.T) {
	d := Dir{Root: t.TempDir()}
	got, err := d.Receive(bytes.NewReader(make([]byte, 5000)), 1000)
	if err != nil {
		t.Fatal(err)
	}
	if got.Size() != 1001 {
		t.Fatalf("read %d bytes of a 5000-byte file with a limit of 1000, want 1001", got.Size())
	}
	got.Discard()
	if left, _ := filepath.Glob(filepath.Join(d.Root, "*")); len(left) != 0 {
		t.Fatalf("files left: %v", left)
	}
	if err := (&Received{}).Keep("../evil.png"); err == nil {
		t.Fatal("a bad name was kept")
	}
}
