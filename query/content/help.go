package content

import (
	"context"
	"strings"
	"unicode/utf8"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// HelpItem is one help answer in a list.
type HelpItem struct {
	Id, Title, CategoryName, Summary string
	Top                              bool
}

// HelpDetail is one answer with its sanitised HTML and others of its category.
type HelpDetail struct {
	HelpItem
	Content     string
	RevisedDate string
	Related     []HelpItem
}

// HelpQuery is GetHelpList's body (and Question/GetQuestionInfoList's).
type HelpQuery struct {
	CategoryName string
	Keyword      string
	Paging
}

// HelpList answers a page of help answers: a category's in their order, or those whose title
// or text holds the keyword.
func (h *Handler) HelpList(ctx context.Context, q HelpQuery) (Page[HelpItem], error) {
	q.CategoryName, q.Keyword = strings.TrimSpace(q.CategoryName), strings.TrimSpace(q.Keyword)
	if utf8.RuneCountInString(q.Keyword) > MaxKeyword {
		return Page[HelpItem]{}, apperr.Invalid("关键词不能超过 20 个字")
	}
	offset, limit, index, size := q.bounds()
	rows, total, err := h.rm.LiveList(ctx, Filter{Kind: events.ContentHelp, Category: q.CategoryName, Keyword: q.Keyword,
		Offset: offset, Limit: limit})
	if err != nil {
		return Page[HelpItem]{}, err
	}
	out := Page[HelpItem]{List: helpItems(rows), Total: total, PageIndex: index, PageSize: size}
	return out, nil
}

// HelpTop answers the answers marked as top questions.
func (h *Handler) HelpTop(ctx context.Context) ([]HelpItem, error) {
	rows, _, err := h.rm.LiveList(ctx, Filter{Kind: events.ContentHelp, TopOnly: true, Limit: 20})
	return helpItems(rows), err
}

// HelpDetail answers one help answer.
func (h *Handler) HelpDetail(ctx context.Context, id string) (HelpDetail, error) {
	it, ok, err := h.rm.LiveItem(ctx, events.ContentHelp, strings.TrimSpace(id))
	if err != nil || !ok {
		return HelpDetail{}, orNotFound(err)
	}
	rows, _, err := h.rm.LiveList(ctx, Filter{Kind: events.ContentHelp, Category: it.Category, Limit: 11})
	if err != nil {
		return HelpDetail{}, err
	}
	related := make([]HelpItem, 0, len(rows))
	for _, r := range helpItems(rows) {
		if r.Id != it.ID && len(related) < 10 {
			related = append(related, r)
		}
	}
	return HelpDetail{HelpItem: helpItem(it), Content: it.HTML, RevisedDate: date(it.RevisedAt), Related: related}, nil
}

func helpItems(rows []Live) []HelpItem {
	out := make([]HelpItem, 0, len(rows))
	for _, r := range rows {
		out = append(out, helpItem(r))
	}
	return out
}

func helpItem(r Live) HelpItem {
	return HelpItem{Id: r.ID, Title: r.Title, CategoryName: r.Category, Summary: r.Summary, Top: r.Top}
}

// PageDetail is a content page (/content?code=).
type PageDetail struct {
	Code, Title, Content, RevisedDate string
}

// Page answers a live page by its code.
func (h *Handler) Page(ctx context.Context, code string) (PageDetail, error) {
	it, ok, err := h.rm.LiveByCode(ctx, events.ContentPage, strings.TrimSpace(code))
	if err != nil || !ok {
		return PageDetail{}, orNotFound(err)
	}
	return PageDetail{Code: it.Code, Title: it.Title, Content: it.HTML, RevisedDate: date(it.RevisedAt)}, nil
}
