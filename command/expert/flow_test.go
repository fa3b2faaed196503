package expert_test

import (
	"context"
	"testing"

	"zhiyuan/command/expert"
	"zhiyuan/events/apperr"
)

// A family's cancellation opens the slot for others, the expert's closes it, a move frees the
// old slot, and a cancelled booking no longer counts towards the family's limit.
func TestBookingFlow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	book := func(svc *expert.Service, user, slot string) (string, error) {
		out, err := svc.Book(ctx, as(user), expert.BookIn{ExpertID: eid, SlotID: slot, Name: "张家长", Phone: "13900000001"})
		return out.BookingID, err
	}
	must := func(t *testing.T, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	refused := func(t *testing.T, err error, want string) {
		t.Helper()
		if e, ok := apperr.As(err); !ok || e.Message != want {
			t.Fatalf("error %v, want %q", err, want)
		}
	}
	for _, c := range []struct {
		name string
		run  func(t *testing.T, svc *expert.Service)
	}{
		{name: "the family cancels: another family books the slot", run: func(t *testing.T, svc *expert.Service) {
			id, err := book(svc, family, "s1")
			must(t, err)
			_, err = svc.Cancel(ctx, as(family), id, "")
			must(t, err)
			_, err = book(svc, other, "s1")
			must(t, err)
		}},
		{name: "the expert cancels: the slot is closed", run: func(t *testing.T, svc *expert.Service) {
			id, err := book(svc, family, "s1")
			must(t, err)
			_, err = svc.Cancel(ctx, as(expertUser), id, "临时出差")
			must(t, err)
			_, err = book(svc, other, "s1")
			refused(t, err, "专家已关闭这个时段，请选择其他时段")
		}},
		{name: "a move frees the old slot and holds the new", run: func(t *testing.T, svc *expert.Service) {
			id, err := book(svc, family, "s1")
			must(t, err)
			_, err = svc.Move(ctx, as(family), id, "s2")
			must(t, err)
			_, err = book(svc, other, "s2")
			refused(t, err, "这个时段刚被其他家长预约了，请选择其他时段")
			_, err = book(svc, other, "s1")
			must(t, err)
		}},
		{name: "a cancelled booking no longer counts: with this expert, nor towards three", run: func(t *testing.T, svc *expert.Service) {
			id, err := book(svc, family, "s1")
			must(t, err)
			_, err = book(svc, family, "s2")
			refused(t, err, "你已预约这位专家的一个时段：如需换时间，请在“我的预约”中改期")
			_, err = svc.Cancel(ctx, as(family), id, "")
			must(t, err)
			_, err = book(svc, family, "s2")
			must(t, err)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			sc, svc := newService(t)
			sc.Given(t, expertStream, listed(s1, s2)...)
			// Two bookings with other experts: one more fits under the limit of three.
			sc.Given(t, familyStream, held(expertB+"-x", expertB, bj(2026, 12, 12, 10, 0)),
				held(expertC+"-x", expertC, bj(2026, 12, 13, 10, 0)))
			c.run(t, svc)
		})
	}
}
