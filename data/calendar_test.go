package data

import (
	"strings"
	"testing"
	"time"
)

const sampleDates = `province_id,year,moment,name,start,end,source_title,source_url,note
0,2026,exam,全国统一考试,2026-06-07,2026-06-10,教育部通知,https://example.edu.cn/a,
42,2026,score_release,成绩公布,2026-06-25,2026-06-25,湖北省教育考试院通知,https://example.edu.cn/b,
42,2026,filling,本科批志愿填报,2026-06-28,2026-07-02,湖北省教育考试院通知,https://example.edu.cn/b,
42,2026,admission_end,录取结束,2026-08-20,2026-08-20,湖北省教育考试院通知,https://example.edu.cn/b,
42,2027,score_release,成绩公布,2027-06-24,2027-06-24,湖北省教育考试院通知,https://example.edu.cn/c,
`

func TestSeasonCarriesTheNewestEarlierYearAndSaysSo(t *testing.T) {
	rows := parseSeasonDates(sampleDates)
	release := pick(rows, 42, MomentScoreRelease, 2027)
	if len(release) != 1 || release[0].Carried(2027) || release[0].Start != day(2027, time.June, 24) {
		t.Fatalf("2027's own release: %+v", release)
	}
	filling := pick(rows, 42, MomentFilling, 2027)
	if len(filling) != 1 || !filling[0].Carried(2027) || filling[0].Start != day(2027, time.June, 28) ||
		filling[0].End != day(2027, time.July, 2) || filling[0].Basis(2027) != "按2026年日期推算（2027年尚未公布）" {
		t.Fatalf("carried filling: %+v %q", filling, filling[0].Basis(2027))
	}
	if exam := pick(rows, 42, MomentExam, 2026); len(exam) != 1 || exam[0].SourceTitle != "教育部通知" {
		t.Fatalf("a province without its own exam row takes the national one: %+v", exam)
	}
	if got := pick(rows, 42, MomentFilling, 2025); got != nil {
		t.Fatalf("no later year is carried back: %+v", got)
	}
}

func TestEverySeasonHasAnExamAndAnEnd(t *testing.T) {
	for _, p := range Provinces() {
		for _, y := range []int{2026, 2027, 2028} {
			s := SeasonOf(p.ID, y)
			exam, end := s.Exam(), s.AdmissionEnd()
			if exam.Start.Year() != y || exam.Start.Month() != time.June || end.End.Before(exam.End) {
				t.Fatalf("%s %d: exam %v, end %v", p.Name, y, exam.Start, end.End)
			}
			for _, m := range s.Moments {
				if m.Start.Year() != y {
					t.Errorf("%s %d: %s %s dated %v", p.Name, y, m.Kind, m.Name, m.Start)
				}
				if m.Carried(y) && m.Basis(y) == "" {
					t.Errorf("%s %d: carried %s without a label", p.Name, y, m.Name)
				}
			}
		}
	}
	if ExamDate(2027) != "2027-06-07" {
		t.Fatalf("ExamDate(2027) = %s", ExamDate(2027))
	}
}

func TestSeasonDatesFileRowsAreWellFormed(t *testing.T) {
	for _, r := range seasonRows() {
		if r.m.SourceTitle == "" || !strings.HasPrefix(r.m.SourceURL, "http") {
			t.Errorf("%d %d %s %s: no source", r.province, r.m.SourceYear, r.m.Kind, r.m.Name)
		}
		if _, ok := ProvinceByID(r.province); r.province != 0 && !ok {
			t.Errorf("unknown province %d", r.province)
		}
	}
}
