package courses

import (
	"context"
	"slices"
	"strings"

	"zhiyuan/events/apperr"
	"zhiyuan/query/operators"
)

// ConsoleIn lists courses by state ("": all) and title keyword.
type ConsoleIn struct {
	State, Keyword      string
	PageIndex, PageSize int
}

// ConsolePage is one page of the console's list.
type ConsolePage struct {
	List      []ConsoleItem
	Total     int
	PageIndex int
	PageSize  int
}

// ConsoleItem is a course in the console: its state and its current revision.
type ConsoleItem struct {
	ConsoleRow
	Course Body
}

// ConsoleList answers every course to an operator.
func (h *Handler) ConsoleList(ctx context.Context, userID string, in ConsoleIn) (ConsolePage, error) {
	if err := h.operator(ctx, userID); err != nil {
		return ConsolePage{}, err
	}
	if !slices.Contains([]string{"", "draft", "published", "withdrawn"}, in.State) {
		return ConsolePage{}, apperr.Invalid("状态不正确")
	}
	index, size := max(in.PageIndex, 1), in.PageSize
	if size < 1 {
		size = 20
	}
	size = min(size, 100)
	index = min(index, 1000)
	rows, total, err := h.rm.Courses(ctx, in.State, strings.TrimSpace(in.Keyword), (index-1)*size, size)
	out := ConsolePage{List: make([]ConsoleItem, 0, len(rows)), Total: total, PageIndex: index, PageSize: size}
	for _, r := range rows {
		out.List = append(out.List, ConsoleItem{ConsoleRow: r, Course: BodyOf(r.Draft)})
	}
	return out, err
}

// ConsoleDetail answers one course with its current revision.
func (h *Handler) ConsoleDetail(ctx context.Context, userID, id string) (ConsoleItem, error) {
	if err := h.operator(ctx, userID); err != nil {
		return ConsoleItem{}, err
	}
	r, ok, err := h.rm.Course(ctx, strings.TrimSpace(id))
	if err != nil {
		return ConsoleItem{}, err
	}
	if !ok {
		return ConsoleItem{}, apperr.NotFound("课程不存在")
	}
	return ConsoleItem{ConsoleRow: r, Course: BodyOf(r.Draft)}, nil
}

func (h *Handler) operator(ctx context.Context, userID string) error {
	_, err := operators.Require(ctx, h.roles, userID, "需要运营人员权限")
	return err
}
