package platform

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// minSecret is the shortest server secret accepted, in bytes.
const minSecret = 32

// codeKey is the key of the SMS code hashes: ZHIYUAN_CODE_SECRET when set
// (every process that checks codes must share it), else, in the embedded
// default, one generated once and kept under the data directory (0600).
func codeKey(cfg Config) ([]byte, error) {
	return serverKey(cfg.CodeSecret, filepath.Join(cfg.DataDir, "secrets", "sms-code.key"))
}

// cardKey keys the activation cards' secret hashes the same way (ZHIYUAN_CARD_SECRET, else a
// key kept under the data directory). The CLI that issues cards must use the same one.
func cardKey(cfg Config) ([]byte, error) {
	return serverKey(cfg.CardSecret, filepath.Join(cfg.DataDir, "secrets", "card.key"))
}

func serverKey(configured, path string) ([]byte, error) {
	if configured != "" {
		return []byte(configured), nil
	}
	b, err := os.ReadFile(path)
	switch {
	case err == nil:
		key, derr := hex.DecodeString(strings.TrimSpace(string(b)))
		if derr != nil || len(key) < minSecret {
			return nil, fmt.Errorf("%s is not a %d-byte hex key: remove it to have a new one made", path, minSecret)
		}
		return key, nil
	case !errors.Is(err, fs.ErrNotExist):
		return nil, err
	}
	key := make([]byte, minSecret)
	if _, err := rand.Read(key); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, err
	}
	// O_EXCL: two processes starting at once on one data dir keep one key.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return serverKey(configured, path)
	}
	if err != nil {
		return nil, err
	}
	if _, err := f.WriteString(hex.EncodeToString(key) + "\n"); err != nil {
		f.Close()
		return nil, err
	}
	return key, f.Close()
}
