package content

import (
	"context"
	"strings"

	"github.com/google/uuid"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Saved is a saved revision: the item's id and where it landed.
type Saved struct {
	ID string
	command.Result
}

// Save writes a revision. A new item (id "") gets an id; a page's id is its code, so two
// pages can never share an address. Version is what the editor last saw (0 for a new item):
// a revision saved by someone else meanwhile is a conflict, not silently overwritten.
func (s *Service) Save(ctx context.Context, meta events.Metadata, id string, version int, f events.ContentFields) (Saved, error) {
	if err := s.roles.Need(ctx, meta.ActorUserID, events.RoleEditor, events.RoleReviewer); err != nil {
		return Saved{}, err
	}
	f, err := clean(f)
	if err != nil {
		return Saved{}, err
	}
	if id == "" {
		id = newID(f)
		if it, err := s.load(ctx, id); err != nil || it.version > 0 {
			if err == nil {
				err = apperr.Conflict("页面代码已被使用：" + f.Code)
			}
			return Saved{}, err
		}
		res, err := s.append(ctx, meta, id, 0, events.ContentDrafted{ID: id, ContentFields: f})
		return Saved{ID: id, Result: res}, err
	}
	it, err := s.existing(ctx, id, 0)
	if err != nil {
		return Saved{}, err
	}
	if version != it.version { // a revision needs the version it was written over, always
		return Saved{}, apperr.StaleVersion()
	}
	if it.fields.Kind != f.Kind || (f.Kind == events.ContentPage && it.fields.Code != f.Code) {
		return Saved{}, apperr.Invalid("内容类型和页面代码保存后不能修改：请新建一条")
	}
	res, err := s.append(ctx, meta, id, it.version, events.ContentDrafted{ID: id, ContentFields: f})
	return Saved{ID: id, Result: res}, err
}

func newID(f events.ContentFields) string {
	if f.Kind == events.ContentPage {
		return PageID(f.Code)
	}
	return f.Kind + "-" + strings.ReplaceAll(uuid.NewString(), "-", "")[:12]
}
