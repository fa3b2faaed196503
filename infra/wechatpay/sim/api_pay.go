package sim

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"time"

	"zhiyuan/infra/wechatpay"
)

// Character rules from the API reference: out_trade_no 6–32 of [0-9A-Za-z_-|*],
// out_refund_no 1–64 of [0-9A-Za-z_-|*@].
var (
	outTradeNoRe  = regexp.MustCompile(`^[0-9A-Za-z_\-|*]{6,32}$`)
	outRefundNoRe = regexp.MustCompile(`^[0-9A-Za-z_\-|*@]{1,64}$`)
)

type prepayIn struct {
	AppID       string `json:"appid"`
	MchID       string `json:"mchid"`
	Description string `json:"description"`
	OutTradeNo  string `json:"out_trade_no"`
	TimeExpire  string `json:"time_expire"`
	Attach      string `json:"attach"`
	NotifyURL   string `json:"notify_url"`
	Amount      struct {
		Total    int64  `json:"total"`
		Currency string `json:"currency"`
	} `json:"amount"`
}

func (s *Simulator) prepay(w http.ResponseWriter, body []byte) {
	var in prepayIn
	if err := json.Unmarshal(body, &in); err != nil {
		s.apiError(w, http.StatusBadRequest, "PARAM_ERROR", "请求体不是合法的 JSON")
		return
	}
	if code, msg := s.checkPrepay(in); code != "" {
		status := http.StatusBadRequest
		if code == "MCH_NOT_EXISTS" {
			status = http.StatusForbidden
		}
		s.apiError(w, status, code, msg)
		return
	}
	var expire time.Time
	if in.TimeExpire != "" {
		expire, _ = time.Parse(time.RFC3339, in.TimeExpire) // checked above
	}
	now := s.cfg.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	if o, ok := s.orders[in.OutTradeNo]; ok {
		// WeChat's idempotency: same parameters, same answer.
		same := o.appID == in.AppID && o.description == in.Description && o.total == in.Amount.Total &&
			o.notifyURL == in.NotifyURL && o.attach == in.Attach && o.timeExpireRaw == in.TimeExpire
		switch {
		case !same:
			s.apiError(w, http.StatusBadRequest, "INVALID_REQUEST", "订单号重复")
		case o.state == wechatpay.TradeClosed:
			s.apiError(w, http.StatusBadRequest, "ORDER_CLOSED", "订单已关闭")
		case o.state == wechatpay.TradeSuccess || o.state == wechatpay.TradeRefund:
			s.apiError(w, http.StatusBadRequest, "ORDERPAID", "该订单已支付")
		case o.state == wechatpay.TradePayError:
			s.apiError(w, http.StatusBadRequest, "INVALID_REQUEST", "订单支付失败，请使用新的商户订单号下单")
		default:
			s.reply(w, http.StatusOK, map[string]string{"code_url": o.codeURL})
		}
		return
	}
	o := &order{
		appID: in.AppID, mchID: in.MchID, outTradeNo: in.OutTradeNo, description: in.Description,
		notifyURL: in.NotifyURL, attach: in.Attach, total: in.Amount.Total,
		timeExpire: expire, timeExpireRaw: in.TimeExpire, created: now, state: wechatpay.TradeNotPay,
		codeURL: "weixin://wxpay/bizpayurl?pr=" + wechatpay.NewNonce(9),
	}
	s.orders[o.outTradeNo] = o
	s.cfg.Logger.Info("wechatpay sim: order created", "out_trade_no", o.outTradeNo, "total", o.total)
	s.reply(w, http.StatusOK, map[string]string{"code_url": o.codeURL})
}

// checkPrepay returns an error code and message, or "" when in is acceptable.
func (s *Simulator) checkPrepay(in prepayIn) (string, string) {
	switch {
	case in.MchID != s.cfg.MchID:
		return "MCH_NOT_EXISTS", "商户号不存在"
	case in.AppID != s.cfg.AppID:
		return "APPID_MCHID_NOT_MATCH", "appid和mch_id不匹配"
	case in.Description == "" || len(in.Description) > 127:
		return "PARAM_ERROR", "description 必填且不超过127字节"
	case !outTradeNoRe.MatchString(in.OutTradeNo):
		return "PARAM_ERROR", "out_trade_no 须为6-32位数字、大小写字母或_-|*"
	case in.Amount.Total <= 0:
		return "PARAM_ERROR", "amount.total 须为正整数（分）"
	case in.Amount.Currency != "" && in.Amount.Currency != "CNY":
		return "PARAM_ERROR", "amount.currency 仅支持 CNY"
	case len(in.Attach) > 128:
		return "PARAM_ERROR", "attach 不超过128字节"
	}
	if u, err := url.Parse(in.NotifyURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" {
		return "PARAM_ERROR", "notify_url 须为不带参数的完整 URL"
	}
	if in.TimeExpire != "" {
		if _, err := time.Parse(time.RFC3339, in.TimeExpire); err != nil {
			return "PARAM_ERROR", "time_expire 须为 RFC3339 格式"
		}
	}
	return "", ""
}

func (s *Simulator) queryOrder(w http.ResponseWriter, outTradeNo, mchID string) {
	if mchID != s.cfg.MchID {
		s.apiError(w, http.StatusBadRequest, "PARAM_ERROR", "mchid 缺失或与商户号不符")
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[outTradeNo]
	if !ok {
		s.apiError(w, http.StatusNotFound, "ORDER_NOT_EXIST", "订单不存在")
		return
	}
	s.reply(w, http.StatusOK, s.transaction(o))
}

func (s *Simulator) closeOrder(w http.ResponseWriter, outTradeNo string, body []byte) {
	var in struct {
		MchID string `json:"mchid"`
	}
	if json.Unmarshal(body, &in) != nil || in.MchID != s.cfg.MchID {
		s.apiError(w, http.StatusBadRequest, "PARAM_ERROR", "mchid 缺失或与商户号不符")
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[outTradeNo]
	switch {
	case !ok:
		s.apiError(w, http.StatusNotFound, "ORDER_NOT_EXIST", "订单不存在")
	case o.state == wechatpay.TradeSuccess || o.state == wechatpay.TradeRefund:
		s.apiError(w, http.StatusBadRequest, "ORDERPAID", "订单已支付，不能关闭")
	default:
		o.state = wechatpay.TradeClosed // closing twice is fine, as on WeChat
		s.reply(w, http.StatusNoContent, nil)
	}
}
