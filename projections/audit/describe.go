package audit

import (
	"strconv"
	"strings"

	"zhiyuan/events"
)

type field struct{ label, value string }

var sexNames = map[int]string{0: "未填", 1: "男", 2: "女"}
var trackNames = map[int]string{1: "文科", 2: "理科"}

// describe says whose account an event belongs to and, in Chinese, what it did.
// Profile updates also return their field values so the change can be shown.
func describe(ev events.Event) (userID string, fields []field, summary string) {
	switch e := ev.(type) {
	case events.AccountRegistered:
		return e.UserID, nil, "注册账号（手机号 " + maskPhone(e.Phone) + "）"
	case events.LoginNameSet:
		return e.UserID, nil, "设置登录名 " + e.LoginName + " 和密码"
	case events.PasswordChanged:
		if e.Method == "reset" {
			return e.UserID, nil, "通过短信验证码重置密码"
		}
		if e.Method == "rehash" {
			return e.UserID, nil, "登录时按新的加密参数重新保存密码（密码未变）"
		}
		return e.UserID, nil, "修改密码"
	case events.SessionStarted:
		if e.Method == "password" {
			return e.UserID, nil, "使用登录名和密码登录"
		}
		if e.Method == "link" {
			return e.UserID, nil, "通过一次性登录链接登录"
		}
		return e.UserID, nil, "使用短信验证码登录"
	case events.LoginLinkIssued:
		return e.UserID, nil, "生成一次性登录链接（5分钟内有效，只能使用一次）"
	case events.PoliciesAccepted:
		return e.UserID, nil, "阅读并同意《用户协议》和《隐私政策》（" + e.Version + " 版）"
	case events.SessionEnded:
		if e.Reason == "password_changed" {
			return e.UserID, nil, "密码变更，其他设备上的登录已失效"
		}
		return e.UserID, nil, "退出登录"
	case events.StudentInfoUpdated:
		return e.UserID, []field{{"昵称", e.NickName}, {"学生姓名", e.StudentName}, {"性别", sexNames[e.Sex]}}, "修改基本信息"
	case events.ExamInfoUpdated:
		fs := []field{{"高考省份", e.ExamProvinceName}, {"高考年份", strconv.Itoa(e.ExamYear)}}
		if len(e.SelectSubjects) > 0 {
			fs = append(fs, field{"选考科目", strings.Join(e.SelectSubjects, "/")})
		} else {
			fs = append(fs, field{"科类", trackNames[e.SubjectType]})
		}
		return e.UserID, fs, "修改高考信息"
	case events.ScoreUpdated:
		kind := "预估成绩"
		if e.IsFinal {
			kind = "实际成绩"
		}
		return e.UserID, []field{{"成绩", strconv.Itoa(e.Score) + "分（" + kind + "）"}}, "修改高考成绩"
	}
	return "", nil, ""
}

func maskPhone(p string) string {
	if len(p) != 11 {
		return "***"
	}
	return p[:3] + "****" + p[7:]
}
