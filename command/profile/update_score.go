package profile

import (
	"context"

	"zhiyuan/command"
	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// UpdateScore is User/UpdateUserScore: an estimated or final gaokao score.
// The range is 0 to the province's full mark (750; 上海 660; 海南 900).
//
// Once the real score is in (IsFinal, entered on /setRealScore), only another IsFinal
// write changes it: an estimate of the same score (a profile form resending what it
// shows) changes nothing, and an estimate of another score is refused, so no profile
// save turns the real score back into an estimate by accident.
type UpdateScore struct {
	Score   *float64
	IsFinal bool
	Version *int
}

const (
	msgBadScore   = "请输入有效的高考成绩！"
	msgFinalScore = "已录入高考真实成绩，如需修改请到「录入真实成绩」页提交"
)

func (s *Service) UpdateScore(ctx context.Context, meta events.Metadata, userID string, c UpdateScore) (command.Result, error) {
	st, err := s.load(ctx, userID)
	if err != nil {
		return command.Result{}, err
	}
	if st.provinceID == 0 {
		return command.Result{}, apperr.Invalid("请先完善高考信息！")
	}
	max := 750
	if p, ok := data.ProvinceByID(st.provinceID); ok && p.MaxScore > 0 {
		max = p.MaxScore
	}
	if c.Score == nil || *c.Score < 0 || *c.Score > float64(max) || *c.Score != float64(int(*c.Score)) {
		return command.Result{}, apperr.Invalid(msgBadScore)
	}
	if st.scoreFinal && !c.IsFinal {
		if c.Version != nil && *c.Version != st.version {
			return command.Result{}, apperr.StaleVersion()
		}
		if int(*c.Score) != st.score {
			return command.Result{}, apperr.Invalid(msgFinalScore)
		}
		return command.Result{Version: st.version}, nil
	}
	return s.appendChecked(ctx, meta, userID, st, c.Version,
		events.ScoreUpdated{UserID: userID, Score: int(*c.Score), IsFinal: c.IsFinal})
}
