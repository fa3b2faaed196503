package main

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// 湖北 本科普通批 首选物理 院校专业组 投档线 (../shared/data/README.md §6.4), via
// cathyjay/hubei-gaokao-volunteer-2026: 2023 and 2024 read from the official PDFs' text layer,
// 2025 OCR'd from the official images. 2025 is already curated from the 27-province file
// (official-hubei-undergraduate-filing-2025-physics); its rows stay, and this file's 2025 rows
// are only compared with them (hubeiStats). The same-score tie-break columns (余数, 外语, 首选
// and 再选 subject scores, 志愿号) are not curated, as for 江苏. 湖北 prints no ranks.
const (
	hubeiFile   = "scores/hubei_official/hubei_physics_benke_putong_toudang_2023_2025.csv"
	hubeiRepo   = "https://github.com/cathyjay/hubei-gaokao-volunteer-2026/tree/3ae3927bf72183939f6624083e3fe6b41969cc37"
	viaHubei    = "cathyjay/hubei-gaokao-volunteer-2026@3ae3927bf72183939f6624083e3fe6b41969cc37"
	hubeiBatch  = "本科普通批"
	hubeiSource = "official-hubei-undergraduate-physics-%d"
)

var hubeiYears = []int{2023, 2024}

// hubeiStats reports what was taken from §6.4 and how its 2025 agrees with the curated 2025.
type hubeiStats struct {
	read, kept                int
	debrisStripped, noteFixed int
	compared, sameScore       int
	differ                    []string
}

func hubeiSourceID(year int) string { return fmt.Sprintf(hubeiSource, year) }

func loadHubei(shared string, hb province, existing []*result, st *sourceStats) ([]*result, *hubeiStats) {
	t := readTableOrDie(filepath.Join(shared, hubeiFile))
	hs := &hubeiStats{}
	score2025 := map[string]string{}
	for _, r := range existing {
		if r.provinceID == hb.id && r.year == 2025 && r.track == "物理类" && strings.HasPrefix(r.batch, hubeiBatch) {
			score2025[r.schoolCode+"/"+r.groupCode] = r.minScore
		}
	}
	var out []*result
	for _, r := range t.rows {
		hs.read++
		year, _ := atoi(t.get(r, "year"))
		code := t.get(r, "group_code")
		if len(code) < 5 || t.get(r, "track") != "物理" {
			fatalf("%s: row %v", hubeiFile, r)
		}
		school, group := code[:4], code[4:]
		score := mustInt(hubeiFile, "score", t.get(r, "score"))
		if year == 2025 {
			if s, ok := score2025[school+"/"+group]; ok {
				hs.compared++
				if s == score {
					hs.sameScore++
				} else if len(hs.differ) < 10 {
					hs.differ = append(hs.differ, fmt.Sprintf("%s %s→%s", code, s, score))
				}
			}
			continue
		}
		src := hubeiSourceID(year)
		st.read(src)
		name := strings.TrimSuffix(t.get(r, "school_group_name"), "第"+group+"组")
		out = append(out, &result{provinceID: hb.id, year: year, track: "物理类", batch: hubeiBatch, level: levelGroup,
			schoolCode: school, schoolName: name, groupCode: group, require: hs.requirement(t.get(r, "subject_req")),
			minScore: score, note: hs.note(t.get(r, "note")), sourceID: src})
		st.kept(src)
		hs.kept++
	}
	return out, hs
}

// requirement drops one character of a neighbouring cell the PDF's text layer glued in front of
// the requirement (北不限, 招化, 厅化, 生不限: 北京…, …招生, …教育厅, …卫生 debris). 北, 招 and 厅 are
// never a requirement; a leading 生 is debris when what follows is a requirement by itself and
// does not start with 和/或 (生和地 is 生物和地理). The table writes two subjects with 和 or 或,
// so 生化 reads as debris + 化, not 生物+化学.
func (hs *hubeiStats) requirement(raw string) string {
	for _, debris := range []string{"北", "招", "厅", "生"} {
		rest, ok := strings.CutPrefix(raw, debris)
		if !ok || rest == "" || strings.HasPrefix(rest, "和") || strings.HasPrefix(rest, "或") {
			continue
		}
		hs.debrisStripped++
		return rest
	}
	return raw
}

// note removes bracket debris (】, ］) and fixes the one OCR typo 国冢 → 国家.
func (hs *hubeiStats) note(raw string) string {
	n := strings.Trim(raw, "】］ ")
	n = strings.ReplaceAll(n, "国冢", "国家")
	if n != raw {
		hs.noteFixed++
	}
	return n
}

func hubeiSources() [][]string {
	var rows [][]string
	for _, y := range hubeiYears {
		rows = append(rows, []string{hubeiSourceID(y), kindResult, "湖北省教育考试院",
			"湖北省" + strconv.Itoa(y) + "年普通高校招生本科普通批（首选物理）院校专业组投档线", hubeiRepo,
			"official-hubei-pdf-group-score-parsed-by-compiler", viaHubei})
	}
	return rows
}

func (hs *hubeiStats) report() {
	fmt.Printf("湖北 物理 2023–2025: read %d, kept %d (2023, 2024), requirement debris stripped %d, notes cleaned %d\n",
		hs.read, hs.kept, hs.debrisStripped, hs.noteFixed)
	fmt.Printf("  2025 against the curated 2025 groups: %d matched, %d same score; first differences %v\n",
		hs.compared, hs.sameScore, hs.differ)
}
