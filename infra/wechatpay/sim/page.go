package sim

import (
	_ "embed"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/infra/wechatpay"
)

//go:embed page.html
var pageHTML string

var pageTmpl = template.Must(template.New("page").Funcs(template.FuncMap{
	"yuan":  func(fen int64) string { return fmt.Sprintf("%d.%02d", fen/100, fen%100) },
	"clock": func(t time.Time) string { return t.In(beijing.Zone).Format("2006-01-02 15:04:05") },
	"stateName": func(v OrderView) string {
		if v.Expired {
			return "已过期（未支付）"
		}
		return stateNames[v.State]
	},
	"act": func(action, label, no string, single bool) map[string]any {
		return map[string]any{"Action": action, "Label": label, "OutTradeNo": no, "Single": single}
	},
}).Parse(pageHTML))

var stateNames = map[string]string{
	wechatpay.TradeNotPay:   "未支付",
	wechatpay.TradeSuccess:  "支付成功",
	wechatpay.TradePayError: "支付失败",
	wechatpay.TradeClosed:   "已关闭",
	wechatpay.TradeRefund:   "已退款/退款中",
}

type pageData struct {
	Orders []OrderView
	Single bool
	Error  string
}

// servePage serves the development page; every link and form is relative so
// it works under any mount prefix.
func (s *Simulator) servePage(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == "/" && r.Method == http.MethodGet:
		s.render(w, http.StatusOK, pageData{Orders: s.Orders()})
	case r.URL.Path == "/pay" && r.Method == http.MethodGet:
		s.renderOrder(w, r.URL.Query().Get("out_trade_no"), "")
	case r.URL.Path == "/notice" && r.Method == http.MethodPost:
		s.handOver(w, r)
	case r.Method == http.MethodPost && (r.URL.Path == "/pay" || r.URL.Path == "/fail" || r.URL.Path == "/expire"):
		s.act(w, r)
	default:
		http.NotFound(w, r)
	}
}

func (s *Simulator) act(w http.ResponseWriter, r *http.Request) {
	no := r.PostFormValue("out_trade_no")
	var err error
	switch r.URL.Path {
	case "/pay":
		err = s.Pay(no)
	case "/fail":
		err = s.Fail(no)
	case "/expire":
		err = s.Expire(no)
	}
	back := r.PostFormValue("back") == "order"
	if err != nil {
		status := actionStatus(err)
		if back {
			s.renderOrder(w, no, "操作失败："+err.Error())
		} else {
			s.render(w, status, pageData{Orders: s.Orders(), Error: "操作失败：" + err.Error()})
		}
		return
	}
	// Relative Location: resolved by the browser against the mounted URL,
	// unlike http.Redirect, which would resolve it against the stripped path.
	loc := "./"
	if back {
		loc = "pay?out_trade_no=" + url.QueryEscape(no)
	}
	w.Header().Set("Location", loc)
	w.WriteHeader(http.StatusSeeOther)
}

// actionStatus answers a refused page action: 404 for an unknown order, 409 for one whose state
// does not allow it.
func actionStatus(err error) int {
	if errors.Is(err, ErrNoOrder) {
		return http.StatusNotFound
	}
	return http.StatusConflict
}

func (s *Simulator) renderOrder(w http.ResponseWriter, no, msg string) {
	d := pageData{Single: true, Error: msg}
	status := http.StatusOK
	if v, ok := s.Order(no); ok {
		d.Orders = []OrderView{v}
	} else {
		status = http.StatusNotFound
	}
	s.render(w, status, d)
}

func (s *Simulator) render(w http.ResponseWriter, status int, d pageData) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	if err := pageTmpl.Execute(w, d); err != nil {
		s.cfg.Logger.Error("wechatpay sim: render page", "err", err)
	}
}
