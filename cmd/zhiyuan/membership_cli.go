package main

import (
	"context"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command/card"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/platform"
)

const membershipUsage = `用法:
  zhiyuan products list
  zhiyuan products save -code VIP_YEAR -name 名称 -price 9900 -days 366 -rights WISH_TABLES,WISH_SHARE,WISH_SIMULATE,WISH_EXPORT [-desc 说明] [-sort N] [-off]
  zhiyuan products save -code VIP_FILLING_SEASON -name 名称 -price 9900 -kind season -rights …（到买家高考当年录取结束，不用 -days）
  zhiyuan cards issue -product VIP_YEAR -count 100 -expires 2027-09-01 -out cards.csv [-note 备注]
  zhiyuan cards list | cards export BATCH | cards void BATCH -reason 原因
  zhiyuan orders list [-state NOTPAY|PAID|CLOSED|MISMATCH|REFUNDING|REFUNDED] | orders mismatches | orders refund ORDERNO -reason 原因
  zhiyuan members give USERID PRODUCT -reason 原因`

// runMembership is the operators' commands for products, cards, orders and grants. Each is
// a command (events, with "cli" as the actor) or a read of the read models; a running
// embedded server is asked through its admin endpoint (it owns the database).
func runMembership(log *slog.Logger, area string, args []string) error {
	if len(args) == 0 {
		return errors.New(membershipUsage)
	}
	q := url.Values{"area": {area}, "op": {args[0]}}
	fs := flag.NewFlagSet(area+" "+args[0], flag.ContinueOnError)
	for _, name := range []string{"code", "name", "price", "kind", "days", "rights", "desc", "sort", "product", "count", "expires",
		"out", "note", "reason", "state"} {
		fs.String(name, "", "")
	}
	fs.Bool("off", false, "")
	rest := args[1:]
	var positional []string
	for len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
		positional, rest = append(positional, rest[0]), rest[1:]
	}
	if err := fs.Parse(rest); err != nil {
		return errors.New(membershipUsage)
	}
	fs.Visit(func(f *flag.Flag) { q.Set(f.Name, f.Value.String()) })
	q["arg"] = positional
	if area == "cards" && args[0] == "issue" {
		if q.Get("out") == "" {
			return errors.New("cards issue 须给出 -out 文件：卡密只在发卡时出现一次")
		}
		var issued card.Issued
		if done, err := callRunningServer("/admin/membership", q, &issued); done || err != nil {
			if err != nil {
				return err
			}
			return writeCards(q.Get("out"), issued)
		}
	} else {
		var out any
		if done, err := callRunningServer("/admin/membership", q, &out); done || err != nil {
			return printJSON(out, err)
		}
	}
	return withPlatform(log, func(ctx context.Context, p *platform.Platform) error {
		res, err := membershipOp(ctx, p, q)
		if err == nil && q.Get("out") != "" {
			if issued, ok := res.(card.Issued); ok {
				return writeCards(q.Get("out"), issued)
			}
		}
		return printJSON(res, err)
	})
}

// membershipOp runs one operator command (the CLI and the admin endpoint share it).
func membershipOp(ctx context.Context, p *platform.Platform, q url.Values) (any, error) {
	meta := platform.SystemMeta("cli")
	arg := func(i int) string {
		if i < len(q["arg"]) {
			return q["arg"][i]
		}
		return ""
	}
	num := func(k string) int { n, _ := strconv.Atoi(q.Get(k)); return n }
	switch q.Get("area") + " " + q.Get("op") {
	case "products list":
		return p.Membership.Products(ctx)
	case "products save":
		price, _ := strconv.ParseInt(q.Get("price"), 10, 64)
		var rights []string
		if q.Get("rights") != "" {
			rights = strings.Split(q.Get("rights"), ",")
		}
		return p.Membership.SaveProduct(ctx, meta, events.ProductSaved{Code: q.Get("code"), Name: q.Get("name"),
			Description: q.Get("desc"), Price: price, Kind: q.Get("kind"), Days: num("days"), Rights: rights, OnSale: q.Get("off") != "true", Sort: num("sort")})
	case "cards issue":
		expires, err := time.ParseInLocation("2006-01-02", q.Get("expires"), beijing.Zone)
		if err != nil {
			return nil, apperr.Invalid("-expires 须为日期，例如 2027-09-01")
		}
		return p.App.Cards.Issue(ctx, meta, q.Get("product"), num("count"), expires.Add(24*time.Hour-time.Second), q.Get("note"))
	case "cards list":
		return p.MembershipRM.Batches(ctx)
	case "cards export":
		return p.MembershipRM.BatchCards(ctx, arg(0))
	case "cards void":
		return nil, p.App.Cards.Void(ctx, meta, arg(0), q.Get("reason"))
	case "orders list":
		return p.MembershipRM.OrdersInState(ctx, q.Get("state"), 200)
	case "orders mismatches":
		return p.MembershipRM.OrdersInState(ctx, "MISMATCH", 200)
	case "orders refund":
		return p.App.Payments.RequestRefund(ctx, meta, arg(0), q.Get("reason"))
	case "members give":
		return p.Membership.Give(ctx, meta, arg(0), arg(1), q.Get("reason"))
	}
	return nil, apperr.Invalid(membershipUsage)
}

// writeCards writes the printable batch (0600): the only copy of the secrets.
func writeCards(path string, b card.Issued) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("%s: %w (不会覆盖已有文件)", path, err)
	}
	w := csv.NewWriter(f)
	_ = w.Write([]string{"卡号", "卡密", "商品", "有效天数", "激活截止", "批次"})
	for _, c := range b.Cards {
		_ = w.Write([]string{card.PrintNumber(c.Number), card.PrintSecret(c.Secret), b.ProductName, cardDays(b.CardBatchIssued),
			b.ExpiresAt.In(beijing.Zone).Format("2006-01-02"), b.BatchID})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return err
	}
	fmt.Printf("批次 %s：%d 张卡已写入 %s（卡密只此一份，请妥善保管）\n", b.BatchID, len(b.Cards), path)
	return f.Close()
}

// cardDays is what a printed card says it lasts.
func cardDays(b events.CardBatchIssued) string {
	if b.Kind == events.ProductBySeason {
		return "至高考当年录取结束"
	}
	return strconv.Itoa(b.Days)
}
