package httpapi

import (
	"context"
	"strings"
	"time"

	"zhiyuan/command/card"
	"zhiyuan/events/apperr"
	qmembership "zhiyuan/query/membership"
)

func productOptions(a *App, c *Call) (any, error) { return a.Members.ProductOptions(c.Ctx) }

// buyer is who a public product call quotes end dates for: a signed-in user with their
// profile's exam province and year, else a visitor (an expired token reads as one).
func buyer(a *App, c *Call) (qmembership.Buyer, error) {
	if c.Token == "" {
		return qmembership.Buyer{}, nil
	}
	s, err := a.Auth.Authenticate(c.Ctx, c.Token)
	if err != nil {
		return qmembership.Buyer{}, nil
	}
	c.UserID = s.UserID
	waitFor(a, c, "profiles")
	waitFor(a, c, "membership")
	info, err := a.Users.GetUserStudent(c.Ctx, s.UserID)
	b := qmembership.Buyer{UserID: s.UserID}
	if err == nil && info.UserScore != nil {
		b.ProvinceID, b.ExamYear = info.UserScore.ExamProvinceId, info.UserScore.ExamYear
	}
	return b, nil
}

func productList(a *App, c *Call) (any, error) {
	b, err := buyer(a, c)
	if err != nil {
		return nil, err
	}
	return a.Members.ProductList(c.Ctx, b)
}

func productDetail(a *App, c *Call) (any, error) {
	var in struct{ ProductId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	b, err := buyer(a, c)
	if err != nil {
		return nil, err
	}
	return a.Members.ProductDetail(c.Ctx, strings.TrimSpace(in.ProductId), b)
}

// paymentStart adds what the page shows to the command's answer.
type paymentStart struct {
	OrderNo, CodeUrl, ProductName, AmountText string
	Amount                                    int64
	ExpireAt                                  time.Time
	DevPayUrl                                 string `json:",omitempty"`
	Position                                  int64
}

func wechatQRCodePay(a *App, c *Call) (any, error) {
	var in struct{ ProductId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	s, err := a.Payments.Create(c.Ctx, c.Meta, c.UserID, strings.TrimSpace(in.ProductId))
	if err != nil {
		return nil, err
	}
	out := paymentStart{OrderNo: s.OrderNo, CodeUrl: s.CodeUrl, ProductName: s.ProductName, Amount: s.Amount,
		AmountText: qmembership.Yuan(s.Amount), ExpireAt: s.ExpireAt, Position: s.Position}
	if a.DevPayURL != "" {
		out.DevPayUrl = a.DevPayURL + "?out_trade_no=" + s.OrderNo
	}
	return out, nil
}

func paymentStatus(a *App, c *Call) (any, error) {
	var in struct{ OrderNo string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "orders")
	o, pos, err := a.Members.PaymentStatusAt(c.Ctx, c.UserID, strings.TrimSpace(in.OrderNo))
	if err == nil && o.State == "PAID" {
		// The payment and its grant are one append: once the grant is projected, the login
		// status that follows shows the rights.
		ctx, cancel := context.WithTimeout(c.Ctx, waitBound)
		a.Waiter.WaitFor(ctx, "membership", pos)
		cancel()
	}
	return o, err
}

func myOrders(a *App, c *Call) (any, error) {
	waitFor(a, c, "orders")
	return a.Members.MyOrders(c.Ctx, c.UserID)
}

func cardDetail(a *App, c *Call) (any, error) {
	var in struct{ CardNo string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "cards")
	return a.Members.CardDetail(c.Ctx, c.UserID, card.Normalize(in.CardNo))
}

// myCards lists the caller's activated cards; an activation appends the card and its grant
// together, so both read models are waited for at the same position.
func myCards(a *App, c *Call) (any, error) {
	waitFor(a, c, "cards")
	waitFor(a, c, "membership")
	return a.Members.MyCards(c.Ctx, c.UserID)
}

func activationCard(a *App, c *Call) (any, error) {
	var in struct {
		CardNo, CardPwd string
		captchaFields
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	r, err := a.Cards.Redeem(c.Ctx, c.Meta, c.UserID, card.Redeem{CardNo: in.CardNo, CardPwd: in.CardPwd,
		CaptchaId: in.CaptchaId, CaptchaCode: in.CaptchaCode})
	if err == nil {
		a.Waiter.WaitFor(c.Ctx, "membership", r.Position)
	}
	return r, err
}

// loginData is the login data with the rights and products the user holds now.
func loginData(a *App, c *Call, userID, token string) (any, error) {
	d, err := a.Users.LoginData(c.Ctx, userID, token)
	if err != nil {
		return nil, err
	}
	if d.RightsList, err = a.Members.RightsList(c.Ctx, userID); err != nil {
		return nil, err
	}
	d.UserProductList, err = a.Members.Products(c.Ctx, userID)
	return d, err
}

func getUserProducts(a *App, c *Call) (any, error) {
	waitFor(a, c, "membership")
	return a.Members.Products(c.Ctx, c.UserID)
}

// gate refuses a members-only query call to a user without its right. The calls are on a
// wish table: the family it is shared with use the owner's membership. A table the caller
// cannot see (yet) is refused too: letting it through would let a table projected a moment
// later answer without the right.
func gate(a *App, c *Call, path string) error {
	g, ok := membersOnly[path]
	if !ok {
		return nil
	}
	waitFor(a, c, "membership")
	has, err := a.Members.Has(c.Ctx, c.UserID, g.right)
	if err != nil || has {
		return err
	}
	var in struct{ TableId string }
	if c.Bind(&in) == nil && in.TableId != "" {
		owner, err := a.Wishes.OwnerOf(c.Ctx, strings.TrimSpace(in.TableId), c.UserID)
		if err != nil {
			return err
		}
		if owner != "" && owner != c.UserID {
			if has, err = a.Members.Has(c.Ctx, owner, g.right); err != nil || has {
				return err
			}
		}
	}
	return apperr.MembersOnly(g.message, g.right)
}
