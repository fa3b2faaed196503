// Package platform wires the adapters and use cases into a running process,
// from configuration taken from the environment.
package platform

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"zhiyuan/infra/httpapi"
)

// Config is everything a process needs to know, read from ZHIYUAN_* variables.
type Config struct {
	Addr        string // ZHIYUAN_ADDR, default 127.0.0.1:8080
	DataDir     string // ZHIYUAN_DATA_DIR, default ./var
	DatabaseURL string // ZHIYUAN_DATABASE_URL; empty = start the private Postgres under DataDir
	// Profile (ZHIYUAN_PROFILE): development or production. Unset, it is
	// development on a loopback address and production anywhere else.
	Profile string
	// DevOnNetwork (ZHIYUAN_DEV_ON_NETWORK=1) lets the development profile
	// listen beyond loopback, on a private network one has asked for.
	DevOnNetwork bool
	// AdminAddr (ZHIYUAN_ADMIN_ADDR) serves /metrics, /dev/sms and /admin
	// apart from the public listener (listen.go).
	AdminAddr    string
	Bus          string   // ZHIYUAN_BUS: postgres (default) or kafka
	KafkaBrokers []string // ZHIYUAN_KAFKA_BROKERS, comma separated
	Search       string   // ZHIYUAN_SEARCH: bleve (default) or elasticsearch
	ElasticURL   string   // ELASTICSEARCH_URL
	WebDir       string   // ZHIYUAN_WEB_DIR, default ./web/dist
	CommandURL   string   // ZHIYUAN_COMMAND_URL (web gateway role)
	QueryURL     string   // ZHIYUAN_QUERY_URL (web gateway role)
	SMSURL       string   // ZHIYUAN_SMS_URL: the SMS provider's HTTP endpoint (production)
	SMSKey       string   // ZHIYUAN_SMS_KEY
	// CodeSecret (ZHIYUAN_CODE_SECRET, at least 32 bytes) keys the stored SMS
	// code hashes; empty in the embedded default: one is kept under DataDir.
	CodeSecret string
	// TrustedProxies (ZHIYUAN_TRUSTED_PROXIES, networks) may name the client in
	// X-Forwarded-For: the gateway's network, never the open internet.
	TrustedProxies httpapi.TrustedProxies
	// CardSecret (ZHIYUAN_CARD_SECRET, at least 32 bytes) keys the activation cards' secret
	// hashes; empty in the embedded default: one is kept under DataDir.
	CardSecret string
	// PublicURL (ZHIYUAN_PUBLIC_URL) is the site as WeChat reaches it: the payment
	// notifications go to PublicURL + /api/Payment/WechatNotify. Default http://Addr.
	PublicURL string
	WeChatPay WeChatPay
	Chat      ChatModel
	// NoContentReview (ZHIYUAN_CONTENT_REVIEW=off) lets an editor publish without a
	// reviewer's approval (a one-person site); by default every revision is reviewed.
	NoContentReview bool
	// SkipContent leaves the shipped articles, help answers and notices out of the log.
	SkipContent bool
	// SkipCatalog leaves the shipped catalogue out of the log (tests that do not read it).
	SkipCatalog bool
	// SkipAdmission leaves the shipped admission data out of the log (tests that do not read it).
	SkipAdmission bool
}

func env(key, def string) string {
	if v := strings.TrimSpace(os.Getenv(key)); v != "" {
		return v
	}
	return def
}

// FromEnv reads the configuration and checks it.
func FromEnv() (Config, error) {
	c := Config{
		Addr: env("ZHIYUAN_ADDR", "127.0.0.1:8080"), DataDir: env("ZHIYUAN_DATA_DIR", "./var"),
		DatabaseURL: env("ZHIYUAN_DATABASE_URL", ""), Profile: env("ZHIYUAN_PROFILE", ""),
		DevOnNetwork: env("ZHIYUAN_DEV_ON_NETWORK", "") == "1", AdminAddr: env("ZHIYUAN_ADMIN_ADDR", ""),
		Bus: env("ZHIYUAN_BUS", "postgres"), Search: env("ZHIYUAN_SEARCH", "bleve"),
		ElasticURL: env("ELASTICSEARCH_URL", ""), WebDir: env("ZHIYUAN_WEB_DIR", "./web/dist"),
		CommandURL: env("ZHIYUAN_COMMAND_URL", ""), QueryURL: env("ZHIYUAN_QUERY_URL", ""),
		SMSURL: env("ZHIYUAN_SMS_URL", ""), SMSKey: env("ZHIYUAN_SMS_KEY", ""), CodeSecret: env("ZHIYUAN_CODE_SECRET", ""),
		CardSecret: env("ZHIYUAN_CARD_SECRET", ""), PublicURL: env("ZHIYUAN_PUBLIC_URL", ""), WeChatPay: weChatPayFromEnv(), Chat: chatModelFromEnv(),
		NoContentReview: env("ZHIYUAN_CONTENT_REVIEW", "on") == "off",
	}
	if c.Profile == "" {
		c.Profile = defaultProfile(c.Addr)
	}
	if env("ZHIYUAN_TRUST_PROXY", "") != "" {
		return c, fmt.Errorf("ZHIYUAN_TRUST_PROXY is gone: name the gateway's networks in ZHIYUAN_TRUSTED_PROXIES (for example 127.0.0.0/8 or 172.16.0.0/12)")
	}
	trusted, err := httpapi.ParseTrustedProxies(env("ZHIYUAN_TRUSTED_PROXIES", ""))
	if err != nil {
		return c, err
	}
	c.TrustedProxies = trusted
	if b := env("ZHIYUAN_KAFKA_BROKERS", ""); b != "" {
		c.KafkaBrokers = strings.Split(b, ",")
	}
	abs, err := filepath.Abs(c.DataDir)
	if err != nil {
		return c, err
	}
	c.DataDir = abs
	return c, c.Validate()
}

// devSecretPrefix marks the compose file's development code secret, which is
// public and refused in production.
const devSecretPrefix = "development-only"

// Validate refuses configurations that would run wrongly, with the reason.
func (c Config) Validate() error {
	switch {
	case c.Profile != "development" && c.Profile != "production":
		return fmt.Errorf("ZHIYUAN_PROFILE must be development or production, not %q", c.Profile)
	case c.Bus != "postgres" && c.Bus != "kafka":
		return fmt.Errorf("ZHIYUAN_BUS must be postgres or kafka, not %q", c.Bus)
	case c.Bus == "kafka" && len(c.KafkaBrokers) == 0:
		return fmt.Errorf("ZHIYUAN_BUS=kafka needs ZHIYUAN_KAFKA_BROKERS")
	case c.Search != "bleve" && c.Search != "elasticsearch":
		return fmt.Errorf("ZHIYUAN_SEARCH must be bleve or elasticsearch, not %q", c.Search)
	case c.Search == "elasticsearch" && c.ElasticURL == "":
		return fmt.Errorf("ZHIYUAN_SEARCH=elasticsearch needs ELASTICSEARCH_URL")
	case c.Profile == "development" && !Loopback(c.Addr) && !c.DevOnNetwork:
		return fmt.Errorf("the development profile shows every SMS code at /dev/sms: listen on a loopback address "+
			"(ZHIYUAN_ADDR=127.0.0.1:8080), or set ZHIYUAN_DEV_ON_NETWORK=1 on a private network, not %s", c.Addr)
	case c.CodeSecret != "" && len(c.CodeSecret) < minSecret:
		return fmt.Errorf("ZHIYUAN_CODE_SECRET must be at least %d bytes (for example: openssl rand -hex 32)", minSecret)
	case c.Profile == "production" && strings.HasPrefix(c.CodeSecret, devSecretPrefix):
		return fmt.Errorf("ZHIYUAN_CODE_SECRET is the compose file's development value: set a real one (openssl rand -hex 32)")
	case c.Profile == "production" && c.DatabaseURL != "" && c.CodeSecret == "":
		return fmt.Errorf("the production profile on a shared database needs ZHIYUAN_CODE_SECRET (every process that checks SMS codes shares it; for example: openssl rand -hex 32)")
	case c.Profile == "production" && (c.SMSURL == "" || c.SMSKey == ""):
		return fmt.Errorf("the production profile needs a real SMS provider: set ZHIYUAN_SMS_URL and ZHIYUAN_SMS_KEY")
	case c.CardSecret != "" && len(c.CardSecret) < minSecret:
		return fmt.Errorf("ZHIYUAN_CARD_SECRET must be at least %d bytes (for example: openssl rand -hex 32)", minSecret)
	case c.Profile == "production" && strings.HasPrefix(c.CardSecret, devSecretPrefix):
		return fmt.Errorf("ZHIYUAN_CARD_SECRET is the compose file's development value: set a real one (openssl rand -hex 32)")
	case c.Profile == "production" && c.DatabaseURL != "" && c.CardSecret == "":
		return fmt.Errorf("the production profile on a shared database needs ZHIYUAN_CARD_SECRET (the processes that issue and activate cards share it; for example: openssl rand -hex 32)")
	}
	if c.Profile == "production" {
		return c.WeChatPay.validate(c.PublicURL)
	}
	return nil
}

// Dev reports the development profile (local SMS store and /dev/sms).
func (c Config) Dev() bool { return c.Profile == "development" }
