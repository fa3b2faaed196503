package search

import (
	"slices"
	"testing"

	"zhiyuan/events"
)

func TestCollegeProminence(t *testing.T) {
	// Highest first: the tier decides, then the number of majors.
	ordered := []events.CollegeRecord{
		{Code: "a", Tags: []string{"985", "211", "双一流"}, MajorCount: 40},
		{Code: "b", Tags: []string{"985", "211", "双一流"}, MajorCount: 39},
		{Code: "c", Tags: []string{"211", "双一流"}, MajorCount: 999},
		{Code: "d", Tags: []string{"双一流"}, MajorCount: 150},
		{Code: "e", Tags: []string{}, MajorCount: 2000}, // capped: never above a 双一流 school
		{Code: "f", Tags: []string{}, MajorCount: 0},
	}
	for i := 1; i < len(ordered); i++ {
		if a, b := collegeProminence(ordered[i-1]), collegeProminence(ordered[i]); a <= b {
			t.Errorf("%s (%d) not above %s (%d)", ordered[i-1].Code, a, ordered[i].Code, b)
		}
	}
}

func TestCollegeDocFindsMergedNames(t *testing.T) {
	d := collegeDoc(events.CollegeRecord{Code: "10533", Name: "中南大学", Tags: []string{"985", "211", "双一流"},
		FormerNames: []string{}, Abbreviations: []string{}, MergedNames: []string{"湘雅医学院", "湖南医科大学"},
		MajorCount: 100})
	for _, n := range []string{"湘雅医学院", "湖南医科大学"} {
		if !slices.Contains(d.Aliases, n) {
			t.Errorf("aliases %v lack the merged name %s", d.Aliases, n)
		}
	}
	if d.Prominence != 3100 {
		t.Errorf("prominence %d, want 3100", d.Prominence)
	}
}

func TestMajorProminenceIsTheSchoolsOffering(t *testing.T) {
	if d := majorDoc(events.MajorRecord{Code: "080901", Name: "计算机科学与技术", SchoolCount: 980,
		Colleges: []string{"10001"}}); d.Prominence != 980 {
		t.Errorf("prominence %d, want the 980 schools of 阳光高考", d.Prominence)
	}
	if d := majorDoc(events.MajorRecord{Code: "x", Name: "新专业", Colleges: []string{"1", "2"}}); d.Prominence != 2 {
		t.Errorf("prominence %d, want the 2 listed schools when the count is unknown", d.Prominence)
	}
}
