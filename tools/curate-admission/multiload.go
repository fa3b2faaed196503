package main

import "strings"

// multiAdmStats reports the track labels of the 27-province file.
type multiAdmStats struct {
	relabelled map[string]int // "吉林 2019 历史类→文科" → rows
	kept       map[string]int // track labels kept as published (no ordinary track)
}

// loadMulti turns the 27-province file into results and plans.
func loadMulti(shared string, provs map[string]province, st *sourceStats) ([]*result, []*plan, *multiAdmStats) {
	t := readMulti(shared, st)
	ms := &multiAdmStats{relabelled: map[string]int{}, kept: map[string]int{}}
	var rs []*result
	var ps []*plan
	for _, r := range t.rows {
		src := t.get(r, "source_id")
		p, ok := provs[t.get(r, "province")]
		if !ok {
			fatalf("%s: unknown province %q", multiAdmPath, t.get(r, "province"))
		}
		year, ok := atoi(t.get(r, "year"))
		if !ok {
			fatalf("%s: year %q", multiAdmPath, t.get(r, "year"))
		}
		raw := t.get(r, "subject_type")
		track, changed := multiTrack(raw, year, p)
		switch {
		case changed:
			ms.relabelled[p.name+" "+t.get(r, "year")+" "+raw+"→"+track]++
		case track != TrackHistoryLabel && track != TrackPhysicsLabel && track != "文科" && track != "理科" && track != "综合":
			ms.kept[track]++
		}
		batch, name := t.get(r, "batch"), t.get(r, "school_name")
		majorCode, majorName := t.get(r, "major_code"), t.get(r, "major_name")
		rawGroup, require := t.get(r, "major_group"), t.get(r, "elective_requirement")
		if require == rawGroup {
			require = "" // 宁夏 art rows copy the group cell into the requirement
		}
		group := groupCode(rawGroup, name, majorCode)
		where := multiAdmPath + " " + src
		if t.get(r, "data_type") == "admission-plan" {
			code, g := splitSchoolCode(p.name, t.get(r, "school_code"), group)
			tuition, ok := cleanInt(t.get(r, "tuition"))
			tuitionNote := ""
			if !ok {
				tuitionNote = "学费：" + t.get(r, "tuition")
			}
			ps = append(ps, &plan{provinceID: p.id, year: year, track: track, batch: batch,
				schoolCode: code, schoolName: name, groupCode: g, majorCode: majorCode, majorName: majorName,
				require: require, planCount: mustInt(where, "plan_count", t.get(r, "plan_count")),
				tuition: tuition, note: joinNotes(groupNote(rawGroup, g, require, batch, code, name, majorCode, raw), tuitionNote),
				sourceID: src})
			st.kept(src)
			continue
		}
		level := multiLevel(t.get(r, "data_type"), majorName, group)
		code, g := splitSchoolCode(p.name, t.get(r, "school_code"), group)
		res := &result{provinceID: p.id, year: year, track: track, batch: batch, level: level,
			schoolCode: code, schoolName: name, groupCode: g, majorCode: majorCode, majorName: majorName,
			require: require, planCount: mustInt(where, "plan_count", t.get(r, "plan_count")),
			minRank:  mustInt(where, "min_rank_native", t.get(r, "min_rank_native")),
			maxScore: mustInt(where, "max_score", t.get(r, "max_score")),
			avgScore: mustDecimal(where, "avg_score", t.get(r, "avg_score")), admitted: mustInt(where, "admitted_count", t.get(r, "admitted_count")),
			sourceID: src}
		labelNote := ""
		if level != levelMajor {
			res.majorCode, res.majorName = "", ""
			if isLabel(majorName) && !genericLabels[majorName] {
				labelNote = majorName
			}
		}
		res.minScore = multiScore(where, t.get(r, "min_score"))
		scoreNote := t.get(r, "rank_or_score_note")
		if scoreNote == t.get(r, "min_rank_native") {
			scoreNote = "" // the site repeats the rank here
		}
		if m := reFloorNote.FindStringSubmatch(scoreNote); m != nil && m[1] == res.minScore {
			res.minScore = "" // 天津 "674分及以上": a floor, not the group's minimum
		}
		res.note = joinNotes(scoreNote, labelNote, groupNote(rawGroup, g, require, batch, code, name, majorCode, raw))
		rs = append(rs, res)
		st.kept(src)
	}
	return rs, ps, ms
}

// multiScore keeps a whole score, or the decimal of an art/sport composite score.
func multiScore(where, s string) string {
	if v, ok := cleanInt(s); ok {
		return v
	}
	if v, ok := cleanDecimal(s); ok && strings.Contains(v, ".") {
		return v
	}
	fatalf("%s: min_score %q", where, s)
	return ""
}

// Track labels of the ordinary 3+1+2 tracks.
const (
	TrackHistoryLabel = "历史类"
	TrackPhysicsLabel = "物理类"
)
