// Package audit answers Audit/MyHistory: the signed-in user's own account events.
package audit

import (
	"context"
	"time"

	"zhiyuan/events/apperr"
)

type Entry struct {
	Time         time.Time
	Type         string
	TypeName     string
	Summary      string
	ActorUserId  string
	TerminalType string
	ClientIP     string
}

type Page struct {
	Total int
	List  []Entry
}

type ReadModel interface {
	History(ctx context.Context, userID string, offset, limit int) (Page, error)
}

type Handler struct{ rm ReadModel }

func NewHandler(rm ReadModel) *Handler { return &Handler{rm: rm} }

// MyHistory pages newest first. The user id comes from the session, never from the request.
func (h *Handler) MyHistory(ctx context.Context, userID string, pageIndex, pageSize int) (Page, error) {
	if pageIndex == 0 {
		pageIndex = 1
	}
	if pageSize == 0 {
		pageSize = 10
	}
	if pageIndex < 1 || pageIndex > 10000 {
		return Page{}, apperr.Invalid("页码须为1到10000之间的整数")
	}
	if pageSize != 10 && pageSize != 20 && pageSize != 50 && pageSize != 100 {
		return Page{}, apperr.Invalid("每页条数须为10、20、50或100")
	}
	p, err := h.rm.History(ctx, userID, (pageIndex-1)*pageSize, pageSize)
	if p.List == nil {
		p.List = []Entry{}
	}
	for i := range p.List {
		p.List[i].TypeName = typeNames[p.List[i].Type]
	}
	return p, err
}

// typeNames are the Chinese names of the event types a user's history shows.
var typeNames = map[string]string{
	"account.registered":           "注册",
	"account.login_name_set":       "设置登录名",
	"account.password_changed":     "修改密码",
	"account.session_started":      "登录",
	"account.session_ended":        "退出登录",
	"account.policies_accepted":    "同意协议",
	"loginlink.issued":             "登录链接",
	"profile.student_info_updated": "基本信息",
	"profile.exam_info_updated":    "高考信息",
	"profile.score_updated":        "高考成绩",
}
