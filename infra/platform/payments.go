package platform

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"zhiyuan/command/payment"
	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/wechatpay"
	"zhiyuan/infra/wechatpay/sim"
)

// payments is the process's payment provider: WeChat Pay with the merchant's credentials in
// production, the local simulator (its own listener, its own keys) in development.
type payments struct {
	gateway   *wechatpay.Gateway
	sim       *sim.Simulator
	simServer *http.Server
	notifyURL atomic.Value // string
	// The platform certificate refresher (certificate mode only).
	stopRefresh context.CancelFunc
	refreshing  sync.WaitGroup
}

// NotifyURL is where WeChat posts to this site.
func (p *payments) NotifyURL() string { return p.notifyURL.Load().(string) + httpapi.NotifyPath }

func openPayments(cfg Config, log *slog.Logger) (*payments, error) {
	p := &payments{}
	public := cfg.PublicURL
	if public == "" {
		public = "http://" + cfg.Addr
	}
	p.notifyURL.Store(strings.TrimRight(public, "/"))
	if cfg.Dev() {
		if err := p.openSimulator(); err != nil {
			return nil, err
		}
		return p, p.refreshCertificates(log)
	}
	m, v, err := merchantOf(cfg.WeChatPay)
	if err != nil {
		return nil, err
	}
	p.gateway = &wechatpay.Gateway{Client: &wechatpay.Client{BaseURL: cfg.WeChatPay.BaseURL, Merchant: m, Verifier: v},
		NotifyURL: p.NotifyURL}
	if cfg.WeChatPay.PlatformCertFile != "" {
		return p, p.refreshCertificates(log)
	}
	return p, nil
}

// refreshCertificates keeps the platform certificates current in certificate mode: WeChat
// rotates them, and a notification signed with a certificate we never downloaded would be
// refused. The configured certificate (or the simulator's) is trusted from the start, so the
// first download runs in the background and startup never waits on the network. Public-key
// mode needs none of this.
func (p *payments) refreshCertificates(log *slog.Logger) error {
	r, err := wechatpay.NewCertificateRefresher(p.gateway.Client, log)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.stopRefresh = cancel
	p.refreshing.Add(1)
	go func() {
		defer p.refreshing.Done()
		r.Run(ctx)
	}()
	return nil
}

// openSimulator starts the simulator on a loopback port of its own, with merchant keys made
// for this run: nothing real is configured or charged.
func (p *payments) openSimulator() error {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return err
	}
	m := wechatpay.Merchant{MchID: "1900000109", AppID: "wxd678efh567hg6787", CertSerial: "5157F09EFDC096DE15EBE81A47057A72",
		PrivateKey: key, APIv3Key: []byte(wechatpay.NewNonce(32))}
	s, err := sim.New(sim.Config{MchID: m.MchID, AppID: m.AppID, APIv3Key: m.APIv3Key, MerchantPublicKey: &key.PublicKey,
		MerchantSerial: m.CertSerial, Duplicates: true})
	if err != nil {
		return err
	}
	v := wechatpay.NewVerifier()
	if _, err := v.AddCertificatePEM(s.PlatformCertificatePEM()); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	p.sim, p.simServer = s, httpapi.NewServer(ln.Addr().String(), s)
	go func() { _ = p.simServer.Serve(ln) }()
	p.gateway = &wechatpay.Gateway{Client: &wechatpay.Client{BaseURL: "http://" + ln.Addr().String(), Merchant: m, Verifier: v},
		NotifyURL: p.NotifyURL}
	return nil
}

func merchantOf(w WeChatPay) (wechatpay.Merchant, *wechatpay.Verifier, error) {
	m := wechatpay.Merchant{MchID: w.MchID, AppID: w.AppID, CertSerial: w.CertSerial, APIv3Key: []byte(w.APIv3Key)}
	pemKey, err := os.ReadFile(w.PrivateKeyFile)
	if err != nil {
		return m, nil, fmt.Errorf("ZHIYUAN_WECHATPAY_PRIVATE_KEY: %w", err)
	}
	if m.PrivateKey, err = wechatpay.ParsePrivateKeyPEM(pemKey); err != nil {
		return m, nil, fmt.Errorf("ZHIYUAN_WECHATPAY_PRIVATE_KEY: %w", err)
	}
	v := wechatpay.NewVerifier()
	if w.PlatformCertFile != "" {
		b, err := os.ReadFile(w.PlatformCertFile)
		if err == nil {
			_, err = v.AddCertificatePEM(b)
		}
		if err != nil {
			return m, nil, fmt.Errorf("ZHIYUAN_WECHATPAY_PLATFORM_CERT: %w", err)
		}
	}
	if w.PlatformPublicKeyFile != "" {
		b, err := os.ReadFile(w.PlatformPublicKeyFile)
		if err == nil {
			err = v.AddPublicKeyPEM(w.PlatformPublicKeyID, b)
		}
		if err != nil {
			return m, nil, fmt.Errorf("ZHIYUAN_WECHATPAY_PUBLIC_KEY: %w", err)
		}
	}
	return m, v, m.Validate()
}

// Parse is the notify endpoint's reader (httpapi.PayNotices): a notification that cannot be
// trusted is refused with the status WeChat expects, nothing stored.
func (p *payments) Parse(h http.Header, body []byte) (payment.Notice, error) {
	n, err := p.gateway.ParseNotice(h, body, time.Now())
	switch {
	case err == nil:
		return n, nil
	case errors.Is(err, wechatpay.ErrSignature), errors.Is(err, wechatpay.ErrSignatureEncoding),
		errors.Is(err, wechatpay.ErrUnknownSerial), errors.Is(err, wechatpay.ErrTimestamp),
		errors.Is(err, wechatpay.ErrMissingHeader), errors.Is(err, wechatpay.ErrCertificateExpired):
		return n, &httpapi.NoticeError{Status: http.StatusUnauthorized, Message: err.Error()}
	}
	return n, &httpapi.NoticeError{Status: http.StatusBadRequest, Message: err.Error()}
}

func (p *payments) close() {
	if p.stopRefresh != nil {
		p.stopRefresh()
		p.refreshing.Wait()
	}
	if p.simServer != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		_ = p.simServer.Shutdown(ctx)
		cancel()
	}
	if p.sim != nil {
		p.sim.Close()
	}
}
