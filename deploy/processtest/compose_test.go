package processtest

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/loader"
	"github.com/compose-spec/compose-go/v2/types"
)

// root is the repository root (this package lives in deploy/processtest).
func root(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
		t.Fatalf("repository root not found from %s: %v", dir, err)
	}
	return dir
}

// composeEnv reads each service's environment from docker-compose.yml the way
// `docker compose config` does with no variables set (the development defaults).
func composeEnv(t *testing.T) map[string]map[string]string {
	t.Helper()
	dir := root(t)
	details := types.ConfigDetails{WorkingDir: dir,
		ConfigFiles: []types.ConfigFile{{Filename: filepath.Join(dir, "docker-compose.yml")}}, Environment: map[string]string{}}
	p, err := loader.LoadWithContext(context.Background(), details)
	if err != nil {
		t.Fatalf("docker-compose.yml does not load: %v", err)
	}
	out := map[string]map[string]string{}
	for name, s := range p.Services {
		env := map[string]string{}
		for k, v := range s.Environment {
			env[k] = ""
			if v != nil {
				env[k] = *v
			}
		}
		out[name] = env
	}
	return out
}

// hostValues replaces what names the compose network (service host names, the listen
// addresses, the network's subnet) with what stands for it on this machine's loopback.
// Every other variable reaches the process exactly as the compose file sets it; a variable
// the table does not know makes the test fail, so a new one is looked at here.
type hostValues struct {
	DatabaseURL, Brokers, Addr, AdminAddr, CommandURL, QueryURL, DataDir, WebDir string
}

func (h hostValues) apply(t *testing.T, service string, compose map[string]string) []string {
	t.Helper()
	replace := map[string]string{
		"ZHIYUAN_DATABASE_URL":  h.DatabaseURL,
		"ZHIYUAN_KAFKA_BROKERS": h.Brokers,
		"ZHIYUAN_ADDR":          h.Addr,
		"ZHIYUAN_ADMIN_ADDR":    h.AdminAddr,
		// The compose network is this machine's loopback: the gateway reaches the APIs from it.
		"ZHIYUAN_TRUSTED_PROXIES": "127.0.0.0/8",
		"ZHIYUAN_COMMAND_URL":     h.CommandURL,
		"ZHIYUAN_QUERY_URL":       h.QueryURL,
		// No Elasticsearch runs here (no JVM): each process keeps a Bleve index of its own.
		"ZHIYUAN_SEARCH":    "bleve",
		"ELASTICSEARCH_URL": "",
	}
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"), "TMPDIR=" + os.TempDir(),
		// The image's ENV (Dockerfile), pointed at this process's own directories.
		"ZHIYUAN_DATA_DIR=" + h.DataDir, "ZHIYUAN_WEB_DIR=" + h.WebDir}
	keys := make([]string, 0, len(compose))
	for k := range compose {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := compose[k]
		if r, ok := replace[k]; ok {
			v = r
		} else if strings.Contains(v, "postgres:") || strings.Contains(v, "kafka:") || strings.Contains(v, "elasticsearch:") ||
			strings.Contains(v, "command-api:") || strings.Contains(v, "query-api:") || strings.Contains(v, "0.0.0.0") {
			t.Fatalf("%s: %s=%q names the compose network: add it to hostValues", service, k, v)
		}
		env = append(env, k+"="+v)
	}
	return env
}
