package wishtable_test

import (
	"context"
	"slices"
	"testing"

	"zhiyuan/command/wishtable"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// A unit holds only majors it offers: its plan's when a plan names it, else names of the
// national catalogue. A refusal says why in Chinese and changes nothing.
func TestMajorsMustBeOffered(t *testing.T) {
	ctx := context.Background()
	offers := &plans{year: 2026, majors: map[string][]string{unit(1).Key: {"软件工程", "临床医学（5年制）", "计算机类(含计算机科学与技术、软件工程)"}}}
	f := newFamilyWith(t, paid{"owner": true}, 0, offers)
	owner := as("owner")
	r, err := f.svc.AddUnit(ctx, owner, wishtable.Edit{TableID: f.table, Version: f.ver}, unit(1), -1)
	if err != nil {
		t.Fatal(err)
	}
	r, err = f.svc.AddUnit(ctx, owner, wishtable.Edit{TableID: f.table, Version: r.Version}, unit(2), -1)
	if err != nil {
		t.Fatal(err)
	}
	v := r.Version
	set := func(key string, majors ...events.WishMajor) error {
		res, err := f.svc.SetMajors(ctx, owner, wishtable.Edit{TableID: f.table, Version: v}, key, majors)
		if err == nil {
			v = res.Version
		}
		return err
	}
	mars := events.WishMajor{Code: "999999", Name: "火星殖民学"}
	for _, c := range []struct {
		key    string
		majors []events.WishMajor
		want   string // "" accepted, else the refusal
	}{
		// unit 1 has a 2026 plan: its majors only
		{unit(1).Key, []events.WishMajor{mars}, "「火星殖民学」不在「测试大学1 专业组201」2026年的招生计划中：请从该志愿计划中的专业里选择"},
		{unit(1).Key, []events.WishMajor{{Name: "软件工程"}, {Name: "哲学"}}, "「哲学」不在「测试大学1 专业组201」2026年的招生计划中：请从该志愿计划中的专业里选择"},
		{unit(1).Key, []events.WishMajor{{Name: "软件工程", Code: "08 09"}}, "专业「软件工程」的代码无效：专业代号为不超过10位的数字或字母，可不填"},
		{unit(1).Key, []events.WishMajor{{Name: "临床医学（5年制）", Code: "01"}, {Name: "软件工程"}}, ""},
		// unit 2 has no plan: names of the national catalogue, a 专业类 or with the plan's note
		{unit(2).Key, []events.WishMajor{mars}, "「火星殖民学」不是普通高校专业目录中的专业：请按招生计划填写专业名称"},
		{unit(2).Key, []events.WishMajor{{Name: "计算机类"}, {Name: "临床医学(5年制)"}, {Name: "婴幼儿托育服务与管理"}}, ""},
	} {
		before, _ := f.state()
		err := set(c.key, c.majors...)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s %v refused: %v", c.key, c.majors, err)
		case c.want != "":
			if e, ok := apperr.As(err); !ok || e.Code != apperr.CodeInvalid || e.Message != c.want {
				t.Errorf("%s %v: %v, want 400 %s", c.key, c.majors, err, c.want)
			}
			if after, _ := f.state(); !slices.EqualFunc(before, after, sameMajors) {
				t.Errorf("a refused SetMajors changed the table")
			}
		}
	}
	units, _ := f.state()
	if len(units[0].Majors) != 2 || units[0].Majors[0] != (events.WishMajor{Code: "01", Name: "临床医学（5年制）"}) {
		t.Errorf("unit 1 majors: %+v", units[0].Majors)
	}
	// AddUnit with majors is checked the same way.
	u := unit(3)
	u.Majors = []events.WishMajor{mars}
	if _, err := f.svc.AddUnit(ctx, owner, wishtable.Edit{TableID: f.table, Version: v}, u, -1); codeOf(err) != apperr.CodeInvalid {
		t.Errorf("adding a unit with 火星殖民学: %v, want 400", err)
	}
	if units, _ := f.state(); len(units) != 2 {
		t.Errorf("a refused AddUnit added a unit: %d units", len(units))
	}
}

func sameMajors(a, b events.WishUnit) bool { return a.Key == b.Key && slices.Equal(a.Majors, b.Majors) }
