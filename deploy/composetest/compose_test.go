package composetest

import (
	"net"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"

	"zhiyuan/infra/platform"
)

func TestServicesAreTheInfrastructureAndTheRoles(t *testing.T) {
	p := load(t, nil) // no variables set: `docker compose up` works out of the box
	want := slices.Clone(infraServices)
	for name := range roles {
		want = append(want, name)
	}
	slices.Sort(want)
	got := p.ServiceNames()
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("services %v, want %v", got, want)
	}
}

func TestRolesRunTheOneImageInTheirSubcommand(t *testing.T) {
	p := load(t, nil)
	known := subcommands(t)
	var builders []string
	for _, s := range p.Services {
		if s.Build != nil {
			builders = append(builders, s.Name)
		}
	}
	if len(builders) != 1 || roles[builders[0]] == "" {
		t.Fatalf("services with build: %v, want exactly one role building the image", builders)
	}
	b := service(t, p, builders[0])
	if filepath.Clean(b.Build.Context) != root(t) || b.Build.Dockerfile != "Dockerfile" {
		t.Errorf("%s builds %s with %s, want the repository root and its Dockerfile", b.Name, b.Build.Context, b.Build.Dockerfile)
	}
	for name, sub := range roles {
		s := service(t, p, name)
		if !known[sub] {
			t.Errorf("%s runs `zhiyuan %s`, which cmd/zhiyuan/main.go does not know (it knows %v)", name, sub, sorted(known))
		}
		if s.Image != b.Image {
			t.Errorf("%s runs image %q, want the built %q", name, s.Image, b.Image)
		}
		if len(s.Entrypoint) > 0 && s.Entrypoint[0] != entrypoint(t) {
			t.Errorf("%s overrides the entrypoint with %v", name, s.Entrypoint)
		}
		if !slices.Equal(s.Command, types.ShellCommand{sub}) {
			t.Errorf("%s command %v, want [%s]", name, s.Command, sub)
		}
	}
	for _, name := range infraServices {
		s := service(t, p, name)
		if s.Build != nil || !strings.Contains(s.Image, ":") || strings.HasSuffix(s.Image, ":latest") {
			t.Errorf("%s image %q: want a pinned upstream image", name, s.Image)
		}
	}
}

// roleConfig runs platform.FromEnv with exactly what the container would
// see: the image's ENV overridden by the service's environment.
func roleConfig(t *testing.T, s types.ServiceConfig) (platform.Config, error) {
	for k := range configVars(t) {
		t.Setenv(k, "")
	}
	for k, v := range imageEnv(t) {
		t.Setenv(k, v)
	}
	for k, v := range environment(s) {
		t.Setenv(k, v)
	}
	return platform.FromEnv()
}

func TestRoleEnvironmentIsValidConfiguration(t *testing.T) {
	p := load(t, nil)
	vars := configVars(t)
	for name := range roles {
		s := service(t, p, name)
		env := environment(s)
		for k := range env {
			if isConfigName(k) && !vars[k] {
				t.Errorf("%s sets %s, which infra/platform/config.go does not read", name, k)
			}
		}
		for _, k := range []string{"ZHIYUAN_DATABASE_URL", "ZHIYUAN_ADDR", "ZHIYUAN_BUS", "ZHIYUAN_KAFKA_BROKERS",
			"ZHIYUAN_SEARCH", "ELASTICSEARCH_URL", "ZHIYUAN_PROFILE", "ZHIYUAN_SMS_URL", "ZHIYUAN_SMS_KEY"} {
			if _, ok := env[k]; !ok {
				t.Errorf("%s does not set %s", name, k)
			}
		}
		trust := name == "command-api" || name == "query-api"
		if got := env["ZHIYUAN_TRUSTED_PROXIES"]; (got != "") != trust || (trust && got != composeSubnet(t, p)) {
			t.Errorf("%s ZHIYUAN_TRUSTED_PROXIES=%q: only the APIs behind the web gateway trust hops, and only the compose network's (%s)",
				name, got, composeSubnet(t, p))
		}

		cfg, err := roleConfig(t, s)
		if err != nil {
			t.Errorf("%s: its environment is refused by the configuration: %v", name, err)
			continue
		}
		if cfg.Bus != "kafka" || cfg.Search != "elasticsearch" || cfg.Profile != "development" {
			t.Errorf("%s: bus %s, search %s, profile %s; want kafka, elasticsearch, development by default",
				name, cfg.Bus, cfg.Search, cfg.Profile)
		}
		if _, port, _ := net.SplitHostPort(cfg.Addr); port != appPort || strings.HasPrefix(cfg.Addr, "127.") {
			t.Errorf("%s listens on %s, want 0.0.0.0:%s", name, cfg.Addr, appPort)
		}
		reaches(t, p, name, cfg.DatabaseURL, "postgres", "5432")
		reaches(t, p, name, cfg.ElasticURL, "elasticsearch", "9200")
		for _, b := range cfg.KafkaBrokers {
			reaches(t, p, name, "kafka://"+b, "kafka", "9092")
		}
	}
	web, _ := roleConfig(t, service(t, p, "web"))
	reaches(t, p, "web", web.CommandURL, "command-api", appPort)
	reaches(t, p, "web", web.QueryURL, "query-api", appPort)
}

// reaches checks that raw (a URL) names service on port.
func reaches(t *testing.T, p *types.Project, from, raw, service, port string) {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil || u.Hostname() != service || u.Port() != port {
		t.Errorf("%s points at %q, want %s:%s", from, raw, service, port)
	}
	if _, ok := p.Services[service]; !ok {
		t.Errorf("%s points at service %s, which does not exist", from, service)
	}
}

func TestProductionProfileComesFromTheEnvironment(t *testing.T) {
	prod := load(t, map[string]string{"ZHIYUAN_PROFILE": "production",
		"ZHIYUAN_SMS_URL": "https://sms.example.com/send", "ZHIYUAN_SMS_KEY": "secret",
		"ZHIYUAN_CODE_SECRET": "0123456789abcdef0123456789abcdef0123456789abcdef",
		"ZHIYUAN_CARD_SECRET": "fedcba9876543210fedcba9876543210fedcba9876543210",
		"ZHIYUAN_PUBLIC_URL":  "https://zhiyuan.example.com", "ZHIYUAN_WECHATPAY_MCHID": "1900000109",
		"ZHIYUAN_WECHATPAY_APPID": "wxd678efh567hg6787", "ZHIYUAN_WECHATPAY_SERIAL": "5157F09EFDC096DE15EBE81A47057A72",
		"ZHIYUAN_WECHATPAY_PRIVATE_KEY": "/run/secrets/apiclient_key.pem", "ZHIYUAN_WECHATPAY_APIV3_KEY": "0123456789abcdef0123456789abcdef",
		"ZHIYUAN_WECHATPAY_PUBLIC_KEY": "/run/secrets/pub_key.pem", "ZHIYUAN_WECHATPAY_PUBLIC_KEY_ID": "PUB_KEY_ID_0114232134912410000000000000"})
	half := load(t, map[string]string{"ZHIYUAN_PROFILE": "production"})
	noSecret := load(t, map[string]string{"ZHIYUAN_PROFILE": "production",
		"ZHIYUAN_SMS_URL": "https://sms.example.com/send", "ZHIYUAN_SMS_KEY": "secret"})
	for name := range roles {
		cfg, err := roleConfig(t, service(t, prod, name))
		if err != nil || cfg.Profile != "production" || cfg.SMSURL != "https://sms.example.com/send" || cfg.SMSKey != "secret" {
			t.Errorf("%s with production variables: profile %q, SMS %q, err %v", name, cfg.Profile, cfg.SMSURL, err)
		}
		if _, err := roleConfig(t, service(t, noSecret, name)); err == nil {
			t.Errorf("%s starts in production with the compose file's public code secret", name)
		}
		if _, err := roleConfig(t, service(t, half, name)); err == nil {
			t.Errorf("%s starts in production without an SMS provider", name)
		}
	}
}

func TestOnlyWebPublishesAPort(t *testing.T) {
	p := load(t, nil)
	for _, s := range p.Services {
		if s.Name != "web" && len(s.Ports) > 0 {
			t.Errorf("%s publishes %v; only web may", s.Name, s.Ports)
		}
	}
	ports := service(t, p, "web").Ports
	if len(ports) != 1 || ports[0].Target != 8080 || ports[0].Published != appPort {
		t.Errorf("web publishes %+v, want 8080:8080", ports)
	}
}

func TestHealthchecksAndStartOrder(t *testing.T) {
	p := load(t, nil)
	healthy := func(name string) bool {
		hc := p.Services[name].HealthCheck
		return hc != nil && !hc.Disable && len(hc.Test) > 0
	}
	for _, s := range p.Services {
		oneShot := s.Name == "migrate"
		if oneShot && (s.Restart != "no" || healthy(s.Name)) {
			t.Errorf("migrate: restart %q, healthcheck %v; want a one-shot job", s.Restart, s.HealthCheck)
		}
		if !oneShot && (!healthy(s.Name) || (s.Restart != "unless-stopped" && s.Restart != "always")) {
			t.Errorf("%s: restart %q, healthcheck %v; want a restarted service with a healthcheck", s.Name, s.Restart, s.HealthCheck)
		}
		if roles[s.Name] != "" && !oneShot &&
			!slices.Contains(s.HealthCheck.Test, "http://127.0.0.1:"+appPort+"/readyz") {
			t.Errorf("%s healthcheck %v does not ask /readyz", s.Name, s.HealthCheck.Test)
		}
		for dep, d := range s.DependsOn {
			switch {
			case p.Services[dep].Name == "":
				t.Errorf("%s depends on %s, which does not exist", s.Name, dep)
			case d.Condition == types.ServiceConditionHealthy && !healthy(dep):
				t.Errorf("%s waits for %s to be healthy, but it has no healthcheck", s.Name, dep)
			case d.Condition == types.ServiceConditionCompletedSuccessfully && dep != "migrate":
				t.Errorf("%s waits for %s to complete, but it is not a one-shot job", s.Name, dep)
			case d.Condition != types.ServiceConditionHealthy && d.Condition != types.ServiceConditionCompletedSuccessfully:
				t.Errorf("%s depends on %s with condition %q; want healthy or completed", s.Name, dep, d.Condition)
			}
		}
	}
	direct := map[string][]string{
		"migrate":     {"postgres", "elasticsearch"},
		"command-api": {"postgres", "elasticsearch", "migrate"},
		"query-api":   {"postgres", "elasticsearch", "migrate"},
		"projector":   {"postgres", "elasticsearch", "migrate", "kafka"},
		"relay":       {"postgres", "elasticsearch", "migrate", "kafka"},
		"web":         {"command-api", "query-api"},
	}
	for name, deps := range direct {
		for _, dep := range deps {
			if _, ok := service(t, p, name).DependsOn[dep]; !ok {
				t.Errorf("%s does not wait for %s", name, dep)
			}
		}
	}
	for name := range roles {
		if name != "migrate" && !after(p, name, "migrate", map[string]bool{}) {
			t.Errorf("%s may start before migrate has completed", name)
		}
	}
}

// after reports whether from (transitively) waits for to; it also fails on
// a dependency cycle, which compose would refuse.
func after(p *types.Project, from, to string, seen map[string]bool) bool {
	if seen[from] {
		return false
	}
	seen[from] = true
	for dep := range p.Services[from].DependsOn {
		if dep == to || after(p, dep, to, seen) {
			return true
		}
	}
	return false
}

func TestAPIsScale(t *testing.T) {
	p := load(t, nil)
	for _, name := range []string{"command-api", "query-api"} {
		s := service(t, p, name)
		if s.GetScale() < 2 {
			t.Errorf("%s runs %d replica(s); show it scaling with at least 2", name, s.GetScale())
		}
	}
	for _, s := range p.Services {
		if s.ContainerName != "" {
			t.Errorf("%s sets container_name, which stops it from scaling", s.Name)
		}
	}
}

func TestOperationsGuideCoversConfigAndRoles(t *testing.T) {
	doc := readFile(t, filepath.Join("docs", "OPERATIONS.md"))
	for _, k := range sorted(configVars(t)) {
		if !strings.Contains(doc, "`"+k+"`") {
			t.Errorf("docs/OPERATIONS.md does not document %s", k)
		}
	}
	for name := range roles {
		if !strings.Contains(doc, "`"+name+"`") {
			t.Errorf("docs/OPERATIONS.md does not describe the %s role", name)
		}
	}
	for _, cmd := range []string{"projections status", "projections rebuild", "config show", "config set", "config section"} {
		if !strings.Contains(doc, cmd) {
			t.Errorf("docs/OPERATIONS.md does not explain `zhiyuan %s`", cmd)
		}
	}
}

// composeSubnet is the one subnet of the compose network the roles share.
func composeSubnet(t *testing.T, p *types.Project) string {
	t.Helper()
	n, ok := p.Networks["default"]
	if !ok || n.Ipam.Config == nil || len(n.Ipam.Config) != 1 {
		t.Fatal("the compose file fixes no subnet for its default network")
	}
	return n.Ipam.Config[0].Subnet
}
