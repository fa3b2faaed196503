package platform

import (
	"context"
	"time"

	ccontent "zhiyuan/command/content"
	"zhiyuan/command/payment"
	"zhiyuan/events"
	"zhiyuan/infra/wechatpay/sim"
)

// PaymentReactor asks WeChat about orders whose notification has not come, closes expired
// ones and sends refunds. It runs in the processes that serve the command side.
func (p *Platform) PaymentReactor() *payment.Reactor {
	return payment.NewReactor(p.App.Payments, p.MembershipRM, func() events.Metadata { return SystemMeta("payment-reactor") }, p.Log)
}

// RunReactors runs the reactors until the context ends (every 10 s; the development
// profile every 2 s, so the simulator's pages show results at once), each on one replica of
// the command side at a time.
func (p *Platform) RunReactors(ctx context.Context) {
	every := 10 * time.Second
	if p.Config.Dev() {
		every = 2 * time.Second
	}
	// One replica runs each: the others wait as standbys (runOnOne).
	go p.runOnOne(ctx, "payment-reactor", func(ctx context.Context) { p.PaymentReactor().Run(ctx, every) })
	go p.runOnOne(ctx, "content-scheduler", func(ctx context.Context) { p.ContentScheduler().Run(ctx, every) })
}

// ContentScheduler publishes scheduled content when its time comes.
func (p *Platform) ContentScheduler() *ccontent.Scheduler {
	return ccontent.NewScheduler(p.Content, p.ContentRM, func() events.Metadata { return SystemMeta("content-scheduler") }, p.Log)
}

// SetPublicURL names the address WeChat reaches this site at (a test's server, once started).
func (p *Platform) SetPublicURL(url string) { p.pay.notifyURL.Store(url) }

// PaymentSimulator is the local WeChat Pay simulator (nil outside the development profile).
func (p *Platform) PaymentSimulator() *sim.Simulator { return p.pay.sim }
