package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/query/audit"
	"zhiyuan/query/session"
	"zhiyuan/query/user"
)

// UsersReadModel reads rm_profiles, rm_sessions and rm_audit.
type UsersReadModel struct{ db *DB }

func NewUsersReadModel(db *DB) *UsersReadModel { return &UsersReadModel{db: db} }

func (r *UsersReadModel) User(ctx context.Context, userID string) (user.Record, bool, error) {
	var u user.Record
	var loginName, studentName, provName *string
	var provID, year *int
	err := r.db.Pool.QueryRow(ctx, `SELECT user_id, phone, login_name, nick_name, user_type, student_name, sex,
		exam_province_id, exam_province_name, exam_year, subject_type, select_subjects, score, score_is_final, profile_version
		FROM rm_profiles.users WHERE user_id = $1`, userID).Scan(&u.UserID, &u.Phone, &loginName, &u.NickName, &u.UserType,
		&studentName, &u.Sex, &provID, &provName, &year, &u.SubjectType, &u.SelectSubjects, &u.Score, &u.ScoreIsFinal, &u.ProfileVersion)
	if errors.Is(err, pgx.ErrNoRows) {
		return u, false, nil
	}
	if err != nil {
		return u, false, err
	}
	u.LoginName, u.StudentName, u.ExamProvinceName = deref(loginName), deref(studentName), deref(provName)
	if provID != nil {
		u.ExamProvinceID = *provID
	}
	if year != nil {
		u.ExamYear = *year
	}
	return u, true, nil
}

func (r *UsersReadModel) LoginNameExists(ctx context.Context, lower string) (bool, error) {
	var ok bool
	err := r.db.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM rm_profiles.users WHERE login_name_lower = $1)`, lower).Scan(&ok)
	return ok, err
}

func (r *UsersReadModel) ActiveSession(ctx context.Context, hash string, now time.Time) (session.Session, bool, error) {
	var s session.Session
	err := r.db.Pool.QueryRow(ctx, `SELECT user_id, expires_at FROM rm_sessions.sessions
		WHERE session_hash = $1 AND revoked_at IS NULL AND expires_at > $2`, hash, now).Scan(&s.UserID, &s.ExpiresAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return s, false, nil
	}
	return s, err == nil, err
}

func (r *UsersReadModel) History(ctx context.Context, userID string, offset, limit int) (audit.Page, error) {
	var p audit.Page
	if err := r.db.Pool.QueryRow(ctx, `SELECT COUNT(*) FROM rm_audit.entries WHERE user_id = $1`, userID).Scan(&p.Total); err != nil {
		return p, err
	}
	rows, err := r.db.Pool.Query(ctx, `SELECT time, type, summary, actor_user_id, terminal_type, client_ip
		FROM rm_audit.entries WHERE user_id = $1 ORDER BY position DESC OFFSET $2 LIMIT $3`, userID, offset, limit)
	if err != nil {
		return p, err
	}
	defer rows.Close()
	for rows.Next() {
		var e audit.Entry
		if err := rows.Scan(&e.Time, &e.Type, &e.Summary, &e.ActorUserId, &e.TerminalType, &e.ClientIP); err != nil {
			return p, err
		}
		p.List = append(p.List, e)
	}
	return p, rows.Err()
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
