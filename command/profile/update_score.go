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
type UpdateScore struct {
	Score   *float64
	IsFinal bool
	Version *int
}

const msgBadScore = "请输入有效的高考成绩！"

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
	return s.appendChecked(ctx, meta, userID, st, c.Version,
		events.ScoreUpdated{UserID: userID, Score: int(*c.Score), IsFinal: c.IsFinal})
}
