package main

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"zhiyuan/events/apperr"
	"zhiyuan/infra/platform"
)

// The admin token lets the CLI on the same machine ask a running embedded
// server to rebuild a projection (the Bleve index can only be open in one
// process). It is written to the data directory, readable by its owner only.
func adminTokenPath(dataDir string) string { return filepath.Join(dataDir, "admin.token") }

func writeAdminToken(dataDir string) (string, error) {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	tok := hex.EncodeToString(b)
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return "", err
	}
	return tok, os.WriteFile(adminTokenPath(dataDir), []byte(tok), 0o600)
}

func readAdminToken(dataDir string) string {
	b, err := os.ReadFile(adminTokenPath(dataDir))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// withAdmin serves /admin/projections/{status,rebuild} to holders of the token.
func withAdmin(next http.Handler, token string, p *platform.Platform) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/admin/") {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("X-Admin-Token")), []byte(token)) != 1 || r.Method != http.MethodPost {
			w.WriteHeader(http.StatusForbidden)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "forbidden"})
			return
		}
		switch r.URL.Path {
		case "/admin/projections/status":
			st, err := p.Runtime.Status(r.Context())
			answer(w, st, err)
		case "/admin/projections/rebuild":
			n, err := p.Runtime.Rebuild(r.Context(), r.URL.Query().Get("name"))
			answer(w, map[string]int{"events": n}, err)
		case "/admin/config/show":
			cfg, err := p.App.SiteConfig.WebConfig(r.Context())
			answer(w, cfg, err)
		case "/admin/config/param":
			res, err := p.Site.SetParam(r.Context(), platform.SystemMeta("cli"), r.URL.Query().Get("key"), r.URL.Query().Get("value"))
			answer(w, res, err)
		case "/admin/config/section":
			res, err := p.Site.ReplaceSection(r.Context(), platform.SystemMeta("cli"), r.URL.Query().Get("name"),
				json.RawMessage(r.URL.Query().Get("value")))
			answer(w, res, err)
		case "/admin/audit":
			a, err := auditQuery(r.Context(), p, r.URL.Query())
			answer(w, a, err)
		case "/admin/operators":
			a, err := operatorsOp(r.Context(), p, r.URL.Query())
			answer(w, a, err)
		case "/admin/membership":
			a, err := membershipOp(r.Context(), p, r.URL.Query())
			answer(w, a, err)
		case "/admin/import":
			body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxImportFile))
			if err != nil {
				answer(w, nil, apperr.Invalid(fmt.Sprintf("文件超过%d MB", maxImportFile>>20)))
				return
			}
			answer(w, importAnswerOf(importOp(r.Context(), p, r.URL.Query(), body)), nil)
		case "/admin/import/list":
			list, err := p.AdmissionRM.AdmissionImports(r.Context())
			answer(w, list, err)
		case "/admin/analytics":
			a, err := analyticsQuery(r.Context(), p, r.URL.Query())
			answer(w, a, err)
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	})
}

// answer writes an operation's result, or its error with the status its kind calls for: an
// answer meant for the operator (bad input, unknown id: apperr) is 4xx with its Chinese message,
// only a failure of the server is 500.
func answer(w http.ResponseWriter, v any, err error) {
	if err != nil {
		w.WriteHeader(adminStatus(err))
		_ = json.NewEncoder(w).Encode(map[string]string{"error": err.Error()})
		return
	}
	_ = json.NewEncoder(w).Encode(v)
}

func adminStatus(err error) int {
	e, ok := apperr.As(err)
	switch {
	case !ok:
		return http.StatusInternalServerError
	case e.Code >= 400 && e.Code < 600 && http.StatusText(e.Code) != "":
		return e.Code
	}
	return http.StatusBadRequest
}

// adminError is what the CLI prints for an admin listener's refusal: the operator's message as
// the server wrote it; a failure of the server says so.
func adminError(status int, body []byte) error {
	var out struct{ Error string }
	if json.Unmarshal(body, &out) != nil || out.Error == "" {
		out.Error = strings.TrimSpace(string(body))
	}
	if status >= 500 {
		return fmt.Errorf("服务器出错（HTTP %d）：%s", status, out.Error)
	}
	return errors.New(out.Error)
}
