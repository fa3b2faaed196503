package admissionimport

import (
	"os"
	"strings"
	"testing"

	"zhiyuan/data"
	"zhiyuan/data/admission"
	"zhiyuan/events"
)

func hubei(t *testing.T, year int, track string) *spec {
	t.Helper()
	p, ok := data.ProvinceByID(42)
	if !ok {
		t.Fatal("no 湖北")
	}
	s := &spec{province: p, year: year, track: track, tracks: Tracks(p, year), seqBase: 1_000_000_000,
		tableFor: func(string) *admission.Table { return nil }}
	if track != "" {
		s.tracks = []string{track}
	}
	return s
}

// refused runs a parser and returns its problems, failing when the file passed.
func refused(t *testing.T, parse func(*spec, []byte, *Refused) *parsed, s *spec, file string) []string {
	t.Helper()
	bad := &Refused{}
	parse(s, []byte(file), bad)
	if len(bad.Problems) == 0 {
		t.Fatalf("accepted:\n%s", file)
	}
	return bad.Problems
}

func wantProblem(t *testing.T, problems []string, want string) {
	t.Helper()
	for _, p := range problems {
		if p == want {
			return
		}
	}
	t.Errorf("want %q among:\n%s", want, strings.Join(problems, "\n"))
}

func TestRankTableFileIsReadWithItsMergedBands(t *testing.T) {
	raw, err := os.ReadFile("testdata/TEST-ONLY_hubei-2027-physics-rank-table.csv")
	if err != nil {
		t.Fatal(err)
	}
	bad := &Refused{}
	f := parseRankTable(hubei(t, 2027, "物理类"), raw, bad)
	if err := bad.err(); err != nil {
		t.Fatal(err)
	}
	rec := f.records.([]events.RankTableRecord)[0]
	if f.count != 9 || rec.ProvinceID != 42 || rec.Year != 2027 || rec.Track != "物理类" {
		t.Fatalf("got %d bands, %+v", f.count, rec)
	}
	// 700-750 merged top, 697 nobody, "692及以下" down to 0.
	if rec.Bands[0] != [4]int{750, 700, 12, 12} || rec.Bands[3] != [4]int{697, 697, 0, 25} || rec.Bands[8] != [4]int{692, 0, 800, 1000} {
		t.Fatalf("bands %v", rec.Bands)
	}
	if len(f.scopes) != 1 || f.scopes[0] != (events.ImportScope{Track: "物理类"}) {
		t.Fatalf("scopes %v", f.scopes)
	}
}

func TestRankTableRefusals(t *testing.T) {
	s := hubei(t, 2027, "物理类")
	cases := []struct{ name, file, want string }{
		{"cumulative decreases", "score,count,cumulative\n700,10,10\n699,5,15\n698,3,12\n", "第4行：累计人数12小于上一行（15）"},
		{"count disagrees", "score,count,cumulative\n700,10,10\n699,6,15\n", "第3行：人数6与累计人数不符：累计人数比上一行多5"},
		{"above the full mark", "score,count,cumulative\n751,1,1\n", "第2行：分数751超过湖北的满分750"},
		{"not descending", "score,count,cumulative\n699,1,1\n700,1,2\n", "第3行：分数700不低于上一行（699分）：须按分数从高到低排列，分数段不得重叠"},
		{"overlapping merged band", "score,count,cumulative\n700-710,3,3\n700,1,4\n", "第3行：分数700不低于上一行（700分）：须按分数从高到低排列，分数段不得重叠"},
		{"unreadable score", "score,count,cumulative\n七百,1,1\n", "第2行：分数“七百”读不懂（写一个分数如 680，合并分数段如 700-750，或“695及以上”）"},
		{"negative count", "score,count,cumulative\n700,-1,1\n", "第2行：人数“-1”不是非负整数"},
		{"first count above its cumulative", "score,count,cumulative\n700,5,3\n", "第2行：人数5大于累计人数3"},
		{"missing column", "score,count\n700,5\n", "第1行：缺少必填列“cumulative”"},
		{"unknown column", "score,count,cumulative,rank\n700,5,5,1\n", "第1行：未知的列“rank”（可用的列：score,count,cumulative）"},
		{"empty file", "score,count,cumulative\n", "文件没有数据行"},
		{"not UTF-8", "score,count,cumulative\n700,5,5,\xb7\xd6\n", "文件不是UTF-8编码（请在表格软件中另存为“CSV UTF-8”）"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { wantProblem(t, refused(t, parseRankTable, s, c.file), c.want) })
	}
}

func TestBatchLineRefusals(t *testing.T) {
	s := hubei(t, 2027, "")
	file := "track,batch,line_kind,score\n物理类,本科批,本科线,430\n文科,本科批,本科线,420\n物理类,本科批,本科线,431\n历史类,专科批,专科线,800\n"
	problems := refused(t, parseBatchLines, s, file)
	wantProblem(t, problems, "第3行：科类“文科”不是湖北2027年的科类（可填：物理类、历史类）")
	wantProblem(t, problems, "第4行：与第2行重复（同一科类、批次、线名和类别）")
	wantProblem(t, problems, "第5行：分数线800不在1到满分750之间")

	bad := &Refused{}
	f := parseBatchLines(s, []byte("track,batch,score\n物理类,本科批,430\n历史类,本科批,425\n"), bad)
	lines := f.records.([]events.BatchLineRecord)
	if bad.err() != nil || len(lines) != 2 || lines[0].LineKind != "本科批" || lines[0].Category != "普通类" ||
		lines[0].Ordinal != 1_000_000_001 || len(f.scopes) != 2 {
		t.Fatalf("%v %+v %v", bad.err(), lines, f.scopes)
	}
}

func TestResultRefusalsAndSchoolMatching(t *testing.T) {
	s := hubei(t, 2027, "")
	header := "track,batch,level,school_code,school_name,college_code,group_code,major_name,min_score,min_rank,requirement\n"
	problems := refused(t, parseResults, s, header+
		"物理类,本科批,group,1001,北京大学,,01,,690,,物理+化学\n"+
		"物理类,本科批,group,1001,北京大学,,01,,688,,\n"+
		"物理类,本科批,group,1002,某某大学,99999,02,,600,,\n"+
		"物理类,本科批,group,1003,某大学,,,,600,,\n"+
		"物理类,本科批,major,1004,某大学,,,,,,\n"+
		"物理类,本科批,college,1005,某大学,,03,,500,,\n")
	wantProblem(t, problems, "第3行：与第2行重复（同一1001 北京大学，专业组01）")
	wantProblem(t, problems, "第4行：院校代码99999不在院校名录中（college_code 填全国统一的5位院校代码，或留空由系统按校名匹配）")
	wantProblem(t, problems, "第5行：院校专业组层级的结果须有专业组代码（group_code）")
	wantProblem(t, problems, "第6行：专业层级的结果须有专业名称（major_name）")
	wantProblem(t, problems, "第6行：最低分（min_score）和最低位次（min_rank）都为空：至少填一项")
	wantProblem(t, problems, "第7行：层级“college”无效：填 major（专业）、group（院校专业组）或 school（院校）")

	bad := &Refused{}
	f := parseResults(s, []byte(header+"物理类,本科批,group,1001,北京大学,,01,,690,,物理+化学\n物理类,本科批,group,9999,测试虚构学院,,01,,500,,\n"), bad)
	rs := f.records.([]events.AdmissionResultRecord)
	if bad.err() != nil || rs[0].CollegeCode != "10001" || rs[0].SubjectRule != "化学" || rs[0].MinScoreText != "690" ||
		rs[1].CollegeCode != "" || len(f.unmatched) != 1 || f.unmatched[0] != "9999 测试虚构学院" {
		t.Fatalf("%v %+v %v", bad.err(), rs, f.unmatched)
	}
}

func TestPlanRefusals(t *testing.T) {
	s := hubei(t, 2027, "")
	problems := refused(t, parsePlans, s, "track,batch,school_code,school_name,major_name,plan_count,tuition\n"+
		"物理类,本科批,1001,北京大学,数学类,0,5000\n"+
		"物理类,本科批,1001,北京大学,,3,5000\n"+
		"综合,本科批,1001,北京大学,物理学,3,免费\n")
	wantProblem(t, problems, "第2行：计划数为0")
	wantProblem(t, problems, "第3行：专业名称（major_name）和专业组代码（group_code）都为空：至少填一项")
	wantProblem(t, problems, "第4行：科类“综合”不是湖北2027年的科类（可填：物理类、历史类）")
}

// plan_type is optional and one of the shipped data's types; one major published under two plan
// types is two units, the same one twice a duplicate.
func TestResultPlanTypes(t *testing.T) {
	s := hubei(t, 2027, "")
	header := "track,batch,level,school_code,school_name,group_code,major_name,plan_type,min_score\n"
	problems := refused(t, parseResults, s, header+
		"物理类,本科批,major,1001,北京大学,,数学类,国家专项,690\n"+
		"物理类,本科批,major,1001,北京大学,,数学类,专项计划,688\n"+
		"物理类,本科批,major,1001,北京大学,,数学类,国家专项,686\n")
	wantProblem(t, problems, "第3行：计划类型“专项计划”无效：填 普通、国家专项、高校专项、地方专项、中外合作、预科、定向，或留空（来源未载明）")
	wantProblem(t, problems, "第4行：与第2行重复（同一1001 北京大学，数学类，国家专项）")

	bad := &Refused{}
	f := parseResults(s, []byte(header+"物理类,本科批,group,1001,北京大学,05,,国家专项,680\n"+
		"物理类,本科批,group,1001,北京大学,05,,,690\n"+"物理类,本科批,group,1001,北京大学,06,,高校专项,685\n"), bad)
	rs := f.records.([]events.AdmissionResultRecord)
	if bad.err() != nil || len(rs) != 3 || rs[0].PlanType != "国家专项" || rs[1].PlanType != "" || rs[2].PlanType != "高校专项" {
		t.Fatalf("%v %+v", bad.err(), rs)
	}
}
