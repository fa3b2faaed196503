package recommend

import "fmt"

// classOf is a unit's batch class: the one its results name, else its school's level.
func classOf(u *Unit, c College) string {
	if u.Class != "" {
		return u.Class
	}
	return c.Level
}

// batchOf is the highest batch the candidate's score clears in the target year: 本科 when it
// reaches the ordinary 本科 line, else 专科; "" (both) when the line is not published.
func (pl placed) batchOf(p *Province) (string, string) {
	line, lineYear, ok := p.LineOrBefore(pl.target, pl.track, "本科")
	if !ok {
		return "", fmt.Sprintf("%s%d年本科批次线未公布，本科与专科一并列出。", pl.province.Name, pl.target)
	}
	score := pl.score
	if score < 0 && pl.table != nil { // a rank: the score at that rank
		if b, ok := pl.table.BandOfRank(pl.rank()); ok {
			score = b.Low
		}
	}
	if score < 0 {
		return "", ""
	}
	if score >= line {
		return "本科", ""
	}
	return "专科", fmt.Sprintf("分数低于%d年本科线（%d分），列出专科批次；可在筛选中改为本科。", lineYear, line)
}
