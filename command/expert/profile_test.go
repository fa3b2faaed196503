package expert_test

import (
	"context"
	"strings"
	"testing"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// with is the fixture's profile changed by f.
func with(f func(p *events.ExpertProfile)) events.ExpertProfile {
	p := profile()
	f(&p)
	return p
}

// Given the caller's expert stream, when they apply, then this application or this error: the
// profile is cleaned and checked (no claim the Ministry warns against), once listed they revise instead.
func TestApply(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name    string
		actor   string
		given   []events.Event
		phone   string
		profile events.ExpertProfile
		then    []events.Event
		wantErr string
	}{
		{name: "a first application", actor: expertUser, phone: "13800000001", profile: profile(),
			then: []events.Event{applied()}},
		{name: "trimmed, provinces sorted", actor: expertUser, phone: " 13800000001 ",
			profile: with(func(p *events.ExpertProfile) {
				p.Name, p.Org, p.Provinces = " 王老师 ", "广州市第六中学\n", []int{44, 11}
			}),
			then: []events.Event{events.ExpertApplied{ID: eid, UserID: expertUser, Phone: "13800000001",
				Profile: with(func(p *events.ExpertProfile) { p.Provinces = []int{11, 44} })}}},
		{name: "an uploaded photo", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Photo = "/uploads/wang-2026.jpg" }),
			then: []events.Event{events.ExpertApplied{ID: eid, UserID: expertUser, Phone: "13800000001",
				Profile: with(func(p *events.ExpertProfile) { p.Photo = "/uploads/wang-2026.jpg" })}}},
		{name: "a waiting application is filed again", actor: expertUser, given: []events.Event{applied()},
			phone: "13800000002", profile: profile(),
			then: []events.Event{events.ExpertApplied{ID: eid, UserID: expertUser, Phone: "13800000002", Profile: profile()}}},
		{name: "a rejected applicant applies again", actor: expertUser,
			given: []events.Event{applied(), events.ExpertRejected{ID: eid, Reason: "介绍过于简单"}}, phone: "13800000001",
			profile: profile(), then: []events.Event{applied()}},
		{name: "a listed expert revises instead", actor: expertUser, given: []events.Event{applied(), approved()},
			phone: "13800000001", profile: profile(), wantErr: "你已入驻，请在工作台“修改资料”中提交修改，审核通过后生效"},
		{name: "so does a suspended one", actor: expertUser,
			given: []events.Event{applied(), approved(), events.ExpertSuspended{ID: eid, Reason: "投诉核查"}},
			phone: "13800000001", profile: profile(), wantErr: "你已入驻，请在工作台“修改资料”中提交修改，审核通过后生效"},
		{name: "not logged in", phone: "13800000001", profile: profile(), wantErr: apperr.LoginRequired().Message},
		{name: "a bad phone", actor: expertUser, phone: "1380000000", profile: profile(),
			wantErr: "请填写正确的手机号，平台审核时与你联系"},
		{name: "a one-character name", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Name = " 王 " }), wantErr: "姓名须为 2–20 个字"},
		{name: "a 21-character name", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Name = strings.Repeat("王", 21) }), wantErr: "姓名须为 2–20 个字"},
		{name: "no title", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Title = "  " }), wantErr: "请填写身份或职称（不超过 30 个字）"},
		{name: "a 31-character title", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Title = strings.Repeat("师", 31) }), wantErr: "请填写身份或职称（不超过 30 个字）"},
		{name: "no organisation", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Org = "" }), wantErr: "请填写所在单位（不超过 50 个字）"},
		{name: "61 years", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Years = 61 }), wantErr: "从业年限须在 0 到 60 年之间"},
		{name: "negative years", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Years = -1 }), wantErr: "从业年限须在 0 到 60 年之间"},
		{name: "a 29-character introduction", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Intro = strings.Repeat("介", 29) }), wantErr: "个人介绍须为 30–2000 个字"},
		{name: "no specialty", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Specialties = nil }), wantErr: "请选择 1–5 项擅长领域"},
		{name: "six specialties", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) {
				p.Specialties = []string{"志愿填报", "新高考选科", "生涯规划", "强基计划", "综合评价", "艺术类"}
			}),
			wantErr: "请选择 1–5 项擅长领域"},
		{name: "a specialty not on the list", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Specialties = []string{"志愿填报", "留学申请"} }),
			wantErr: "擅长领域须从列表中选择：" + strings.Join(expertSpecialties(), "、")},
		{name: "a specialty twice", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Specialties = []string{"志愿填报", "志愿填报"} }),
			wantErr: "擅长领域须从列表中选择：" + strings.Join(expertSpecialties(), "、")},
		{name: "a photo from elsewhere", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Photo = "https://example.com/a.jpg" }), wantErr: "照片须为本站上传的图片"},
		{name: "an unknown province", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Provinces = []int{44, 99} }), wantErr: "省份代码不正确：99"},
		{name: "a province twice", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Provinces = []int{44, 44} }), wantErr: "省份代码不正确：44"},
		{name: "包录取 spaced out", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Intro = intro + "签约服务，包 录 取！" }),
			wantErr: "介绍中不能出现“包录取”等教育部明令警示的宣传用语，请删去后再提交"},
		{name: "100%录取 in full-width digits", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Intro = intro + "往届学员１００％录取。" }),
			wantErr: "介绍中不能出现“100%录取”等教育部明令警示的宣传用语，请删去后再提交"},
		{name: "内部数据 in the title", actor: expertUser, phone: "13800000001",
			profile: with(func(p *events.ExpertProfile) { p.Title = "掌握内部数据的规划师" }),
			wantErr: "介绍中不能出现“内部数据”等教育部明令警示的宣传用语，请删去后再提交"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			before := history{expertStream: c.given}.give(t, sc)
			_, err := svc.Apply(context.Background(), as(c.actor), c.phone, c.profile)
			check(t, sc, before, as(c.actor), err, c.wantErr, history{expertStream: c.then})
		})
	}
}

func expertSpecialties() []string {
	return []string{"志愿填报", "新高考选科", "生涯规划", "强基计划", "综合评价", "艺术类", "体育类", "高职专科", "军警院校", "中外合作办学", "升学心理"}
}

// A listed (or suspended) expert submits a revision at the version they read; one that reads
// as the listed profile is refused.
func TestRevise(t *testing.T) {
	t.Parallel()
	revised := with(func(p *events.ExpertProfile) { p.Title = "高级生涯规划师"; p.Years = 13 })
	second := with(func(p *events.ExpertProfile) { p.Specialties = []string{"志愿填报", "强基计划"} })
	for _, c := range []struct {
		name    string
		actor   string
		given   []events.Event
		version int
		profile events.ExpertProfile
		then    []events.Event
		wantErr string
	}{
		{name: "a listed expert", actor: expertUser, given: []events.Event{applied(), approved()}, profile: revised,
			then: []events.Event{events.ExpertRevisionSubmitted{ID: eid, Profile: revised}}},
		{name: "at the version read", actor: expertUser, given: []events.Event{applied(), approved()}, version: 2,
			profile: revised, then: []events.Event{events.ExpertRevisionSubmitted{ID: eid, Profile: revised}}},
		{name: "at a stale version", actor: expertUser, given: []events.Event{applied(), approved()}, version: 1,
			profile: revised, wantErr: apperr.StaleVersion().Message},
		{name: "a suspended expert", actor: expertUser,
			given:   []events.Event{applied(), approved(), events.ExpertSuspended{ID: eid, Reason: "投诉核查"}},
			profile: revised, then: []events.Event{events.ExpertRevisionSubmitted{ID: eid, Profile: revised}}},
		{name: "a second revision replaces the waiting one", actor: expertUser,
			given:   []events.Event{applied(), approved(), events.ExpertRevisionSubmitted{ID: eid, Profile: revised}},
			profile: second, then: []events.Event{events.ExpertRevisionSubmitted{ID: eid, Profile: second}}},
		{name: "the listed profile does not withdraw a waiting revision", actor: expertUser,
			given:   []events.Event{applied(), approved(), events.ExpertRevisionSubmitted{ID: eid, Profile: revised}},
			profile: profile(), wantErr: "资料与展示中的一致，没有需要审核的修改"},
		{name: "the listed profile again", actor: expertUser, given: []events.Event{applied(), approved()},
			profile: profile(), wantErr: "资料与展示中的一致，没有需要审核的修改"},
		{name: "the listed profile with spaces and provinces reordered", actor: expertUser,
			given:   []events.Event{applied(), events.ExpertApproved{ID: eid, Profile: with(func(p *events.ExpertProfile) { p.Provinces = []int{11, 44} })}},
			profile: with(func(p *events.ExpertProfile) { p.Name, p.Provinces = "王老师 ", []int{44, 11} }),
			wantErr: "资料与展示中的一致，没有需要审核的修改"},
		{name: "a waiting applicant", actor: expertUser, given: []events.Event{applied()}, profile: revised,
			wantErr: "入驻审核通过后才能提交资料修改；审核前请直接修改申请后重新提交"},
		{name: "a rejected applicant", actor: expertUser,
			given: []events.Event{applied(), events.ExpertRejected{ID: eid, Reason: "资料不实"}}, profile: revised,
			wantErr: "入驻审核通过后才能提交资料修改；审核前请直接修改申请后重新提交"},
		{name: "never applied", actor: expertUser, profile: revised, wantErr: "你还没有申请入驻"},
		{name: "not logged in", given: []events.Event{applied(), approved()}, profile: revised,
			wantErr: apperr.LoginRequired().Message},
		{name: "a banned claim", actor: expertUser, given: []events.Event{applied(), approved()},
			profile: with(func(p *events.ExpertProfile) { p.Intro = intro + "保过！" }),
			wantErr: "介绍中不能出现“保过”等教育部明令警示的宣传用语，请删去后再提交"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			before := history{expertStream: c.given}.give(t, sc)
			_, err := svc.Revise(context.Background(), as(c.actor), c.version, c.profile)
			check(t, sc, before, as(c.actor), err, c.wantErr, history{expertStream: c.then})
		})
	}
}
