package catalog

import (
	"context"

	"zhiyuan/events"
)

// The commit of flyboat403/occupation-analysis the three data sets below were copied from.
const occupationAnalysisCommit = "flyboat403/occupation-analysis（commit a935db42e13085633d828f0b468962933a20dcb7）"

// Provenance of the three data sets (edition, source), carried by their markers.
var (
	occupationsProvenance = [2]string{
		"中华人民共和国职业分类大典（2022年版）征求意见稿；2024年、2025年发布的新职业",
		"人力资源和社会保障部；数据副本：" + occupationAnalysisCommit + "。征求意见稿收录1636个细类（正式版为1639个），" +
			"部分编码与正式版不同；仅有职业编码、名称、绿色职业/数字职业标识与分类层级，无职业描述"}
	guideProvenance = [2]string{
		"职业信息与教育培训项目（专业）信息对应指引（2023年版）",
		"人力资源和社会保障部；数据副本：" + occupationAnalysisCommit + "。指引按2022年版大典正式版编码，" +
			"与本站所收征求意见稿编码不一致处按职业名称对应，无法对应的职业不设链接"}
	vocationalProvenance = [2]string{
		"职业教育专业目录（2021年）及2025年12月增补（高职专科、职教本科）",
		"中华人民共和国教育部；第三方整理副本：" + occupationAnalysisCommit + "。副本不完整：" +
			"教育部2026年7月更新后高职专科共811个专业，本副本754个；无国家控制布点（K）专业"}
)

// importChinese imports the Chinese occupations, the 2023 guide and the vocational majors.
func (s *Service) importChinese(ctx context.Context, meta events.Metadata) ([]Imported, error) {
	var out []Imported
	classes, occupations := occupationClassRecords(), occupationRecords()
	r, err := s.importSet(ctx, meta, events.DatasetOccupations, events.CatalogOccupationsStream,
		[]any{classes, occupations}, len(occupations),
		func(id string, from, to int) events.Event {
			e := events.CatalogOccupationsImported{Import: id, Occupations: occupations[from:to]}
			if from == 0 {
				e.Classes = classes
			}
			return e
		})
	if err != nil {
		return out, err
	}
	out = append(out, r)
	majors, missing := vocationalRecords(), missingMajorRecords()
	if r, err = s.importSet(ctx, meta, events.DatasetVocationalMajors, events.CatalogVocationalStream,
		[]any{majors, missing}, len(majors),
		func(id string, from, to int) events.Event {
			e := events.CatalogVocationalMajorsImported{Import: id, Majors: majors[from:to]}
			if from == 0 {
				e.Missing = missing
			}
			return e
		}); err != nil {
		return out, err
	}
	out = append(out, r)
	links := guideRecords()
	if r, err = s.importSet(ctx, meta, events.DatasetOccupationGuide, events.CatalogOccupationGuideStream, links,
		len(links), func(id string, from, to int) events.Event {
			return events.CatalogOccupationGuideImported{Import: id, Links: links[from:to]}
		}); err != nil {
		return out, err
	}
	return append(out, r), nil
}
