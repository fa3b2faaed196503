package expert_test

import (
	"reflect"
	"sort"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command/expert"
	"zhiyuan/command/operator"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// The people of these tests: an expert, two families, and the operators' console.
const (
	expertUser = "u-expert"
	family     = "u-family"
	other      = "u-other"
	reviewer   = "u-reviewer"
	admin      = "u-admin"
	editor     = "u-editor"
)

const intro = "从事高考志愿填报指导十二年，熟悉广东新高考政策与各批次录取规则，帮助过数百个家庭。"

var (
	eid          = events.ExpertID(expertUser)
	expertStream = events.ExpertStream(eid)
	familyStream = events.BookingsStream(family)
	otherStream  = events.BookingsStream(other)
	// December 2026: families prepare for the 2027 exam (09:00 in Beijing, 01:00 UTC).
	december2026 = time.Date(2026, 12, 7, 9, 0, 0, 0, beijing.Zone)
)

func as(user string) events.Metadata { return events.Metadata{ActorUserID: user, ClientIP: "10.0.0.1"} }

// bj is a time in Beijing, as the log stores it (UTC).
func bj(year int, month time.Month, day, hour, minute int) time.Time {
	return time.Date(year, month, day, hour, minute, 0, 0, beijing.Zone).UTC()
}

func profile() events.ExpertProfile {
	return events.ExpertProfile{Name: "王老师", Title: "高中生涯规划教师", Org: "广州市第六中学", Years: 12, Intro: intro,
		Specialties: []string{"志愿填报", "生涯规划"}, Provinces: []int{44}}
}

func applied() events.ExpertApplied {
	return events.ExpertApplied{ID: eid, UserID: expertUser, Phone: "13800000001", Profile: profile()}
}

func approved() events.ExpertApproved { return events.ExpertApproved{ID: eid, Profile: profile()} }

// Slots of the listed expert, seen from 09:00 on 7 December 2026 in Beijing.
var (
	s1       = events.ExpertSlot{ID: "s1", Start: bj(2026, 12, 20, 10, 0), Minutes: 60, Mode: "video"}
	s2       = events.ExpertSlot{ID: "s2", Start: bj(2026, 12, 21, 10, 0), Minutes: 30, Mode: "phone"}
	s3       = events.ExpertSlot{ID: "s3", Start: bj(2026, 12, 22, 10, 0), Minutes: 30, Mode: "phone"}
	soon     = events.ExpertSlot{ID: "soon", Start: bj(2026, 12, 7, 10, 30), Minutes: 30, Mode: "video"} // in 1.5 hours
	today    = events.ExpertSlot{ID: "today", Start: bj(2026, 12, 7, 15, 0), Minutes: 30, Mode: "video"} // in 6 hours
	past     = events.ExpertSlot{ID: "past", Start: bj(2026, 12, 1, 10, 0), Minutes: 60, Mode: "video"}
	nextYear = events.ExpertSlot{ID: "jan", Start: bj(2027, 1, 10, 10, 0), Minutes: 60, Mode: "video"}
)

// listed is an approved expert with slots open.
func listed(slots ...events.ExpertSlot) []events.Event {
	return []events.Event{applied(), approved(), events.ExpertSlotsOpened{ID: eid, Slots: slots}}
}

func booked(bookingID, slotID, user string) events.ExpertSlotBooked {
	return events.ExpertSlotBooked{ID: eid, SlotID: slotID, BookingID: bookingID, UserID: user, Name: "张家长",
		Phone: "13900000001"}
}

func held(bookingID, expertID string, start time.Time) events.BookingHeld {
	return events.BookingHeld{BookingID: bookingID, ExpertID: expertID, Start: start}
}

// newService is the service on a fresh log, with the operators' roles granted and the clock
// in December 2026.
func newService(t *testing.T) (eventlogtest.Scenario, *expert.Service) {
	t.Helper()
	sc := eventlogtest.NewScenario(t)
	for user, role := range map[string]string{reviewer: events.RoleReviewer, admin: events.RoleAdmin, editor: events.RoleEditor} {
		sc.Given(t, events.OperatorStream(user), events.OperatorRoleGranted{UserID: user, Role: role})
	}
	svc := expert.NewService(sc.Store, sc.Registry, operator.NewService(sc.Store, sc.Registry))
	svc.SetClock(func() time.Time { return december2026 })
	return sc, svc
}

// history is what the streams hold before the command.
type history map[string][]events.Event

func (h history) give(t *testing.T, sc eventlogtest.Scenario) map[string]int {
	t.Helper()
	for stream, evs := range h {
		sc.Given(t, stream, evs...)
	}
	before := map[string]int{}
	for _, stream := range []string{expertStream, familyStream, otherStream} {
		before[stream] = sc.Version(t, stream)
	}
	return before
}

// check compares the command's error and the events it appended on each stream after the
// history (none on a stream then does not name); every appended event records the caller.
func check(t *testing.T, sc eventlogtest.Scenario, before map[string]int, meta events.Metadata, err error, wantErr string,
	then history) {
	t.Helper()
	streams := make([]string, 0, len(before))
	for stream := range before {
		streams = append(streams, stream)
	}
	sort.Strings(streams)
	if wantErr != "" {
		if e, ok := apperr.As(err); !ok || e.Message != wantErr {
			t.Fatalf("error %v, want %q", err, wantErr)
		}
		for _, stream := range streams {
			if got, _ := sc.Since(t, stream, before[stream]); len(got) > 0 {
				t.Fatalf("a refused command appended %v to %s", got, stream)
			}
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, stream := range streams {
		got, envs := sc.Since(t, stream, before[stream])
		want := then[stream]
		if len(got) != len(want) || (len(want) > 0 && !reflect.DeepEqual(got, want)) {
			t.Fatalf("appended to %s\n%#v\nwant\n%#v", stream, got, want)
		}
		for _, env := range envs {
			if env.Meta.ActorUserID != meta.ActorUserID || env.Meta.ClientIP != meta.ClientIP {
				t.Fatalf("event on %s recorded as %+v, want the caller %+v", stream, env.Meta, meta)
			}
		}
	}
}

// plus is a history followed by more events, on a copy (table cases share their bases).
func plus(base []events.Event, more ...events.Event) []events.Event {
	return append(append([]events.Event(nil), base...), more...)
}
