package expert

import (
	"context"
	"errors"
	"strings"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Apply files (or, while it waits or after a rejection, refiles) the caller's application.
func (s *Service) Apply(ctx context.Context, meta events.Metadata, phone string, p events.ExpertProfile) (command.Result, error) {
	if meta.ActorUserID == "" {
		return command.Result{}, apperr.LoginRequired()
	}
	p, err := cleanProfile(p)
	if err != nil {
		return command.Result{}, err
	}
	if phone = strings.TrimSpace(phone); !phonePattern.MatchString(phone) {
		return command.Result{}, apperr.Invalid("请填写正确的手机号，平台审核时与你联系")
	}
	id := events.ExpertID(meta.ActorUserID)
	x, err := s.load(ctx, id)
	if err != nil {
		return command.Result{}, err
	}
	if x.state == events.ExpertStateApproved || x.state == events.ExpertStateSuspended {
		return command.Result{}, apperr.Conflict("你已入驻，请在工作台“修改资料”中提交修改，审核通过后生效")
	}
	return s.append(ctx, meta, id, x.version, events.ExpertApplied{ID: id, UserID: meta.ActorUserID, Phone: phone, Profile: p})
}

// Revise submits the caller's revised profile, as a listed (or suspended) expert, at the
// version they read (0: the current one). Families keep reading the approved profile until a
// reviewer approves the revision; a second revision while one waits replaces it.
func (s *Service) Revise(ctx context.Context, meta events.Metadata, version int, p events.ExpertProfile) (command.Result, error) {
	if meta.ActorUserID == "" {
		return command.Result{}, apperr.LoginRequired()
	}
	p, err := cleanProfile(p)
	if err != nil {
		return command.Result{}, err
	}
	id := events.ExpertID(meta.ActorUserID)
	x, err := s.own(ctx, meta, id)
	if err != nil {
		return command.Result{}, err
	}
	if x.state != events.ExpertStateApproved && x.state != events.ExpertStateSuspended {
		return command.Result{}, apperr.Forbidden("入驻审核通过后才能提交资料修改；审核前请直接修改申请后重新提交")
	}
	if version > 0 && version != x.version {
		return command.Result{}, apperr.StaleVersion()
	}
	if sameProfile(p, x.profile) {
		return command.Result{}, apperr.Invalid("资料与展示中的一致，没有需要审核的修改")
	}
	return s.append(ctx, meta, id, x.version, events.ExpertRevisionSubmitted{ID: id, Profile: p})
}

// ReturnRevision returns an expert's waiting revision with the reason they read; the listed
// profile stays as it was.
func (s *Service) ReturnRevision(ctx context.Context, meta events.Metadata, id string, version int, reason string) (command.Result, error) {
	x, err := s.reviewable(ctx, meta, id, version)
	if err != nil {
		return command.Result{}, err
	}
	if reason, err = command.Reason(reason, "退回"); err != nil {
		return command.Result{}, err
	}
	if x.revision == nil {
		return command.Result{}, apperr.Conflict("这位专家没有待审核的资料修改")
	}
	return s.append(ctx, meta, id, x.version, events.ExpertRevisionReturned{ID: id, Reason: reason})
}

// Approve lists an applicant with the profile as the reviewer saw it (they may correct it
// first); on an approved expert it saves the operator's corrections, which is also how a
// waiting revision (as the console shows it) is approved. The claims check runs again here,
// so the console never lists a refused phrase.
func (s *Service) Approve(ctx context.Context, meta events.Metadata, id string, version int, p events.ExpertProfile) (command.Result, error) {
	x, err := s.reviewable(ctx, meta, id, version)
	if err != nil {
		return command.Result{}, err
	}
	if x.state != events.ExpertStatePending && x.state != events.ExpertStateApproved {
		return command.Result{}, apperr.Conflict("只有待审核或已入驻的专家可以通过审核")
	}
	if p, err = cleanProfile(p); err != nil {
		return command.Result{}, err
	}
	return s.append(ctx, meta, id, x.version, events.ExpertApproved{ID: id, Profile: p})
}

// Reject returns a waiting application with the reason.
func (s *Service) Reject(ctx context.Context, meta events.Metadata, id string, version int, reason string) (command.Result, error) {
	x, err := s.reviewable(ctx, meta, id, version)
	if err != nil {
		return command.Result{}, err
	}
	if reason, err = command.Reason(reason, "不通过"); err != nil {
		return command.Result{}, err
	}
	if x.state != events.ExpertStatePending {
		return command.Result{}, apperr.Conflict("只有待审核的申请可以退回")
	}
	return s.append(ctx, meta, id, x.version, events.ExpertRejected{ID: id, Reason: reason})
}

// Suspend hides an approved expert; their existing bookings stand.
func (s *Service) Suspend(ctx context.Context, meta events.Metadata, id string, version int, reason string) (command.Result, error) {
	x, err := s.reviewable(ctx, meta, id, version)
	if err != nil {
		return command.Result{}, err
	}
	if reason, err = command.Reason(reason, "暂停"); err != nil {
		return command.Result{}, err
	}
	if x.state != events.ExpertStateApproved {
		return command.Result{}, apperr.Conflict("只有已入驻的专家可以暂停")
	}
	return s.append(ctx, meta, id, x.version, events.ExpertSuspended{ID: id, Reason: reason})
}

// Restore lists a suspended expert again.
func (s *Service) Restore(ctx context.Context, meta events.Metadata, id string, version int) (command.Result, error) {
	x, err := s.reviewable(ctx, meta, id, version)
	if err != nil {
		return command.Result{}, err
	}
	if x.state != events.ExpertStateSuspended {
		return command.Result{}, apperr.Conflict("只有已暂停的专家可以恢复")
	}
	return s.append(ctx, meta, id, x.version, events.ExpertRestored{ID: id})
}

// reviewable checks the reviewer's role and loads the expert at the version they saw.
func (s *Service) reviewable(ctx context.Context, meta events.Metadata, id string, version int) (*expert, error) {
	if err := s.roles.Need(ctx, meta.ActorUserID, events.RoleReviewer); err != nil {
		return nil, err
	}
	x, err := s.existing(ctx, id)
	if err != nil {
		return nil, err
	}
	if version > 0 && version != x.version {
		return nil, apperr.StaleVersion()
	}
	return x, nil
}

func (s *Service) append(ctx context.Context, meta events.Metadata, id string, version int, evs ...events.Event) (command.Result, error) {
	stream := events.ExpertStream(id)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: version, Events: evs})
	if errors.Is(err, events.ErrConflict) {
		return command.Result{}, apperr.StaleVersion()
	}
	return command.ResultOf(res, stream), err
}
