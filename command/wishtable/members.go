package wishtable

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

var phonePattern = regexp.MustCompile(`^1[3-9][0-9]{9}$`)

func checkRole(role string) error {
	if role == RoleEditor || role == RoleCommenter || role == RoleViewer {
		return nil
	}
	return apperr.Invalid("权限须为 editor（可编辑）、commenter（可备注）或 viewer（仅查看）")
}

// shareTries bounds the tries of a sharing command: it takes no version, so a lost race (an
// edit or another sharing change landing between its read and its append) is judged again
// against the fresh table; each lost try is someone else's write.
const shareTries = 50

const msgShareBusy = "志愿表正被多人同时修改，共享设置未保存，请稍后再试"

// membership runs a sharing command. Sharing does not touch the list, so it takes no version:
// it is checked against the table it loaded and tried again when anything lands in between.
// With ownerOnly, the owner check comes first, then the paid right (when right is not "").
func (s *Service) membership(ctx context.Context, meta events.Metadata, tableID string, ownerOnly bool, right string,
	decide func(t *table) ([]events.Event, error)) (command.Result, error) {
	entitled := right == ""
	return command.Retry(ctx, shareTries, msgShareBusy, func() (command.Result, error) {
		t, err := s.load(ctx, tableID, 0)
		if err != nil {
			return command.Result{}, err
		}
		role := t.roleOf(meta.ActorUserID)
		if ownerOnly && t.exists() && role != "" && role != RoleOwner {
			return command.Result{}, apperr.Forbidden("只有志愿表的创建者可以管理共享")
		}
		if ownerOnly && (!t.exists() || role == "") {
			return command.Result{}, errNoTable
		}
		if !entitled { // once: only the owner is asked to pay, never a member asking to share
			if err := s.need(ctx, meta.ActorUserID, right, msgShare); err != nil {
				return command.Result{}, err
			}
			entitled = true
		}
		if t.exists() && t.deleted {
			return command.Result{}, apperr.Invalid("志愿表已删除，恢复后才能共享")
		}
		evs, err := decide(t)
		if err != nil || len(evs) == 0 {
			return command.Result{Version: t.version}, err
		}
		return s.append(ctx, meta, events.Append{StreamID: events.WishTableStream(tableID), ExpectedVersion: t.version, Events: evs})
	})
}

const msgShare = "与家人协作是会员功能：开通会员后可把志愿表共享给家人一起修改"

// ShareByPhone gives the account registered with a phone number a role on the table.
func (s *Service) ShareByPhone(ctx context.Context, meta events.Metadata, tableID, phone, role string) (command.Result, error) {
	if err := checkRole(role); err != nil {
		return command.Result{}, err
	}
	phone = strings.TrimSpace(phone)
	if !phonePattern.MatchString(phone) {
		return command.Result{}, apperr.Invalid("请输入正确的手机号")
	}
	counted := false
	return s.membership(ctx, meta, tableID, true, events.RightShare, func(t *table) ([]events.Event, error) {
		if !counted { // once, not again when the table's append is retried
			if err := s.countLookup(ctx, meta, tableID); err != nil {
				return nil, err
			}
			counted = true
		}
		env, _, _, err := s.store.LastOfType(ctx, events.PhoneStream(phone), events.PhoneClaimed{}.EventType())
		if err != nil {
			return nil, err
		}
		if env == nil {
			return nil, apperr.NotFound("该手机号尚未注册：请对方先注册，或改用邀请链接")
		}
		ev, err := s.registry.Decode(*env)
		if err != nil {
			return nil, err
		}
		return t.grant(ev.(events.PhoneClaimed).UserID, role, "phone", "")
	})
}

// grant adds or changes a member within MaxMembers.
func (t *table) grant(userID, role, via, linkID string) ([]events.Event, error) {
	if userID == t.created.OwnerID {
		return nil, apperr.Invalid("这是你自己的志愿表")
	}
	old, member := t.members[userID]
	if member && old == role && via != "link" {
		return nil, nil
	}
	if !member && len(t.members) >= MaxMembers {
		return nil, apperr.TooMany(fmt.Sprintf("每张志愿表最多共享给%d人", MaxMembers))
	}
	return []events.Event{events.WishMemberSet{TableID: t.created.TableID, UserID: userID, Role: role, Via: via, LinkID: linkID}}, nil
}

// Link is a new invitation: the code is shown once and only its hash is kept.
type Link struct {
	command.Result
	LinkID    string
	Token     string // tableID.linkID.code, what the invitation URL carries
	ExpiresAt time.Time
}

// CreateLink makes a one-time invitation link with a role, valid for hours (default 72, at most 168).
func (s *Service) CreateLink(ctx context.Context, meta events.Metadata, tableID, role string, hours int) (Link, error) {
	if err := checkRole(role); err != nil {
		return Link{}, err
	}
	life := LinkLifetime
	if hours != 0 {
		life = time.Duration(hours) * time.Hour
		if hours < 1 || life > maxLinkLife {
			return Link{}, apperr.Invalid("邀请链接有效期须为1到168小时")
		}
	}
	linkID, code := newCode()[:8], newCode()
	expires := s.now().Add(life).Truncate(time.Second)
	res, err := s.membership(ctx, meta, tableID, true, events.RightShare, func(t *table) ([]events.Event, error) {
		open := 0
		for _, l := range t.links {
			if !l.used && !l.revoked && l.expires.After(s.now()) {
				open++
			}
		}
		if open >= MaxOpenLinks {
			return nil, apperr.TooMany(fmt.Sprintf("未使用的邀请链接最多%d个，请先撤销不用的链接", MaxOpenLinks))
		}
		return []events.Event{events.WishLinkCreated{TableID: tableID, LinkID: linkID, CodeHash: codeHash(code),
			Role: role, ExpiresAt: expires.Unix()}}, nil
	})
	if err != nil {
		return Link{}, err
	}
	return Link{Result: res, LinkID: linkID, Token: tableID + "." + linkID + "." + code, ExpiresAt: expires}, nil
}

var errBadLink = apperr.Invalid("邀请链接无效、已使用或已过期，请向志愿表的创建者要一个新链接")

// JoinByLink makes the actor a member with the link's role; the link then stops working.
func (s *Service) JoinByLink(ctx context.Context, meta events.Metadata, token string) (Created, error) {
	parts := strings.Split(strings.TrimSpace(token), ".")
	if len(parts) != 3 || !validID(parts[0]) {
		return Created{}, errBadLink
	}
	tableID, linkID, code := parts[0], parts[1], parts[2]
	res, err := s.membership(ctx, meta, tableID, false, "", func(t *table) ([]events.Event, error) {
		l := t.links[linkID]
		if !t.exists() || l == nil || l.used || l.revoked || !l.expires.After(s.now()) || l.hash != codeHash(code) {
			return nil, errBadLink
		}
		if t.roleOf(meta.ActorUserID) == RoleOwner {
			return nil, apperr.Invalid("这是你自己的志愿表")
		}
		return t.grant(meta.ActorUserID, l.role, "link", linkID)
	})
	return Created{Result: res, TableID: tableID}, err
}

// RevokeLink stops an unused link.
func (s *Service) RevokeLink(ctx context.Context, meta events.Metadata, tableID, linkID string) (command.Result, error) {
	return s.membership(ctx, meta, tableID, true, "", func(t *table) ([]events.Event, error) {
		l := t.links[linkID]
		if l == nil {
			return nil, apperr.NotFound("没有这个邀请链接")
		}
		if l.used || l.revoked {
			return nil, nil
		}
		return []events.Event{events.WishLinkRevoked{TableID: tableID, LinkID: linkID}}, nil
	})
}

// SetRole changes a member's role.
func (s *Service) SetRole(ctx context.Context, meta events.Metadata, tableID, userID, role string) (command.Result, error) {
	if err := checkRole(role); err != nil {
		return command.Result{}, err
	}
	return s.membership(ctx, meta, tableID, true, "", func(t *table) ([]events.Event, error) {
		if _, ok := t.members[userID]; !ok {
			return nil, apperr.NotFound("此人不是该志愿表的成员")
		}
		return t.grant(userID, role, "role", "")
	})
}

// RemoveMember revokes a member at once (the owner), or lets a member leave (退出共享,
// themselves). Leaving again, or after the owner revoked the share, says so and changes nothing;
// anyone else who was never on the table learns nothing about it.
func (s *Service) RemoveMember(ctx context.Context, meta events.Metadata, tableID, userID string) (command.Result, error) {
	self := userID == meta.ActorUserID
	return s.membership(ctx, meta, tableID, !self, "", func(t *table) ([]events.Event, error) {
		if _, ok := t.members[userID]; !ok {
			if self && t.former[userID] {
				return nil, errLeft
			}
			if self && t.roleOf(userID) == "" {
				return nil, errNoTable
			}
			return nil, apperr.NotFound("此人不是该志愿表的成员")
		}
		return []events.Event{events.WishMemberRemoved{TableID: tableID, UserID: userID}}, nil
	})
}

var errLeft = apperr.NotFound("你已不是这张志愿表的共享成员，无需再次退出")
