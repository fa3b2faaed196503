package processtest

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"zhiyuan/infra/pgtest"
)

// topology is docker-compose.yml's services as processes (projector scaled to 2).
type topology struct {
	bin, dbURL, brokers string
	compose             map[string]map[string]string
	kafka               *proc
	commands, queries   []*proc
	projectors          []*proc
	relay, web          *proc
	commandSvc          *serviceName
	queryTarget         *serviceName
	uploads             string // the compose volume the command-api replicas share
	dir                 string
}

func (tp *topology) mkdir(t *testing.T, name string) string {
	t.Helper()
	d, err := os.MkdirTemp(tp.dir, name+"-")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// startupBound covers the first start: the migrate role imports the shipped data sets and the
// projectors move them through Kafka into the read models (minutes on a busy two-core machine).
const startupBound = 10 * time.Minute

func startTopology(t *testing.T) *topology {
	t.Helper()
	bin, kafkadev := buildBinaries(t)
	// One directory for every process's files, made before the cleanup that stops them is
	// registered: cleanups run last-in first-out, so the processes stop before it is removed.
	tp := &topology{bin: bin, dbURL: pgtest.NewDatabase(t), compose: composeEnv(t), dir: t.TempDir()}
	if keep := os.Getenv("ZHIYUAN_PROCESSTEST_DIR"); keep != "" { // keep the logs and data to look at
		tp.dir = keep
	}
	began := time.Now()
	diagnose = func() string { return logState(tp.dbURL) }
	tp.uploads = tp.mkdir(t, "uploads")
	var all []*proc
	t.Cleanup(func() {
		var wg sync.WaitGroup // all at once: each may take its 10 s
		for _, p := range all {
			wg.Add(1)
			go func() { defer wg.Done(); p.stop() }()
		}
		wg.Wait()
		if t.Failed() {
			for _, p := range all {
				t.Log(p.tail(40))
			}
		}
	})

	brokerAddr := freeAddr(t)
	_, port, _ := net.SplitHostPort(brokerAddr)
	tp.kafka = &proc{name: "kafka", bin: kafkadev, args: []string{"-port", port}, env: []string{"PATH=" + os.Getenv("PATH")}, logDir: tp.dir}
	tp.kafka.start(t)
	all = append(all, tp.kafka)
	eventually(t, time.Minute, "kafka-dev listening", func() bool { return tp.kafka.logContains("kafka-dev listening") }, tp.kafka)
	tp.brokers = brokerAddr

	// migrate runs once and must exit 0 before the roles start (depends_on: service_completed_successfully).
	migrate := tp.role(t, "migrate", "migrate", hostValues{})
	migrate.start(t)
	all = append(all, migrate)
	select {
	case <-migrate.done:
	case <-time.After(startupBound):
		t.Fatalf("migrate did not finish\n%s", migrate.tail(40))
	}
	if migrate.exited != nil {
		t.Fatalf("migrate failed\n%s", migrate.tail(60))
	}
	t.Logf("migrate (with the shipped data's import) done in %s", time.Since(began).Round(time.Second))

	for i := range 2 {
		tp.commands = append(tp.commands, tp.role(t, "command-api", "command-api", hostValues{}))
		tp.queries = append(tp.queries, tp.role(t, "query-api", "query-api", hostValues{}))
		tp.projectors = append(tp.projectors, tp.role(t, "projector", "projector", hostValues{}))
		tp.commands[i].name += string(rune('a' + i))
		tp.queries[i].name += string(rune('a' + i))
		tp.projectors[i].name += string(rune('a' + i))
	}
	tp.relay = tp.role(t, "relay", "relay", hostValues{})
	tp.commandSvc = newServiceName(t, tp.commands[0].addr, tp.commands[1].addr)
	tp.queryTarget = newServiceName(t, tp.queries[0].addr, tp.queries[1].addr)
	tp.web = tp.role(t, "web", "web", hostValues{CommandURL: tp.commandSvc.URL(), QueryURL: tp.queryTarget.URL()})
	roles := append(append(append(append([]*proc{}, tp.commands...), tp.queries...), tp.projectors...), tp.relay)
	for _, p := range roles {
		p.start(t)
		all = append(all, p)
	}
	// web waits for both APIs to be healthy (depends_on: service_healthy).
	for _, p := range append(append([]*proc{}, tp.commands...), tp.queries...) {
		ready(t, startupBound, p, roles...)
	}
	t.Logf("command-api and query-api ready after %s", time.Since(began).Round(time.Second))
	tp.web.start(t)
	all = append(all, tp.web)
	ready(t, time.Minute, tp.web, tp.web)
	for _, p := range append(tp.projectors, tp.relay) {
		ready(t, time.Minute, p, p)
	}
	return tp
}

// role makes the process of one compose service: its environment from the compose file,
// its own data directory (a container's filesystem) and loopback ports.
func (tp *topology) role(t *testing.T, service, sub string, h hostValues) *proc {
	t.Helper()
	env, ok := tp.compose[service]
	if !ok {
		t.Fatalf("docker-compose.yml has no service %s", service)
	}
	h.DatabaseURL, h.Brokers = tp.dbURL, tp.brokers
	h.Addr, h.AdminAddr = freeAddr(t), freeAddr(t)
	h.DataDir = tp.mkdir(t, service)
	h.WebDir = webDir(t)
	if service == "command-api" { // volumes: uploads:/var/lib/zhiyuan/uploads
		if err := os.Symlink(tp.uploads, filepath.Join(h.DataDir, "uploads")); err != nil {
			t.Fatal(err)
		}
	}
	return &proc{name: service, bin: tp.bin, args: []string{sub}, env: h.apply(t, service, env), addr: h.Addr, adm: h.AdminAddr, logDir: tp.dir}
}

// cli runs an operator command the way `docker compose exec command-api zhiyuan ...` would.
func (tp *topology) cli(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(tp.bin, args...)
	// A container of its own (the search index directory is one process's).
	cmd.Env = append(append([]string{}, tp.commands[0].env...), "ZHIYUAN_DATA_DIR="+tp.mkdir(t, "cli"),
		"ZHIYUAN_ADDR="+freeAddr(t), "ZHIYUAN_ADMIN_ADDR="+freeAddr(t))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("zhiyuan %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// webDir is the built web app when there is one, else a stand-in page (the API is what is tested).
func webDir(t *testing.T) string {
	if _, err := os.Stat(filepath.Join(root(t), "web", "dist", "index.html")); err == nil {
		return filepath.Join(root(t), "web", "dist")
	}
	dir := filepath.Join(os.TempDir(), "zhiyuan-processtest-web")
	_ = os.MkdirAll(dir, 0o755)
	_ = os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>志愿</title>"), 0o644)
	return dir
}
