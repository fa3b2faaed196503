package audit

import (
	"fmt"
	"strings"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/events"
)

var roleWords = events.WishRoleNames

// describeWish says in words what a wish table event did, and whom it concerned (a member).
func describeWish(ev events.Event) (tableID, summary, subject string) {
	switch e := ev.(type) {
	case events.WishTableCreated:
		s := fmt.Sprintf("创建志愿表「%s」（%s %d %s", e.Name, e.ProvinceName, e.Year, e.Track)
		if e.Score > 0 {
			s += fmt.Sprintf(" %d分", e.Score)
		}
		s += "）"
		if e.CopiedFrom != "" {
			s = fmt.Sprintf("复制志愿表（来自第%d版，含%d个志愿）为「%s」", e.CopiedVersion, len(e.Units), e.Name)
		}
		return e.TableID, s, ""
	case events.WishTableRenamed:
		return e.TableID, "将志愿表改名为「" + e.Name + "」", ""
	case events.WishTableScoreSet:
		s := fmt.Sprintf("将分数改为%d分", e.Score)
		if e.Rank > 0 {
			s += fmt.Sprintf("（位次%d）", e.Rank)
		}
		return e.TableID, s, ""
	case events.WishTableNoteSet:
		return e.TableID, "修改志愿表备注：" + quote(e.Note), ""
	case events.WishUnitAdded:
		return e.TableID, fmt.Sprintf("加入 %s（第%d位）", e.Unit.Label(), e.Index+1), ""
	case events.WishUnitRemoved:
		return e.TableID, fmt.Sprintf("移除 %s（原第%d位）", e.Label, e.Index+1), ""
	case events.WishUnitMoved:
		return e.TableID, fmt.Sprintf("将 %s 从第%d位移到第%d位", e.Label, e.From+1, e.To+1), ""
	case events.WishUnitMajorsSet:
		var names []string
		for _, m := range e.Majors {
			names = append(names, m.Name)
		}
		if len(names) == 0 {
			return e.TableID, "清空 " + e.Label + " 的专业", ""
		}
		return e.TableID, fmt.Sprintf("设置 %s 的专业：%s", e.Label, strings.Join(names, "、")), ""
	case events.WishUnitAdjustSet:
		word := "不服从调剂"
		if e.Adjust {
			word = "服从调剂"
		}
		return e.TableID, fmt.Sprintf("将 %s 改为%s", e.Label, word), ""
	case events.WishUnitNoteSet:
		return e.TableID, fmt.Sprintf("修改 %s 的备注：%s", e.Label, quote(e.Note)), ""
	case events.WishUnitConfirmed:
		return e.TableID, "确认已了解 " + e.Label + " 的特殊要求", ""
	case events.WishTableDeleted:
		return e.TableID, fmt.Sprintf("删除志愿表（%d天内可恢复）", events.WishRecoverDays), ""
	case events.WishTableRecovered:
		return e.TableID, "恢复已删除的志愿表", ""
	case events.WishTableRestored:
		return e.TableID, fmt.Sprintf("将志愿恢复到第%d版（%d个志愿）", e.ToVersion, len(e.Units)), ""
	case events.WishMemberSet:
		how := map[string]string{"phone": "按手机号共享", "link": "通过邀请链接加入", "role": "修改权限"}[e.Via]
		return e.TableID, fmt.Sprintf("%s：%s", how, roleWords[e.Role]), e.UserID
	case events.WishMemberRemoved:
		return e.TableID, "取消共享", e.UserID
	case events.WishLinkCreated:
		return e.TableID, fmt.Sprintf("创建邀请链接（%s，%s前有效，仅可使用一次）", roleWords[e.Role],
			time.Unix(e.ExpiresAt, 0).In(beijing.Zone).Format("2006-01-02 15:04")), ""
	case events.WishLinkRevoked:
		return e.TableID, "撤销一个未使用的邀请链接", ""
	}
	return "", "", ""
}

func quote(s string) string {
	if s == "" {
		return "（清空）"
	}
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return "「" + s + "」"
}
