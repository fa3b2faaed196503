package export

import (
	"fmt"
	"time"
)

// Fixtures shared by the XLSX and PDF tests: real Chinese names, codes with
// leading zeros, long names that must wrap.

var testColleges = []string{
	"浙江大学", "中山大学", "华南理工大学", "哈尔滨工业大学（深圳）", "南方科技大学",
	"北京航空航天大学", "中国科学技术大学", "暨南大学", "深圳大学", "广东工业大学",
	"香港中文大学（深圳）", "电子科技大学", "西安电子科技大学", "华中科技大学",
}

var testMajors = []Major{
	{"080901", "计算机科学与技术"}, {"080902", "软件工程"}, {"080717T", "人工智能"},
	{"080701", "电子信息工程"}, {"100201K", "临床医学"}, {"070101", "数学与应用数学"},
	{"", "集成电路设计与集成系统"}, {"082502", "环境工程（中外合作办学）"},
}

var testLabels = []string{"冲", "稳", "保", ""}

// testSchoolCode is unit i's 院校代号: 10001, 10002, … unique per unit, so
// the order of units can be read back from any rendering.
func testSchoolCode(i int) string { return fmt.Sprintf("1%04d", i+1) }

func testGenerated() time.Time {
	return time.Date(2026, 7, 1, 12, 15, 0, 0, time.UTC) // 20:15 in Beijing
}

// groupSheet is a 院校专业组 table of n units with six majors a group.
func groupSheet(n int) Sheet {
	s := Sheet{
		Title: "我的志愿表", ProvinceName: "广东", Year: 2026, Batch: "本科批", Track: "物理类",
		Subjects: []string{"化学", "生物"}, Score: 612, Rank: 23456, Mode: ModeGroup,
		MaxUnits: 96, MaxMajors: 6, Version: 7, Generated: testGenerated(), Owner: "张三（138****0000）",
		Notes: []string{"本省投档规则未核实，以省教育考试院公布为准。", "数据来源：各省教育考试院公布的历年投档线。"},
	}
	for i := 0; i < n; i++ {
		adjust := i%3 != 1
		p := 20 + float64(i%70) + 0.5*float64(i%2)
		u := Unit{
			Index: i + 1, SchoolCode: testSchoolCode(i), CollegeName: testColleges[i%len(testColleges)],
			GroupCode: fmt.Sprintf("%03d", 201+i%50), Adjust: &adjust, Probability: &p,
			Label: testLabels[i%len(testLabels)],
		}
		for j := 0; j < 1+i%6; j++ {
			u.Majors = append(u.Majors, testMajors[(i+j)%len(testMajors)])
		}
		if i%10 == 0 {
			u.Note = "往年该组最低位次波动较大"
		}
		s.Units = append(s.Units, u)
	}
	return s
}

// majorSheet is a 专业+院校 table of n units (浙江-style).
func majorSheet(n int) Sheet {
	s := Sheet{
		Title: "浙江方案", ProvinceName: "浙江", Year: 2026, Batch: "普通类一段", Track: "综合",
		Subjects: []string{"物理", "化学", "技术"}, Score: 645, Rank: 8123, Mode: ModeMajor,
		MaxUnits: 80, Version: 3, Generated: testGenerated(), Owner: "李四（139****1111）",
		Notes: []string{"专业+院校志愿，每个志愿为一所院校的一个专业。"},
	}
	for i := 0; i < n; i++ {
		u := Unit{
			Index: i + 1, SchoolCode: testSchoolCode(i), CollegeName: testColleges[i%len(testColleges)],
			Majors: []Major{testMajors[i%len(testMajors)]}, Label: testLabels[i%len(testLabels)],
		}
		if i%4 != 3 {
			p := 50 + float64(i)
			u.Probability = &p
		}
		s.Units = append(s.Units, u)
	}
	return s
}
