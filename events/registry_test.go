package events

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestEncodeDecodeRoundTrip(t *testing.T) {
	r := NewRegistry()
	in := StudentInfoUpdated{UserID: "u1", NickName: "小明", StudentName: "王小明", Sex: 1}
	name, v, data, err := r.Encode(in)
	if err != nil || name != "profile.student_info_updated" || v != 1 {
		t.Fatalf("encode: %v %q %d", err, name, v)
	}
	out, err := r.Decode(Envelope{Type: name, SchemaVersion: v, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(out, in) {
		t.Fatalf("round trip: got %#v", out)
	}
}

func TestUpcastExamInfoV1(t *testing.T) {
	r := NewRegistry()
	old := json.RawMessage(`{"user_id":"u1","exam_province_id":33,"exam_year":2026,"select_subject":"物理"}`)
	out, err := r.Decode(Envelope{Type: "profile.exam_info_updated", SchemaVersion: 1, Data: old})
	if err != nil {
		t.Fatal(err)
	}
	got := out.(ExamInfoUpdated)
	if !reflect.DeepEqual(got.SelectSubjects, []string{"物理"}) || got.ExamYear != 2026 {
		t.Fatalf("upcast: %#v", got)
	}
}

func TestDecodeRejectsUnknownAndFutureVersions(t *testing.T) {
	r := NewRegistry()
	if _, err := r.Decode(Envelope{Type: "nope", SchemaVersion: 1, Data: []byte(`{}`)}); err == nil {
		t.Fatal("unknown type decoded")
	}
	if _, err := r.Decode(Envelope{Type: "profile.score_updated", SchemaVersion: 9, Data: []byte(`{}`)}); err == nil {
		t.Fatal("future schema decoded")
	}
}

func TestEveryEventNameIsStableAndUnique(t *testing.T) {
	names := NewRegistry().Names()
	if len(names) < 15 {
		t.Fatalf("expected every event registered, got %v", names)
	}
}
