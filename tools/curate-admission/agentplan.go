package main

import "path/filepath"

// The GaokaoAgent 2025 招生计划 of 广东, 历史 only (../shared/data/README.md §4.5), a
// third-party compilation of a vendor workbook. The 2021–2024 minimum scores and ranks
// the file repeats after each plan are not curated (they are not part of the plan, and the
// results of those years come from their own sources).
const agentPlanID = "gaokaoagent-guangdong-plan-2025-history"

func loadAgentPlan(shared string, gd province, st *sourceStats) []*plan {
	path := filepath.Join(shared, "scores/guangdong_gaokaoagent/2025_enrollment_plan_history.csv")
	t := readFlatTable(path)
	var out []*plan
	for _, r := range t.rows {
		st.read(agentPlanID)
		if t.get(r, "科类") != "历史" {
			fatalf("%s: track %q", path, t.get(r, "科类"))
		}
		lang := t.get(r, "语种要求")
		out = append(out, &plan{provinceID: gd.id, year: 2025, track: "历史类", batch: t.get(r, "批次"),
			schoolCode: t.get(r, "院校代码"), schoolName: t.get(r, "院校名称"), groupCode: t.get(r, "专业组代码"),
			majorCode: t.get(r, "专业序号"), majorName: t.get(r, "专业名称"), require: t.get(r, "选科要求"),
			planCount: mustInt(path, "计划招数", t.get(r, "计划招数")), years: mustInt(path, "学制", t.get(r, "学制")),
			tuition: mustInt(path, "学费", t.get(r, "学费")),
			note:    joinNotes(t.get(r, "招生备注"), t.get(r, "专业备注"), lang), sourceID: agentPlanID})
		st.kept(agentPlanID)
	}
	return out
}
