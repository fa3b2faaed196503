package wishtable

import (
	"fmt"

	"zhiyuan/data/admission"
	"zhiyuan/events"
	"zhiyuan/query/recommend"
)

// Check levels: 不可提交 blocks a sound filing, 注意 is a risk to read, 提示 is information.
const (
	Blocking = "error"
	Warning  = "warning"
	Info     = "info"
)

// Check is one finding beside the list, with the unit it concerns (Index 0: the whole table).
type Check struct {
	Kind    string
	Level   string
	Index   int
	Key     string `json:",omitempty"`
	Message string
}

// checks reads the list as a careful adviser would before the deadline.
func checks(r *Row, units []UnitView, looked *recommend.Looked) []Check {
	out := []Check{}
	add := func(kind, level string, u *UnitView, msg string) {
		c := Check{Kind: kind, Level: level, Message: msg}
		if u != nil {
			c.Index, c.Key = u.Index, u.Key
		}
		out = append(out, c)
	}
	c := r.Header
	if !c.RuleVerified {
		add("规则未核实", Info, nil, "本省当年的填报规则（填报单位或志愿数）未核实，以省考试院公布为准")
	}
	if f, ok := admission.FillingRuleFor(c.ProvinceID, c.Year); ok && f.Basis != "" {
		add("沿用往年规则", Info, nil, fmt.Sprintf("%s：%d年的填报规则尚未公布，本表的填报单位、志愿数和每组专业数按%d年省考试院公布的规则，"+
			"以%d年公布为准", f.Basis, c.Year, f.RuleYear, c.Year))
	}
	if c.MaxUnits > 0 && len(units) > c.MaxUnits {
		add("超出志愿数", Blocking, nil, fmt.Sprintf("共%d个志愿，超过本省可填的%d个：多出的志愿无法提交", len(units), c.MaxUnits))
	}
	seen := map[string]int{}
	for i := range units {
		u := &units[i]
		label := u.label()
		if first, dup := seen[label]; dup {
			add("重复志愿", Warning, u, fmt.Sprintf("第%d位与第%d位是同一个志愿（%s）：重复填报浪费一个位置", u.Index, first, label))
		} else {
			seen[label] = u.Index
		}
		if looked != nil && looked.Excluded[u.Key] == "选科" {
			add("选科不符", Blocking, u, fmt.Sprintf("%s 的选科要求是「%s」，你的选科不符合：不能填报", label, u.Requirement))
		}
		if looked != nil && looked.PlansKnown && u.Found && u.Plan == 0 {
			add("不在今年计划", Warning, u, fmt.Sprintf("%s 不在%d年已公布的招生计划中：可能停招、改组或改名，请核对", label, c.Year))
		}
		if u.Level != "major" && !u.Adjust {
			add("不服从调剂", Warning, u, fmt.Sprintf("%s 选择了不服从调剂：投档后若所填专业都录不上，会被退档，"+
				"并且本批次的后续志愿不再投档（退档后只能参加征集志愿或下一批次）", label))
		}
		if u.Level != "major" && len(u.Majors) == 0 {
			add("未选专业", Warning, u, label+" 还没有选择专业：请按意愿顺序选择组内专业")
		}
		if c.MaxMajors > 0 && len(u.Majors) > c.MaxMajors {
			add("专业数超出", Blocking, u, fmt.Sprintf("%s 填了%d个专业，超过每组%d个", label, len(u.Majors), c.MaxMajors))
		}
		if u.Special != "" && !u.Confirmed {
			add("特殊类型待确认", Warning, u, fmt.Sprintf("%s 属于「%s」：%s。请阅读招生章程后确认", label, u.Special, specialRisk(u)))
		}
	}
	out = append(out, orderChecks(units)...)
	if looked != nil && len(units) > 0 {
		out = append(out, safetyCheck(units)...)
		out = append(out, thinCheck(units, looked)...)
	}
	return out
}

func specialRisk(u *UnitView) string {
	switch u.Special {
	case "中外合作":
		if u.Tuition > 0 {
			return fmt.Sprintf("学费每年%d元，通常远高于普通专业", u.Tuition)
		}
		return "学费通常远高于普通专业（今年学费未公布）"
	case "定向":
		return "毕业后须按协议到指定地区或单位服务，违约有责任"
	case "预科":
		return "先读一年预科，再转入本科"
	}
	return "录取条件与普通志愿不同"
}

// orderChecks: in parallel wishes the file goes to the first unit whose line the candidate
// clears, so a unit placed below a clearly safer one is only reached when that one fails.
func orderChecks(units []UnitView) []Check {
	var out []Check
	var best *UnitView
	for i := range units {
		u := &units[i]
		if u.Probability == nil {
			continue
		}
		if best != nil && *best.Probability >= 90 && *u.Probability+10 < *best.Probability {
			out = append(out, Check{Kind: "顺序", Level: Warning, Index: u.Index, Key: u.Key, Message: fmt.Sprintf(
				"第%d位（录取概率%.0f%%）排在更稳的第%d位（%.0f%%）之后：平行志愿按顺序检索，能被第%d位投档时就轮不到它，"+
					"想冲的志愿应放在前面", u.Index, *u.Probability, best.Index, *best.Probability, best.Index)})
			continue
		}
		if best == nil || *u.Probability > *best.Probability {
			best = u
		}
	}
	return out
}

// safetyCheck: the last part of the list should hold at least one unit likely to admit.
func safetyCheck(units []UnitView) []Check {
	from := len(units) * 2 / 3
	for _, u := range units[from:] {
		if u.Probability != nil && *u.Probability >= 90 {
			return nil
		}
	}
	return []Check{{Kind: "缺少保底", Level: Warning, Message: fmt.Sprintf(
		"志愿表后三分之一（第%d位起）没有录取概率在90%%以上的志愿：分数不够前面的志愿时可能滑档，建议在末尾加入保底志愿", from+1)}}
}

// label names a unit in words, as the history does.
func (u *UnitView) label() string {
	return events.WishUnit{CollegeName: u.CollegeName, GroupCode: u.GroupCode, MajorName: u.MajorName}.Label()
}
