package wishtable

import (
	"context"
	"fmt"
	"time"

	"zhiyuan/events/apperr"
)

// AuditLimit is the most rows one operator query answers (newest first).
const AuditLimit = 1000

// Audit answers an operator (never a user): a table's changes, or every change a user made on
// any table, between two times (zero: open), from the audit projection.
type Audit struct {
	Total int
	List  []Change
}

// AuditTable: who changed table T between two times.
func (h *Handler) AuditTable(ctx context.Context, tableID string, from, to time.Time) (*Audit, error) {
	unknown := apperr.NotFound(fmt.Sprintf("没有编号为 %q 的志愿表：请核对编号（WishTable/List 的 TableId）", tableID))
	if !validID(tableID) {
		return nil, unknown
	}
	row, err := h.rm.Table(ctx, tableID)
	if err != nil {
		return nil, err
	}
	if row == nil {
		return nil, unknown
	}
	return h.audit(ctx, HistoryFilter{TableID: tableID, From: from, To: to, Limit: AuditLimit})
}

// AuditUser: every table user U touched (and what they did), between two times.
func (h *Handler) AuditUser(ctx context.Context, userID string, from, to time.Time) (*Audit, error) {
	if userID == "" {
		return nil, apperr.Invalid("请给出用户编号")
	}
	return h.audit(ctx, HistoryFilter{ActorID: userID, From: from, To: to, Limit: AuditLimit})
}

func (h *Handler) audit(ctx context.Context, f HistoryFilter) (*Audit, error) {
	list, total, err := h.rm.History(ctx, f)
	if list == nil {
		list = []Change{}
	}
	return &Audit{Total: total, List: list}, err
}
