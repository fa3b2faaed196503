package wishtable

import (
	"time"

	"zhiyuan/query/wishtable/export"
)

// sheetOf lays a table out for the export: a school of the old exam fills like a group (its
// majors in order and 调剂).
func sheetOf(d *Detail, now time.Time) export.Sheet {
	t := d.Table
	s := export.Sheet{Title: t.Name, ProvinceName: t.ProvinceName, Year: t.Year, Batch: t.Batch, Track: t.Track,
		Subjects: t.SelectSubjects, Score: t.Score, Rank: t.Rank, Mode: export.ModeGroup, MaxUnits: t.MaxUnits,
		MaxMajors: t.MaxMajors, Version: t.Version, Generated: now, Owner: t.Owner.NickName}
	if t.Owner.Phone != "" {
		s.Owner += "（" + t.Owner.Phone + "）"
	}
	if t.Mode == "major" {
		s.Mode = export.ModeMajor
	}
	if s.Rank == 0 && d.Candidate != nil {
		s.Rank = d.Candidate.Rank
	}
	for _, u := range d.Units {
		eu := export.Unit{Index: u.Index, SchoolCode: u.SchoolCode, CollegeName: u.CollegeName, GroupCode: u.GroupCode,
			Probability: u.Probability, Label: u.Label, Note: exportNote(u)}
		if t.Mode == "major" {
			eu.Majors = []export.Major{{Code: u.MajorCode, Name: u.MajorName}}
		} else {
			adjust := u.Adjust
			eu.Adjust = &adjust
			for _, m := range u.Majors {
				eu.Majors = append(eu.Majors, export.Major{Code: m.Code, Name: m.Name})
			}
		}
		s.Units = append(s.Units, eu)
	}
	if t.RuleNote != "" {
		s.Notes = append(s.Notes, t.RuleNote)
	}
	if d.Candidate != nil {
		s.Notes = append(s.Notes, "录取概率来自智愿的推荐模型（方法与回测见“本省回测明细”），仅供参考，不代表录取结果")
	}
	s.Notes = append(s.Notes, "请以省教育考试院志愿填报系统为准，在系统中逐条核对院校代号、专业组代号和专业代号后提交")
	return s
}

// exportNote is the unit's own note and, beside a probability, what that probability rests on
// when it is less than full evidence (依据：仅1年数据（区间放宽×1.5）、代用位次).
func exportNote(u UnitView) string {
	if u.Probability == nil || u.Evidence == nil {
		return u.Note
	}
	basis := u.Evidence.Basis()
	switch {
	case basis == "":
		return u.Note
	case u.Note == "":
		return "依据：" + basis
	}
	return u.Note + "；依据：" + basis
}
