package catalog

// Native fuzzing of the catalogue calls' input parsers: the college filter,
// ids, codes, keywords, interest codes, counts and paging. What they accept is
// what reaches the read model, so it must be bounded; what they refuse must be
// a 400 with a message.

import (
	"math"
	"strings"
	"testing"
	"unicode/utf8"

	"zhiyuan/data"
	"zhiyuan/events/apperr"
)

func invalid(t *testing.T, what string, err error) bool {
	t.Helper()
	if err == nil {
		return false
	}
	if e, ok := apperr.As(err); !ok || e.Code != apperr.CodeInvalid || e.Message == "" {
		t.Fatalf("%s: %v is not a 400 refusal", what, err)
	}
	return true
}

func FuzzCollegeFilter(f *testing.F) {
	f.Add("北京大学", 11, 1, "1", "1", "985")
	f.Add(" 清华 ", 0, 0, "0", "0", "双一流")
	f.Add(strings.Repeat("大", 31), 99, 13, "4", "2", "986")
	f.Add("%_\\", -1, -1, " 2 ", "", " 211 ")
	f.Fuzz(func(t *testing.T, name string, province, category int, nature, level, tag string) {
		in := CollegeFilterInput{CollegeName: name, ProvinceId: province, CategoryId: category, SchoolNature: nature,
			EducationLevel: level, Tag: tag}
		fl, err := in.Filter()
		if invalid(t, "Filter", err) {
			return
		}
		if utf8.RuneCountInString(fl.Name) > maxCollegeName || fl.Name != strings.TrimSpace(fl.Name) {
			t.Fatalf("accepted name %q", fl.Name)
		}
		if _, ok := data.ProvinceByID(fl.ProvinceID); fl.ProvinceID != 0 && !ok {
			t.Fatalf("accepted province %d", province)
		}
		if category < 0 || category > len(collegeCategories) {
			t.Fatalf("accepted category %d", category)
		}
	})
}

func FuzzIDsAndCodes(f *testing.F) {
	for _, s := range []string{"10001", "080901", " 0809 ", "a", "", strings.Repeat("9", 21), "R", "RIA", "rias", "AAE", "\u0130"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if id, err := collegeID(s); !invalid(t, "collegeID", err) && (id == "" || len(id) > maxCollegeID) {
			t.Fatalf("collegeID accepted %q", id)
		}
		if c, err := codeInput(s, "请选择"); !invalid(t, "codeInput", err) && (c == "" || len(c) > maxCodeLength) {
			t.Fatalf("codeInput accepted %q", c)
		}
		if c, err := interestCode(s); !invalid(t, "interestCode", err) {
			if len(c) < 1 || len(c) > 3 || strings.Trim(c, riasec) != "" {
				t.Fatalf("interestCode accepted %q", c)
			}
		}
		for _, max := range []int{maxMajorName, maxProfessionName} {
			if k, err := keyword(s, max, "空", "长"); !invalid(t, "keyword", err) && (k == "" || utf8.RuneCountInString(k) > max) {
				t.Fatalf("keyword accepted %q", k)
			}
		}
		if tg, err := collegeTag(s); !invalid(t, "collegeTag", err) && tg != "" && optionName(tagValues, tg) == "" {
			t.Fatalf("collegeTag accepted %q", tg)
		}
	})
}

func FuzzCountsAndPaging(f *testing.F) {
	f.Add(10, 1, 10)
	f.Add(0, 0, 0)
	f.Add(-1, -1, 7)
	f.Add(math.MaxInt, MaxPageIndex+1, 100)
	f.Add(51, math.MinInt, math.MaxInt)
	f.Fuzz(func(t *testing.T, count, page, size int) {
		if n, err := listCount(count); !invalid(t, "listCount", err) && (n < 1 || n > maxListCount) {
			t.Fatalf("listCount accepted %d", n)
		}
		if n, err := collegeCount(count); !invalid(t, "collegeCount", err) && (n < 1 || n > maxCollegeCount) {
			t.Fatalf("collegeCount accepted %d", n)
		}
		p := Paging{PageIndex: page, PageSize: size}
		if !invalid(t, "Paging", p.Check()) && (p.PageIndex < 1 || p.PageIndex > MaxPageIndex || p.Offset() < 0 || p.Offset() > math.MaxInt32) {
			t.Fatalf("paging accepted %+v", p)
		}
	})
}
