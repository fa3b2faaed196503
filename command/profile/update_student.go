package profile

import (
	"context"
	"strings"
	"unicode/utf8"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// UpdateStudent is User/UpdateUserStudent.
type UpdateStudent struct {
	NickName    string
	StudentName string
	Sex         int
	Version     *int
}

func (s *Service) UpdateStudent(ctx context.Context, meta events.Metadata, userID string, c UpdateStudent) (command.Result, error) {
	c.NickName, c.StudentName = strings.TrimSpace(c.NickName), strings.TrimSpace(c.StudentName)
	switch {
	case c.NickName == "":
		return command.Result{}, apperr.Invalid("请填写昵称")
	case utf8.RuneCountInString(c.NickName) > 20:
		return command.Result{}, apperr.Invalid("昵称不能超过20个字")
	case c.StudentName == "":
		return command.Result{}, apperr.Invalid("请填写学生姓名")
	case utf8.RuneCountInString(c.StudentName) > 20:
		return command.Result{}, apperr.Invalid("学生姓名不能超过20个字")
	case c.Sex != 1 && c.Sex != 2:
		return command.Result{}, apperr.Invalid("请选择性别")
	case hasControl(c.NickName) || hasControl(c.StudentName):
		return command.Result{}, apperr.Invalid("姓名和昵称不能包含特殊控制字符")
	}
	st, err := s.load(ctx, userID)
	if err != nil {
		return command.Result{}, err
	}
	return s.appendChecked(ctx, meta, userID, st, c.Version,
		events.StudentInfoUpdated{UserID: userID, NickName: c.NickName, StudentName: c.StudentName, Sex: c.Sex})
}

func hasControl(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return true
		}
	}
	return false
}
