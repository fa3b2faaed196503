package siteconfig_test

import (
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command/siteconfig"
)

// The header's province list describes the coming exam: its date and each province's mode that year.
func TestProvinceList(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		now  time.Time
		want map[int]siteconfig.ProvinceItem
	}{
		{name: "December 2026 prepares the 2027 exam", now: time.Date(2026, 12, 7, 9, 0, 0, 0, beijing.Zone),
			want: map[int]siteconfig.ProvinceItem{
				41: {ProvinceId: 41, ProvinceName: "河南", PinYinOne: "H", CEEDate: "2027-06-07", ExamMode: "3+1+2", FirstNewExam: 2025,
					MaxScore: 750, ExamAuthority: "河南省教育考试院"},
				31: {ProvinceId: 31, ProvinceName: "上海", PinYinOne: "S", CEEDate: "2027-06-07", ExamMode: "3+3_shanghai", FirstNewExam: 2017,
					MaxScore: 660, ExamAuthority: "上海市教育考试院 / 上海招考热线"},
			}},
		{name: "March 2024: 河南 still sat the old exam", now: time.Date(2024, 3, 1, 9, 0, 0, 0, beijing.Zone),
			want: map[int]siteconfig.ProvinceItem{
				41: {ProvinceId: 41, ProvinceName: "河南", PinYinOne: "H", CEEDate: "2024-06-07", ExamMode: "traditional", FirstNewExam: 2025,
					MaxScore: 750, ExamAuthority: "河南省教育考试院"},
				44: {ProvinceId: 44, ProvinceName: "广东", PinYinOne: "G", CEEDate: "2024-06-07", ExamMode: "3+1+2", FirstNewExam: 2021,
					MaxScore: 750, ExamAuthority: "广东省教育考试院"},
			}},
		{name: "on the exam's day it is still this year's", now: time.Date(2026, 6, 8, 9, 0, 0, 0, beijing.Zone),
			want: map[int]siteconfig.ProvinceItem{
				33: {ProvinceId: 33, ProvinceName: "浙江", PinYinOne: "Z", CEEDate: "2026-06-07", ExamMode: "3+3_zhejiang", FirstNewExam: 2017,
					MaxScore: 750, ExamAuthority: "浙江省教育考试院"},
			}},
		{name: "after the exam the next year's", now: time.Date(2026, 6, 20, 9, 0, 0, 0, beijing.Zone),
			want: map[int]siteconfig.ProvinceItem{
				33: {ProvinceId: 33, ProvinceName: "浙江", PinYinOne: "Z", CEEDate: "2027-06-07", ExamMode: "3+3_zhejiang", FirstNewExam: 2017,
					MaxScore: 750, ExamAuthority: "浙江省教育考试院"},
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			list := siteconfig.ProvinceList(c.now)
			if len(list) != 31 {
				t.Fatalf("%d provinces, want 31", len(list))
			}
			for id, want := range c.want {
				found := false
				for _, p := range list {
					if p.ProvinceId == id {
						found = true
						if p != want {
							t.Fatalf("province %d: %+v, want %+v", id, p, want)
						}
					}
				}
				if !found {
					t.Fatalf("province %d missing", id)
				}
			}
		})
	}
}
