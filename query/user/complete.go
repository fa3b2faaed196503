package user

import (
	"context"
	"time"
	"zhiyuan/beijing"
	"zhiyuan/query/membership"
)

// Completeness is User/CheckUserStudentComplate: the four flags of SPEC §5,
// 1 meaning "needs completing", checked by the web app in this order.
type Completeness struct {
	IsNeedComplateBaseInfo   int
	IsNeedComplateScore      int
	IsNeedComplateFinalScore int
	IsNeedComplateSubjects   int
}

// scoresOut is when a year's real scores are published: provinces release them
// from about 23 June; after that an estimated score is no longer enough.
func scoresOut(year int) time.Time {
	return time.Date(year, 6, 26, 0, 0, 0, 0, beijing.Zone)
}

func (h *Handler) CheckComplete(ctx context.Context, userID string) (Completeness, error) {
	r, err := h.load(ctx, userID)
	if err != nil {
		return Completeness{}, err
	}
	var c Completeness
	if r.StudentName == "" || r.Sex == 0 {
		c.IsNeedComplateBaseInfo = 1
	}
	if r.ExamProvinceID == 0 || r.ExamYear == 0 || r.Score == nil {
		c.IsNeedComplateScore = 1
	}
	if r.ExamYear != 0 && r.Score != nil && !r.ScoreIsFinal && h.now().After(scoresOut(r.ExamYear)) {
		c.IsNeedComplateFinalScore = 1
	}
	if r.ExamProvinceID == 0 || (len(r.SelectSubjects) == 0 && r.SubjectType == 0) {
		c.IsNeedComplateSubjects = 1
	}
	return c, nil
}

// LoginData is the login data of SPEC §3 stored by the web app.
type LoginData struct {
	Token           string
	UserId          string
	NickName        string
	UserType        int
	RightsList      []membership.HeldRight
	UserProductList []membership.HeldProduct
}

// LoginData builds the login data for a user; the HTTP layer adds the rights and products
// the user holds (query/membership).
func (h *Handler) LoginData(ctx context.Context, userID, token string) (LoginData, error) {
	r, err := h.load(ctx, userID)
	if err != nil {
		return LoginData{}, err
	}
	return LoginData{Token: token, UserId: r.UserID, NickName: r.NickName, UserType: r.UserType,
		RightsList: []membership.HeldRight{}, UserProductList: []membership.HeldProduct{}}, nil
}
