package composetest

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/loader"
	"github.com/compose-spec/compose-go/v2/types"
)

// The services docker-compose.yml must define, and the zhiyuan subcommand
// each role service runs.
var (
	infraServices = []string{"postgres", "kafka", "elasticsearch"}
	roles         = map[string]string{
		"migrate": "migrate", "command-api": "command-api", "query-api": "query-api",
		"projector": "projector", "relay": "relay", "web": "web",
	}
)

const appPort = "8080" // ZHIYUAN_ADDR's port in every role, and the image's EXPOSE

// root is the repository root (this package lives in deploy/composetest).
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

func readFile(t *testing.T, rel string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root(t), rel))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// load reads docker-compose.yml the way `docker compose config` does, with
// env as the only environment (a developer's shell or .env never leaks in).
func load(t *testing.T, env map[string]string) *types.Project {
	t.Helper()
	dir := root(t)
	details := types.ConfigDetails{
		WorkingDir:  dir,
		ConfigFiles: []types.ConfigFile{{Filename: filepath.Join(dir, "docker-compose.yml")}},
		Environment: env,
	}
	p, err := loader.LoadWithContext(context.Background(), details)
	if err != nil {
		t.Fatalf("docker-compose.yml does not load: %v", err)
	}
	return p
}

func service(t *testing.T, p *types.Project, name string) types.ServiceConfig {
	t.Helper()
	s, ok := p.Services[name]
	if !ok {
		t.Fatalf("docker-compose.yml has no service %q", name)
	}
	return s
}

// environment flattens a service's environment (nil values, i.e. names
// passed through from the host, become "").
func environment(s types.ServiceConfig) map[string]string {
	env := map[string]string{}
	for k, v := range s.Environment {
		env[k] = ""
		if v != nil {
			env[k] = *v
		}
	}
	return env
}

// configVars are the variables infra/platform/config.go reads with env("...").
func configVars(t *testing.T) map[string]bool {
	t.Helper()
	// config.go and its companions (config_wechatpay.go).
	src := readFile(t, filepath.Join("infra", "platform", "config.go")) + readFile(t, filepath.Join("infra", "platform", "config_wechatpay.go"))
	vars := map[string]bool{}
	for _, m := range regexp.MustCompile(`\benv\("([A-Z][A-Z0-9_]*)"`).FindAllStringSubmatch(src, -1) {
		vars[m[1]] = true
	}
	if !vars["ZHIYUAN_DATABASE_URL"] || !vars["ZHIYUAN_ADDR"] {
		t.Fatalf("could not read the variables of config.go (found %v): has its env() helper changed?", sorted(vars))
	}
	return vars
}

// isConfigName says whether a variable name belongs to the portal's
// configuration namespace (and must therefore be one config.go reads).
func isConfigName(k string) bool {
	return strings.HasPrefix(k, "ZHIYUAN_") || strings.HasPrefix(k, "ELASTICSEARCH_")
}

// subcommands are the names cmd/zhiyuan/main.go dispatches on.
func subcommands(t *testing.T) map[string]bool {
	t.Helper()
	src := readFile(t, filepath.Join("cmd", "zhiyuan", "main.go"))
	names := map[string]bool{}
	for _, line := range regexp.MustCompile(`(?m)^\s*case (".*"):`).FindAllStringSubmatch(src, -1) {
		for _, q := range regexp.MustCompile(`"([^"]+)"`).FindAllStringSubmatch(line[1], -1) {
			names[q[1]] = true
		}
	}
	if len(names) == 0 {
		t.Fatal("found no subcommands in cmd/zhiyuan/main.go")
	}
	return names
}

func sorted(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
