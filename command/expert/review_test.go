package expert_test

import (
	"context"
	"strings"
	"testing"

	"zhiyuan/command/expert"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Given the expert's stream, when a reviewer takes a step of the review, then this event or
// this error: only reviewers (and admins) review, at the version they saw, in the states each
// step allows, with a reason where the expert must read one.
func TestReview(t *testing.T) {
	t.Parallel()
	corrected := with(func(p *events.ExpertProfile) { p.Title = "高中生涯规划教师（一级）" })
	revision := events.ExpertRevisionSubmitted{ID: eid, Profile: corrected}
	suspended := events.ExpertSuspended{ID: eid, Reason: "投诉核查"}
	approve := func(p events.ExpertProfile) func(*expert.Service, events.Metadata, string, int) error {
		return func(s *expert.Service, m events.Metadata, id string, v int) error {
			_, err := s.Approve(context.Background(), m, id, v, p)
			return err
		}
	}
	reject := func(reason string) func(*expert.Service, events.Metadata, string, int) error {
		return func(s *expert.Service, m events.Metadata, id string, v int) error {
			_, err := s.Reject(context.Background(), m, id, v, reason)
			return err
		}
	}
	suspend := func(reason string) func(*expert.Service, events.Metadata, string, int) error {
		return func(s *expert.Service, m events.Metadata, id string, v int) error {
			_, err := s.Suspend(context.Background(), m, id, v, reason)
			return err
		}
	}
	restore := func(s *expert.Service, m events.Metadata, id string, v int) error {
		_, err := s.Restore(context.Background(), m, id, v)
		return err
	}
	returnRevision := func(reason string) func(*expert.Service, events.Metadata, string, int) error {
		return func(s *expert.Service, m events.Metadata, id string, v int) error {
			_, err := s.ReturnRevision(context.Background(), m, id, v, reason)
			return err
		}
	}
	for _, c := range []struct {
		name    string
		actor   string
		id      string // the expert (eid when empty)
		version int
		given   []events.Event
		when    func(s *expert.Service, m events.Metadata, id string, version int) error
		then    []events.Event
		wantErr string
	}{
		{name: "approve an application as corrected", actor: reviewer, given: []events.Event{applied()},
			when: approve(with(func(p *events.ExpertProfile) { p.Title = " 高中生涯规划教师（一级） " })),
			then: []events.Event{events.ExpertApproved{ID: eid, Profile: corrected}}},
		{name: "an admin approves too", actor: admin, given: []events.Event{applied()}, when: approve(profile()),
			then: []events.Event{approved()}},
		{name: "an editor may not", actor: editor, given: []events.Event{applied()}, when: approve(profile()),
			wantErr: "没有操作权限：需要审核角色"},
		{name: "nor the expert", actor: expertUser, given: []events.Event{applied()}, when: approve(profile()),
			wantErr: "没有操作权限：需要审核角色"},
		{name: "at the version seen", actor: reviewer, version: 1, given: []events.Event{applied()}, when: approve(profile()),
			then: []events.Event{approved()}},
		{name: "at a stale version", actor: reviewer, version: 1, given: []events.Event{applied(), applied()},
			when: approve(profile()), wantErr: apperr.StaleVersion().Message},
		{name: "an expert who never applied", actor: reviewer, when: approve(profile()), wantErr: "专家不存在"},
		{name: "not an expert id", actor: reviewer, id: "not-an-id", given: []events.Event{applied()}, when: approve(profile()),
			wantErr: "专家不存在"},
		{name: "approving corrections of a listed expert", actor: reviewer, given: []events.Event{applied(), approved()},
			when: approve(corrected), then: []events.Event{events.ExpertApproved{ID: eid, Profile: corrected}}},
		{name: "approving a waiting revision", actor: reviewer, given: []events.Event{applied(), approved(), revision},
			when: approve(corrected), then: []events.Event{events.ExpertApproved{ID: eid, Profile: corrected}}},
		{name: "approving a rejected application", actor: reviewer,
			given: []events.Event{applied(), events.ExpertRejected{ID: eid, Reason: "资料不实"}}, when: approve(profile()),
			wantErr: "只有待审核或已入驻的专家可以通过审核"},
		{name: "approving a suspended expert", actor: reviewer, given: []events.Event{applied(), approved(), suspended},
			when: approve(profile()), wantErr: "只有待审核或已入驻的专家可以通过审核"},
		{name: "a reviewer's correction is checked for claims too", actor: reviewer, given: []events.Event{applied()},
			when:    approve(with(func(p *events.ExpertProfile) { p.Intro = intro + "独家数据，精准填报。" })),
			wantErr: "介绍中不能出现“精准填报”等教育部明令警示的宣传用语，请删去后再提交"},
		{name: "reject with a reason", actor: reviewer, given: []events.Event{applied()}, when: reject(" 介绍与单位不符 "),
			then: []events.Event{events.ExpertRejected{ID: eid, Reason: "介绍与单位不符"}}},
		{name: "reject without a reason", actor: reviewer, given: []events.Event{applied()}, when: reject("  "),
			wantErr: "请填写不通过原因（不超过 200 个字）"},
		{name: "reject with 201 characters", actor: reviewer, given: []events.Event{applied()},
			when: reject(strings.Repeat("因", 201)), wantErr: "请填写不通过原因（不超过 200 个字）"},
		{name: "reject a listed expert", actor: reviewer, given: []events.Event{applied(), approved()}, when: reject("资料不实"),
			wantErr: "只有待审核的申请可以退回"},
		{name: "reject as an editor", actor: editor, given: []events.Event{applied()}, when: reject("资料不实"),
			wantErr: "没有操作权限：需要审核角色"},
		{name: "suspend a listed expert", actor: reviewer, given: []events.Event{applied(), approved()}, when: suspend("投诉核查"),
			then: []events.Event{suspended}},
		{name: "suspend without a reason", actor: reviewer, given: []events.Event{applied(), approved()}, when: suspend(""),
			wantErr: "请填写暂停原因（不超过 200 个字）"},
		{name: "suspend an applicant", actor: reviewer, given: []events.Event{applied()}, when: suspend("投诉核查"),
			wantErr: "只有已入驻的专家可以暂停"},
		{name: "suspend twice", actor: reviewer, given: []events.Event{applied(), approved(), suspended}, when: suspend("投诉核查"),
			wantErr: "只有已入驻的专家可以暂停"},
		{name: "restore a suspended expert", actor: reviewer, given: []events.Event{applied(), approved(), suspended},
			when: restore, then: []events.Event{events.ExpertRestored{ID: eid}}},
		{name: "restore a listed expert", actor: reviewer, given: []events.Event{applied(), approved()}, when: restore,
			wantErr: "只有已暂停的专家可以恢复"},
		{name: "restore at a stale version", actor: reviewer, version: 2, given: []events.Event{applied(), approved(), suspended},
			when: restore, wantErr: apperr.StaleVersion().Message},
		{name: "return a waiting revision", actor: reviewer, given: []events.Event{applied(), approved(), revision},
			when: returnRevision("职称需附证明"), then: []events.Event{events.ExpertRevisionReturned{ID: eid, Reason: "职称需附证明"}}},
		{name: "return with no revision waiting", actor: reviewer, given: []events.Event{applied(), approved()},
			when: returnRevision("职称需附证明"), wantErr: "这位专家没有待审核的资料修改"},
		{name: "return a revision already approved", actor: reviewer,
			given: []events.Event{applied(), approved(), revision, events.ExpertApproved{ID: eid, Profile: corrected}},
			when:  returnRevision("职称需附证明"), wantErr: "这位专家没有待审核的资料修改"},
		{name: "return a revision already returned", actor: reviewer,
			given: []events.Event{applied(), approved(), revision, events.ExpertRevisionReturned{ID: eid, Reason: "补充证明"}},
			when:  returnRevision("职称需附证明"), wantErr: "这位专家没有待审核的资料修改"},
		{name: "return without a reason", actor: reviewer, given: []events.Event{applied(), approved(), revision},
			when: returnRevision(" "), wantErr: "请填写退回原因（不超过 200 个字）"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			before := history{expertStream: c.given}.give(t, sc)
			id := c.id
			if id == "" {
				id = eid
			}
			err := c.when(svc, as(c.actor), id, c.version)
			check(t, sc, before, as(c.actor), err, c.wantErr, history{expertStream: c.then})
		})
	}
}
