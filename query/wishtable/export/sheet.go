// Package export renders one wish table (志愿表) the way a province's filling
// form lays it out: as an XLSX workbook (XLSX) and as a printable A4 PDF (PDF).
// It is pure rendering: the caller fills a Sheet, nothing here reads the
// project's data.
package export

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"zhiyuan/beijing"
)

// Sheet is one wish table as a province's filling form lays it out.
type Sheet struct {
	Title        string    // the table's name, e.g. "我的志愿表"
	ProvinceName string    // 广东
	Year         int       // exam year, 2026
	Batch        string    // 本科批 (may be "")
	Track        string    // 物理类 / 历史类 / 综合 / 理科 / 文科
	Subjects     []string  // chosen subjects, may be empty
	Score        int       // 0 = not given
	Rank         int       // 0 = not given
	Mode         string    // "group" (院校专业组: a group with ordered majors + 服从调剂) or "major" (专业+院校: one major at one school per unit)
	MaxUnits     int       // the province's list length (0 unknown)
	MaxMajors    int       // majors per group (0 unknown / not applicable)
	Version      int       // the table's version; printed on every page with Generated
	Generated    time.Time // when the export was made (printed in Asia/Shanghai time)
	Owner        string    // e.g. "张三（138****0000）"
	Units        []Unit
	Notes        []string // footnotes, e.g. rules 未核实, data sources
}

// Unit is one line of the list: a group with its ordered majors (group mode)
// or one major at one school (major mode).
type Unit struct {
	Index       int    // 1-based position in the list
	SchoolCode  string // the province's 院校代号 (may be "")
	CollegeName string
	GroupCode   string   // 专业组代号 (group mode)
	Majors      []Major  // group mode: ordered majors (up to MaxMajors); major mode: exactly one
	Adjust      *bool    // 服从调剂: nil = not applicable (major mode), true 是, false 否
	Probability *float64 // percent, may be nil
	Label       string   // 冲/稳/保 or ""
	Note        string
}

// Major is one major as the province codes it.
type Major struct{ Code, Name string }

// Modes of a Sheet.
const (
	ModeGroup = "group" // 院校专业组
	ModeMajor = "major" // 专业+院校
)

// colKind says what a column holds, so both renderers can treat it alike
// (alignment, number formats, widths).
type colKind int

const (
	colIndex colKind = iota
	colCode
	colCollege
	colMajorCode
	colMajor
	colAdjust
	colProb
	colLabel
	colNote
)

// column is one column of the table: its header and relative width (in
// spreadsheet character units; the PDF scales them to the page).
type column struct {
	Title string
	Kind  colKind
	Width float64
}

// check rejects a Sheet the renderers cannot lay out.
func (s Sheet) check() error {
	switch s.Mode {
	case ModeGroup, ModeMajor:
		return nil
	case "":
		return fmt.Errorf("export: sheet mode is empty (want %q or %q)", ModeGroup, ModeMajor)
	default:
		return fmt.Errorf("export: unknown sheet mode %q (want %q or %q)", s.Mode, ModeGroup, ModeMajor)
	}
}

// majorSlots is the number of 专业 columns in group mode: MaxMajors, or the
// largest group when the province's limit is unknown or a group exceeds it
// (a major is never dropped), and at least one.
func (s Sheet) majorSlots() int {
	n := s.MaxMajors
	for _, u := range s.Units {
		n = max(n, len(u.Majors))
	}
	if n < 1 {
		n = 1
	}
	return n
}

// columns is the table's header in the province form's order.
func (s Sheet) columns() []column {
	if s.Mode == ModeMajor {
		return []column{
			{"志愿序号", colIndex, 6}, {"院校代号", colCode, 9}, {"院校名称", colCollege, 26},
			{"专业代号", colMajorCode, 9}, {"专业名称", colMajor, 28},
			{"录取概率", colProb, 10}, {"冲稳保", colLabel, 7.5}, {"备注", colNote, 22},
		}
	}
	cols := []column{{"志愿序号", colIndex, 6}, {"院校代号", colCode, 9}, {"院校名称", colCollege, 24}, {"专业组代号", colCode, 9}}
	for i := 1; i <= s.majorSlots(); i++ {
		cols = append(cols, column{"专业" + strconv.Itoa(i), colMajor, 15})
	}
	return append(cols, column{"是否服从调剂", colAdjust, 9.5}, column{"录取概率", colProb, 10},
		column{"冲稳保", colLabel, 7.5}, column{"备注", colNote, 18})
}

// cells is one unit's row as text, matching columns().
func (s Sheet) cells(u Unit) []string {
	row := []string{strconv.Itoa(u.Index), u.SchoolCode, u.CollegeName}
	if s.Mode == ModeMajor {
		var codes, names []string
		for _, m := range u.Majors {
			codes = append(codes, m.Code)
			names = append(names, m.Name)
		}
		row = append(row, strings.Join(nonEmpty(codes), "、"), strings.Join(nonEmpty(names), "、"))
	} else {
		row = append(row, u.GroupCode)
		for i := 0; i < s.majorSlots(); i++ {
			cell := ""
			if i < len(u.Majors) {
				cell = majorText(u.Majors[i])
			}
			row = append(row, cell)
		}
		row = append(row, adjustText(u.Adjust))
	}
	return append(row, probText(u.Probability), u.Label, u.Note)
}

func majorText(m Major) string {
	return strings.TrimSpace(m.Code + " " + m.Name)
}

func adjustText(a *bool) string {
	switch {
	case a == nil:
		return ""
	case *a:
		return "是"
	default:
		return "否"
	}
}

// probText prints a percent with at most one decimal: 63%, 63.5%.
func probText(p *float64) string {
	if p == nil {
		return ""
	}
	return strconv.FormatFloat(roundTenth(*p), 'f', -1, 64) + "%"
}

func roundTenth(v float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', 1, 64), 64)
	return r
}

func nonEmpty(xs []string) []string {
	out := xs[:0:0]
	for _, x := range xs {
		if x != "" {
			out = append(out, x)
		}
	}
	return out
}

// provinceFull names the province as a form does: 广东 → 广东省, 北京 → 北京市,
// 广西 → 广西壮族自治区; a name that already carries its suffix is kept.
func provinceFull(name string) string {
	name = strings.TrimSpace(name)
	if name == "" || strings.HasSuffix(name, "省") || strings.HasSuffix(name, "市") || strings.HasSuffix(name, "自治区") {
		return name
	}
	switch name {
	case "北京", "天津", "上海", "重庆":
		return name + "市"
	case "内蒙古", "西藏":
		return name + "自治区"
	case "广西":
		return "广西壮族自治区"
	case "宁夏":
		return "宁夏回族自治区"
	case "新疆":
		return "新疆维吾尔自治区"
	}
	return name + "省"
}

// heading is the form's title: 2026年广东省普通高校招生志愿表（本科批）.
func (s Sheet) heading() string {
	var b strings.Builder
	if s.Year > 0 {
		b.WriteString(strconv.Itoa(s.Year) + "年")
	}
	b.WriteString(provinceFull(s.ProvinceName))
	b.WriteString("普通高校招生志愿表")
	if s.Batch != "" {
		b.WriteString("（" + s.Batch + "）")
	}
	return b.String()
}

// versionText is printed on every page: 表版本 v7 · 导出于 2026-07-01 20:15.
func (s Sheet) versionText() string {
	return "表版本 v" + strconv.Itoa(s.Version) + " · 导出于 " + s.generatedText()
}

func (s Sheet) generatedText() string {
	if s.Generated.IsZero() {
		return "—"
	}
	return s.Generated.In(beijing.Zone).Format("2006-01-02 15:04")
}

// infoLines is the header block under the title, as label：value fields
// grouped into lines.
func (s Sheet) infoLines() [][]string {
	dash := func(v int) string {
		if v == 0 {
			return "—"
		}
		return strconv.Itoa(v)
	}
	orDash := func(v string) string {
		if v == "" {
			return "—"
		}
		return v
	}
	subjects := "—"
	if len(s.Subjects) > 0 {
		subjects = strings.Join(s.Subjects, "、")
	}
	return [][]string{
		{"考生：" + orDash(s.Owner), "科类：" + orDash(s.Track), "选考科目：" + subjects,
			"分数：" + dash(s.Score), "位次：" + dash(s.Rank)},
		{"志愿表：" + orDash(s.Title), "填报方式：" + s.modeText(), "志愿数：" + s.countText(),
			"表版本 v" + strconv.Itoa(s.Version), "导出时间：" + s.generatedText()},
	}
}

func (s Sheet) modeText() string {
	if s.Mode == ModeMajor {
		return "专业+院校"
	}
	if s.MaxMajors > 0 {
		return "院校专业组（每组最多 " + strconv.Itoa(s.MaxMajors) + " 个专业）"
	}
	return "院校专业组"
}

func (s Sheet) countText() string {
	n := strconv.Itoa(len(s.Units))
	if s.MaxUnits > 0 {
		return n + " / " + strconv.Itoa(s.MaxUnits)
	}
	return n
}
