package composetest

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// instr is one Dockerfile instruction, continuation lines joined.
type instr struct{ cmd, args string }

type stage struct {
	from, name string
	instrs     []instr
}

// dockerfile parses the repository's Dockerfile into its build stages.
func dockerfile(t *testing.T) []stage {
	t.Helper()
	var stages []stage
	var line string
	for _, raw := range strings.Split(readFile(t, "Dockerfile"), "\n") {
		trimmed := strings.TrimSpace(raw)
		if line == "" && (trimmed == "" || strings.HasPrefix(trimmed, "#")) {
			continue
		}
		if strings.HasSuffix(trimmed, `\`) {
			line += strings.TrimSuffix(trimmed, `\`) + " "
			continue
		}
		line += trimmed
		cmd, args, _ := strings.Cut(line, " ")
		line = ""
		in := instr{strings.ToUpper(cmd), strings.TrimSpace(args)}
		if in.cmd == "FROM" {
			f := strings.Fields(in.args)
			st := stage{from: f[0]}
			if len(f) == 3 && strings.EqualFold(f[1], "AS") {
				st.name = f[2]
			}
			stages = append(stages, st)
			continue
		}
		if len(stages) == 0 {
			t.Fatalf("Dockerfile: %s before FROM", in.cmd)
		}
		stages[len(stages)-1].instrs = append(stages[len(stages)-1].instrs, in)
	}
	if len(stages) < 3 {
		t.Fatalf("Dockerfile has %d stages, want Go build, web build and runtime", len(stages))
	}
	return stages
}

func (s stage) all(cmd string) []string {
	var out []string
	for _, in := range s.instrs {
		if in.cmd == cmd {
			out = append(out, in.args)
		}
	}
	return out
}

// stageRunning finds the stage with a RUN matching re and the first match.
func stageRunning(t *testing.T, stages []stage, re string) (stage, []string) {
	t.Helper()
	rx := regexp.MustCompile(re)
	for _, s := range stages {
		for _, run := range s.all("RUN") {
			if m := rx.FindStringSubmatch(run); m != nil {
				return s, m
			}
		}
	}
	t.Fatalf("Dockerfile: no RUN matches %s", re)
	return stage{}, nil
}

// copyFrom finds `COPY --from=stage SRC DST` in s and returns DST.
func copyFrom(t *testing.T, s stage, from, src string) string {
	t.Helper()
	for _, args := range s.all("COPY") {
		f := strings.Fields(args)
		if len(f) == 3 && f[0] == "--from="+from && f[1] == src {
			return f[2]
		}
	}
	t.Fatalf("Dockerfile final stage: no COPY --from=%s %s", from, src)
	return ""
}

// imageEnv is the ENV of the final stage: what every container starts with.
func imageEnv(t *testing.T) map[string]string {
	stages := dockerfile(t)
	env := map[string]string{}
	for _, args := range stages[len(stages)-1].all("ENV") {
		for _, kv := range strings.Fields(args) {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				t.Fatalf("Dockerfile: write ENV as KEY=VALUE, not %q", args)
			}
			env[k] = v
		}
	}
	return env
}

// entrypoint is the binary the image runs, from its exec-form ENTRYPOINT.
func entrypoint(t *testing.T) string {
	t.Helper()
	stages := dockerfile(t)
	eps := stages[len(stages)-1].all("ENTRYPOINT")
	var ep []string
	if len(eps) != 1 || json.Unmarshal([]byte(eps[0]), &ep) != nil || len(ep) != 1 {
		t.Fatalf("Dockerfile: want one exec-form ENTRYPOINT [\"/path/to/zhiyuan\"], got %q", eps)
	}
	return ep[0]
}

func TestDockerfileBuildsTheBinaryAndTheWebApp(t *testing.T) {
	stages := dockerfile(t)
	final := stages[len(stages)-1]

	goStage, m := stageRunning(t, stages, `go build .*-o (\S+) \./cmd/zhiyuan\b`)
	built := m[1]
	if !strings.HasPrefix(goStage.from, "golang:") || goStage.name == "" {
		t.Errorf("Go stage FROM %s AS %q: want a named golang: stage", goStage.from, goStage.name)
	}
	bin := copyFrom(t, final, goStage.name, built)
	if got := entrypoint(t); got != bin {
		t.Errorf("ENTRYPOINT runs %s, but the binary is copied to %s", got, bin)
	}

	webStage, _ := stageRunning(t, stages, `npm run build`)
	stageRunning(t, []stage{webStage}, `npm ci\b`)
	if !strings.HasPrefix(webStage.from, "node:20") || webStage.name == "" {
		t.Errorf("web stage FROM %s AS %q: want a named node:20 stage", webStage.from, webStage.name)
	}
	var workdir string
	if w := webStage.all("WORKDIR"); len(w) > 0 {
		workdir = w[len(w)-1]
	}
	webDir := imageEnv(t)["ZHIYUAN_WEB_DIR"]
	if webDir != "/app/web/dist" {
		t.Errorf("image ZHIYUAN_WEB_DIR = %q, want /app/web/dist", webDir)
	}
	if dst := copyFrom(t, final, webStage.name, strings.TrimSuffix(workdir, "/")+"/dist"); dst != webDir {
		t.Errorf("web/dist is copied to %s, but ZHIYUAN_WEB_DIR is %s", dst, webDir)
	}

	if !regexp.MustCompile(`^debian:[\w.-]*slim$`).MatchString(final.from) {
		t.Errorf("runtime stage FROM %s: want a Debian slim image", final.from)
	}
	users := final.all("USER")
	if len(users) == 0 || users[len(users)-1] == "root" || strings.HasPrefix(users[len(users)-1], "0") {
		t.Errorf("runtime stage USER %q: want a non-root user", users)
	}
	if exp := final.all("EXPOSE"); len(exp) != 1 || exp[0] != appPort {
		t.Errorf("EXPOSE %q, want %s", exp, appPort)
	}
}

func TestDockerfileEnvironmentIsConfiguration(t *testing.T) {
	vars := configVars(t)
	env := imageEnv(t)
	for k := range env {
		if isConfigName(k) && !vars[k] {
			t.Errorf("Dockerfile sets %s, which infra/platform/config.go does not read", k)
		}
	}
	if !strings.HasSuffix(env["ZHIYUAN_ADDR"], ":"+appPort) || strings.HasPrefix(env["ZHIYUAN_ADDR"], "127.") {
		t.Errorf("image ZHIYUAN_ADDR = %q: want all interfaces on port %s", env["ZHIYUAN_ADDR"], appPort)
	}
}

func TestHealthcheckToolIsInstalled(t *testing.T) {
	p := load(t, nil)
	stages := dockerfile(t)
	final := stages[len(stages)-1]
	runs := strings.Join(final.all("RUN"), "\n")
	for name := range roles {
		hc := service(t, p, name).HealthCheck
		if hc == nil || hc.Disable || len(hc.Test) < 2 {
			continue
		}
		tool := hc.Test[1]
		if !regexp.MustCompile(`apt-get install[^&;]*\b` + regexp.QuoteMeta(tool) + `\b`).MatchString(runs) {
			t.Errorf("%s's healthcheck runs %s, which the runtime stage does not install", name, tool)
		}
	}
}

func TestDockerignore(t *testing.T) {
	ignore := readFile(t, ".dockerignore")
	for _, want := range []string{"node_modules", "var/", "web/dist", ".git"} {
		if !strings.Contains(ignore, want) {
			t.Errorf(".dockerignore does not exclude %s", want)
		}
	}
}
