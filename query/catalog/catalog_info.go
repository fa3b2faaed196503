package catalog

import (
	"context"
	"fmt"
	"strings"

	"zhiyuan/events"
)

// MajorCatalogInfo is Major/GetMajorCatalogInfo: what the major library holds at one level,
// where it comes from and what is known to be missing from it.
type MajorCatalogInfo struct {
	Level          string // 普通本科, 职教本科 or 高职专科
	EducationLevel int
	CategoryCount  int // 学科门类 or 专业大类
	ClassCount     int // 专业类
	MajorCount     int
	NewCount       int // majors the vocational copy flags 2025年12月新增
	// OfficialCount is the number of majors the latest official list has at this level
	// where it is known to differ (高职专科: 811 in the MOE update of July 2026), else 0.
	OfficialCount int
	Notes         []string // the known gaps, one sentence each
	Missing       []MissingMajorItem
	Source        string
}

// MissingMajorItem is a major known to be missing from the copy, with the reason in words.
type MissingMajorItem struct {
	Code, Name, Reason, ReasonText string
}

// HigherVocationalOfficialCount is the number of 高职专科 majors in the MOE update of
// July 2026 (moe.gov.cn …/202607/P020260714589584937536.docx).
const HigherVocationalOfficialCount = 811

var missingReasonText = map[string]string{
	"guide_k":  "人社部2023年指引列出（代码带K，国家控制布点专业），副本未收录",
	"moe_2027": "教育部2026年7月更新新增，2027年起招生，副本未收录（代码未公布于本站数据）",
}

// CatalogInfo answers a level's summary (EducationLevel as in SpecialtyCategoryList).
func (h *Majors) CatalogInfo(ctx context.Context, level *int) (*MajorCatalogInfo, error) {
	l, err := levelOf(level)
	if err != nil {
		return nil, err
	}
	info := &MajorCatalogInfo{Level: l, EducationLevel: map[string]int{LevelUndergrad: 1, LevelVocationalBachelor: 2,
		LevelHigherVocational: 0}[l], Notes: []string{}, Missing: []MissingMajorItem{}}
	var tree []MajorNode
	if l == LevelUndergrad {
		if tree, err = h.MajorTree(ctx); err != nil {
			return nil, err
		}
		info.Source, err = majorSource(ctx, h.rm)
	} else {
		if tree, err = h.vocationalTree(ctx, l, true); err != nil {
			return nil, err
		}
		err = h.vocationalNotes(ctx, info)
	}
	info.CategoryCount = len(tree)
	for _, c := range tree {
		info.ClassCount += len(c.SubList)
		for _, cl := range c.SubList {
			info.MajorCount += len(cl.SubList)
		}
	}
	return info, err
}

// vocationalNotes fills the source, the flagged count and the known gaps of a vocational level.
func (h *Majors) vocationalNotes(ctx context.Context, info *MajorCatalogInfo) error {
	all, _, err := h.cn.VocationalMajors(ctx, MajorFilter{Level: info.Level}, 0, allRows)
	if err != nil {
		return err
	}
	count := 0
	for _, m := range all {
		if m.Flag != "" {
			info.NewCount++
		}
		count++
	}
	missing, err := h.cn.VocationalMissing(ctx, info.Level)
	if err != nil {
		return err
	}
	var k, new27 []string
	for _, m := range missing {
		info.Missing = append(info.Missing, MissingMajorItem{Code: m.Code, Name: m.Name, Reason: m.Reason,
			ReasonText: missingReasonText[m.Reason]})
		if m.Reason == "guide_k" {
			k = append(k, m.Name)
		} else {
			new27 = append(new27, m.Name)
		}
	}
	if info.Level == LevelHigherVocational {
		info.OfficialCount = HigherVocationalOfficialCount
		info.Notes = append(info.Notes,
			fmt.Sprintf("教育部2026年7月更新的职业教育专业目录中高职专科专业共 %d 个，本站所收副本为 %d 个，并不完整。",
				HigherVocationalOfficialCount, count))
		if len(new27) > 0 {
			info.Notes = append(info.Notes, fmt.Sprintf("2027年起招生的 %d 个新专业未收录：%s。", len(new27), strings.Join(new27, "、")))
		}
		if len(k) > 0 {
			info.Notes = append(info.Notes, fmt.Sprintf("副本没有国家控制布点（K）标记，也缺少这类专业：人社部2023年指引列出的 %d 个"+
				"高职专科K专业（如%s）不在其中。", len(k), strings.Join(k[:min(3, len(k))], "、")))
		}
	} else {
		info.Notes = append(info.Notes, "副本没有国家控制布点（K）标记。")
	}
	if info.NewCount > 0 {
		info.Notes = append(info.Notes, fmt.Sprintf("其中 %d 个专业为副本标注的“2025年12月新增”专业。", info.NewCount))
	}
	info.Notes = append(info.Notes, "副本没有修业年限、学位和开设院校信息，各专业详情页不显示这些内容；请以院校招生章程为准。")
	info.Source, err = sourceLine(ctx, h.cn, events.DatasetVocationalMajors)
	return err
}
