package content

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/query/operators"
	"zhiyuan/richtext"
)

// Item is one content item as the console sees it: the current revision and its state.
type Item struct {
	Id, Kind, Code, State, Category, Title, Summary, Body, Source, SourceUrl, Cover, Note string
	CollegeCode                                                                           string
	Provinces                                                                             []int
	Year, Order, Version                                                                  int
	Top, Live                                                                             bool
	ScheduledAt                                                                           *time.Time
	CreatedAt, UpdatedAt                                                                  time.Time
	CreatedBy, UpdatedBy                                                                  string
	Position                                                                              int64 `json:"-"`
}

// Step is one event of an item's history: who did what, when, from where.
type Step struct {
	Version         int
	Type, Actor, IP string
	// The actor as colleagues know them: nickname and masked phone ("" for the system and the CLI).
	ActorNick, ActorPhone string
	At                    time.Time
	Note                  string
}

// Operator is a user with console roles.
type Operator struct {
	UserId    string
	Roles     []string
	UpdatedAt time.Time
}

// ConsoleFilter selects items for the console's lists.
type ConsoleFilter struct {
	Kind, State, Keyword string
	Offset, Limit        int
}

// ConsoleQuery is the console's list request.
type ConsoleQuery struct {
	Kind, State, Keyword string
	Paging
}

var states = []string{events.StateDraft, events.StateReview, events.StateScheduled, events.StatePublished, events.StateWithdrawn}

// Operator answers the caller's roles, or refuses a caller who holds none.
func (h *Handler) Operator(ctx context.Context, userID string) ([]string, error) {
	return operators.Require(ctx, h.rm, userID, "没有访问运营后台的权限")
}

// ConsoleList answers a page of items of every state (operators only).
func (h *Handler) ConsoleList(ctx context.Context, userID string, q ConsoleQuery) (Page[Item], error) {
	if _, err := h.Operator(ctx, userID); err != nil {
		return Page[Item]{}, err
	}
	q.Kind, q.State, q.Keyword = strings.TrimSpace(q.Kind), strings.TrimSpace(q.State), strings.TrimSpace(q.Keyword)
	switch {
	case q.Kind != "" && !slices.Contains(events.ContentKinds, q.Kind):
		return Page[Item]{}, apperr.Invalid("内容类型不正确")
	case q.State != "" && !slices.Contains(states, q.State):
		return Page[Item]{}, apperr.Invalid("状态不正确")
	case utf8.RuneCountInString(q.Keyword) > MaxKeyword:
		return Page[Item]{}, apperr.Invalid("关键词不能超过 20 个字")
	}
	offset, limit, index, size := q.bounds()
	rows, total, err := h.rm.ConsoleList(ctx, ConsoleFilter{Kind: q.Kind, State: q.State, Keyword: q.Keyword, Offset: offset, Limit: limit})
	if err != nil {
		return Page[Item]{}, err
	}
	for i := range rows {
		rows[i].Body = "" // lists carry no bodies
	}
	return Page[Item]{List: rows, Total: total, PageIndex: index, PageSize: size}, nil
}

// ConsoleDetail is one item with its rendered preview and history.
type ConsoleDetail struct {
	Item
	Preview string
	History []Step
}

// ConsoleItem answers one item of any state (operators only).
func (h *Handler) ConsoleItem(ctx context.Context, userID, id string) (ConsoleDetail, error) {
	if _, err := h.Operator(ctx, userID); err != nil {
		return ConsoleDetail{}, err
	}
	it, ok, err := h.rm.ConsoleItem(ctx, strings.TrimSpace(id))
	if err != nil || !ok {
		return ConsoleDetail{}, orNotFound(err)
	}
	steps, err := h.rm.History(ctx, it.Id)
	return ConsoleDetail{Item: it, Preview: richtext.HTML(it.Body), History: steps}, err
}

// Preview renders Markdown as readers would get it (operators only).
func (h *Handler) Preview(ctx context.Context, userID, body string) (string, error) {
	if _, err := h.Operator(ctx, userID); err != nil {
		return "", err
	}
	if utf8.RuneCountInString(body) > 50_000 {
		return "", apperr.Invalid("正文不能超过 50000 个字")
	}
	return richtext.HTML(body), nil
}

// Operators lists the users with console roles (admins only).
func (h *Handler) Operators(ctx context.Context, userID string) ([]Operator, error) {
	roles, err := h.Operator(ctx, userID)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(roles, events.RoleAdmin) {
		return nil, apperr.Forbidden("只有管理员可以查看运营人员")
	}
	return h.rm.Operators(ctx)
}
