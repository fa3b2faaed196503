// Package user answers the signed-in user's own profile queries.
package user

import (
	"context"
	"time"

	"zhiyuan/events/apperr"
)

// Record is one user's row of the profiles read model.
type Record struct {
	UserID           string
	Phone            string
	LoginName        string
	NickName         string
	UserType         int
	StudentName      string
	Sex              int
	ExamProvinceID   int
	ExamProvinceName string
	ExamYear         int
	SubjectType      int
	SelectSubjects   []string
	Score            *int
	ScoreIsFinal     bool
	ProfileVersion   int
}

type ReadModel interface {
	User(ctx context.Context, userID string) (Record, bool, error)
	LoginNameExists(ctx context.Context, lower string) (bool, error)
}

type Handler struct {
	rm  ReadModel
	now func() time.Time
}

func NewHandler(rm ReadModel) *Handler { return &Handler{rm: rm, now: time.Now} }

type UserScore struct {
	ExamProvinceId   int
	ExamProvinceName string
	ExamYear         int
	SubjectType      int
	SelectSubjects   []string
	Score            *int
	IsFinalScore     bool
}

type Student struct {
	Sex         int
	StudentName string
}

// StudentInfo is User/GetUserStudent's answer.
type StudentInfo struct {
	HasLoginName bool
	LoginName    string
	NickName     string
	Phone        string
	UserScore    *UserScore
	Student      *Student
	Version      int
}

func (h *Handler) load(ctx context.Context, userID string) (Record, error) {
	r, ok, err := h.rm.User(ctx, userID)
	if err != nil {
		return r, err
	}
	if !ok {
		return r, apperr.LoginRequired()
	}
	return r, nil
}

func (h *Handler) GetUserStudent(ctx context.Context, userID string) (StudentInfo, error) {
	r, err := h.load(ctx, userID)
	if err != nil {
		return StudentInfo{}, err
	}
	out := StudentInfo{HasLoginName: r.LoginName != "", LoginName: r.LoginName, NickName: r.NickName,
		Phone: MaskPhone(r.Phone), Version: r.ProfileVersion}
	if r.StudentName != "" || r.Sex != 0 {
		out.Student = &Student{Sex: r.Sex, StudentName: r.StudentName}
	}
	if r.ExamProvinceID != 0 {
		subjects := r.SelectSubjects
		if subjects == nil {
			subjects = []string{}
		}
		out.UserScore = &UserScore{ExamProvinceId: r.ExamProvinceID, ExamProvinceName: r.ExamProvinceName,
			ExamYear: r.ExamYear, SubjectType: r.SubjectType, SelectSubjects: subjects, Score: r.Score, IsFinalScore: r.ScoreIsFinal}
	}
	return out, nil
}

// CheckLoginNameExists is Auth/CheckLoginNameExists.
func (h *Handler) CheckLoginNameExists(ctx context.Context, lower string) (bool, error) {
	return h.rm.LoginNameExists(ctx, lower)
}

// MaskPhone shows a phone number as 138****0000.
func MaskPhone(p string) string {
	if len(p) != 11 {
		return ""
	}
	return p[:3] + "****" + p[7:]
}
