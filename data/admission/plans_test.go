package admission

import (
	"regexp"
	"testing"
)

func allPlans(t *testing.T) []Plan {
	t.Helper()
	var out []Plan
	if err := EachPlan(func(p Plan) error { out = append(out, p); return nil }); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestPlanCountSourcesAndDigest(t *testing.T) {
	ps := allPlans(t)
	if len(ps) != PlanCount {
		t.Errorf("plans: %d, want %d", len(ps), PlanCount)
	}
	if d := PlansDigest(); !regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(d) || d == ResultsDigest() {
		t.Errorf("digest %q", d)
	}
	for _, p := range ps {
		if s, ok := SourceOf(p.SourceID); !ok || s.Kind != KindAdmissionPlan && p.SourceID != "official-xinjiang-undergraduate2-filing-2025-v3312" {
			t.Fatalf("%+v: source %q is not an admission_plan source", p, p.SourceID)
		}
	}
}

// Plans checked by hand against the source files.
func TestHandCheckedPlans(t *testing.T) {
	var gd, jl []Plan
	for _, p := range allPlans(t) {
		// 2025_enrollment_plan_history.csv: 10001,北京大学,本科批,本科,历史,205,41,文科试验班类,(元培)(…)(校本部),,不限,1.0,4.0,5300.0
		if p.ProvinceID == 44 && p.SchoolCode == "10001" && p.GroupCode == "205" && p.MajorCode == "41" {
			gd = append(gd, p)
		}
		// 27-province file: 吉林 2025 物理类 普通本科批 1128 中央民族大学 "1128008 第008组 038" 038 工商管理类 不限 2 … 5000
		if p.ProvinceID == 22 && p.Year == 2025 && p.SchoolCode == "1128" && p.GroupCode == "008" && p.MajorCode == "038" {
			jl = append(jl, p)
		}
	}
	if len(gd) != 1 || gd[0].MajorName != "文科试验班类" || gd[0].PlanCount != 1 || gd[0].Years != 4 ||
		gd[0].Tuition != 5300 || gd[0].Batch != "本科批" || gd[0].Track != TrackHistory || gd[0].CollegeCode != "10001" ||
		gd[0].Requirement != "不限" || gd[0].SourceID != "gaokaoagent-guangdong-plan-2025-history" {
		t.Errorf("广东 2025 北京大学 205/41: %+v", gd)
	}
	if len(jl) != 1 || jl[0].MajorName != "工商管理类" || jl[0].PlanCount != 2 || jl[0].Tuition != 5000 ||
		jl[0].Track != TrackPhysics || jl[0].Batch != "普通本科批" || jl[0].CollegeCode != "10052" || jl[0].Note != "" {
		t.Errorf("吉林 2025 中央民族大学 008/038: %+v", jl)
	}
}
