package search

import (
	"reflect"
	"testing"
)

func TestContractedNames(t *testing.T) {
	cases := map[string][]string{
		"上海交通大学":     {"上海交大"},
		"中国科学技术大学":   {"中国科大"},
		"华中农业大学":     {"华中农大"},
		"北京师范大学":     {"北京师大"},
		"中国医科大学":     {"中国医大"},
		"北京大学":       nil, // no regular contraction (北大 comes from the list)
		"西安交通大学城市学院": nil, // a college of a university keeps its name
		"工业大学":       nil, // no place before the suffix
	}
	for name, want := range cases {
		if got := contractedNames(name); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %v, want %v", name, got, want)
		}
	}
}

func TestSingularTitle(t *testing.T) {
	cases := map[string]string{
		"Registered Nurses":        "Registered Nurse",
		"Lawyers":                  "Lawyer",
		"Accountants and Auditors": "Accountant and Auditor",
		"Secretaries":              "Secretary",
		"Chefs and Head Cooks":     "Chef and Head Cook",
		"Hosts and Hostesses, Restaurant, Lounge, and Coffee Shop": "Host and Hostess Restaurant Lounge and Coffee Shop",
		"Actuaries":                         "Actuary",
		"Chief Executives":                  "Chief Executive",
		"Software Developers":               "Software Developer",
		"Biomass Power Plant Managers":      "Biomass Power Plant Manager",
		"Fitness and Wellness Coordinators": "Fitness and Wellness Coordinator",
		"Choreographers":                    "Choreographer",
		"Legislators":                       "Legislator",
		"Physicists":                        "Physicist",
		"Data Entry":                        "", // nothing to change
	}
	for title, want := range cases {
		if got := singularTitle(title); got != want {
			t.Errorf("%q: got %q, want %q", title, got, want)
		}
	}
}

func TestMainJobs(t *testing.T) {
	got := mainJobs([]string{"公务员(中央国家机关)", "事业单位人员", "软件工程师", "考研", "IT项目经理/主管", "软件测试", "大学教师"})
	if want := []string{"软件工程师", "IT项目经理/主管", "软件测试"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if got := mainJobs(nil); got != nil {
		t.Errorf("no employment: %v", got)
	}
}
