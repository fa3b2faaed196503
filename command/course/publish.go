package course

import (
	"context"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Save stores a revision (an editor's); a new course is created with version 0.
func (s *Service) Save(ctx context.Context, meta events.Metadata, id string, version int, f events.CourseFields) (command.Result, error) {
	if err := s.roles.Need(ctx, meta.ActorUserID, events.RoleEditor, events.RoleReviewer); err != nil {
		return command.Result{}, err
	}
	if !validID.MatchString(id) {
		return command.Result{}, apperr.Invalid("课程编号须为 2–64 位小写字母、数字或连字符")
	}
	f, err := clean(f)
	if err != nil {
		return command.Result{}, err
	}
	c, err := s.load(ctx, id)
	if err != nil {
		return command.Result{}, err
	}
	if version != c.version {
		return command.Result{}, apperr.StaleVersion()
	}
	return s.append(ctx, meta, id, c.version, events.CourseDrafted{ID: id, CourseFields: f})
}

// Publish puts the current revision live. With review on, only a reviewer publishes, and not a
// revision they saved themselves (an admin may).
func (s *Service) Publish(ctx context.Context, meta events.Metadata, id string, version int) (command.Result, error) {
	if err := command.NeedPublisher(ctx, s.roles, meta.ActorUserID, s.Review); err != nil {
		return command.Result{}, err
	}
	c, err := s.existing(ctx, id, version)
	if err != nil {
		return command.Result{}, err
	}
	switch {
	case c.published && c.live:
		return command.Result{}, apperr.Conflict("这一版本已经发布")
	case command.OwnRevision(ctx, s.roles, meta.ActorUserID, c.editedBy, s.Review):
		return command.Result{}, apperr.Forbidden("不能发布自己保存的版本：请另一位审核人发布")
	}
	return s.append(ctx, meta, id, c.version, events.CoursePublished{ID: id, CourseFields: c.fields})
}

// Withdraw takes a live course off the site, with the reason.
func (s *Service) Withdraw(ctx context.Context, meta events.Metadata, id string, version int, reason string) (command.Result, error) {
	if err := s.roles.Need(ctx, meta.ActorUserID, events.RoleReviewer); err != nil {
		return command.Result{}, err
	}
	reason, err := command.Reason(reason, "下线")
	if err != nil {
		return command.Result{}, err
	}
	c, err := s.existing(ctx, id, version)
	if err != nil {
		return command.Result{}, err
	}
	if !c.live {
		return command.Result{}, apperr.Conflict("课程没有上线，无需下线")
	}
	return s.append(ctx, meta, id, c.version, events.CourseWithdrawn{ID: id, Reason: reason})
}
