package profiles

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// user is one row of users, as JSON for jsonb_to_recordset.
type user struct {
	UserID           string    `json:"user_id"`
	Phone            string    `json:"phone"`
	LoginName        *string   `json:"login_name"`
	LoginNameLower   *string   `json:"login_name_lower"`
	NickName         string    `json:"nick_name"`
	UserType         int       `json:"user_type"`
	StudentName      *string   `json:"student_name"`
	Sex              int       `json:"sex"`
	ExamProvinceID   *int      `json:"exam_province_id"`
	ExamProvinceName *string   `json:"exam_province_name"`
	ExamYear         *int      `json:"exam_year"`
	SubjectType      int       `json:"subject_type"`
	SelectSubjects   []string  `json:"select_subjects"`
	Score            *int      `json:"score"`
	ScoreIsFinal     bool      `json:"score_is_final"`
	ProfileVersion   int       `json:"profile_version"`
	RegisteredAt     time.Time `json:"registered_at"`
	UpdatedAt        time.Time `json:"updated_at"`
	dirty            bool
}

const columns = `user_id, phone, login_name, login_name_lower, nick_name, user_type, student_name, sex,
	exam_province_id, exam_province_name, exam_year, subject_type, select_subjects, score, score_is_final,
	profile_version, registered_at, updated_at`

func load(ctx context.Context, tx projections.Tx, ids []string) (map[string]*user, error) {
	rows, err := tx.Query(ctx, `SELECT `+columns+` FROM users WHERE user_id = ANY($1)`, ids)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]*user{}
	for rows.Next() {
		var u user
		if err := rows.Scan(&u.UserID, &u.Phone, &u.LoginName, &u.LoginNameLower, &u.NickName, &u.UserType,
			&u.StudentName, &u.Sex, &u.ExamProvinceID, &u.ExamProvinceName, &u.ExamYear, &u.SubjectType,
			&u.SelectSubjects, &u.Score, &u.ScoreIsFinal, &u.ProfileVersion, &u.RegisteredAt, &u.UpdatedAt); err != nil {
			return nil, err
		}
		out[u.UserID] = &u
	}
	return out, rows.Err()
}

// fold applies one event to the users in memory. An update of a user not
// registered (yet) changes nothing, as an UPDATE of no row would.
func fold(users map[string]*user, it projections.Item) {
	at := it.Env.RecordedAt
	profileVersion := 0
	if strings.HasPrefix(it.Env.StreamID, "profile-") {
		profileVersion = it.Env.Version
	}
	if e, ok := it.Event.(events.AccountRegistered); ok {
		if users[e.UserID] == nil {
			users[e.UserID] = &user{UserID: e.UserID, Phone: e.Phone, NickName: e.NickName, SelectSubjects: []string{},
				RegisteredAt: at, UpdatedAt: at, dirty: true}
		}
		return
	}
	u := users[userOf(it.Event)]
	if u == nil {
		return
	}
	u.dirty, u.UpdatedAt = true, at
	switch e := it.Event.(type) {
	case events.LoginNameSet:
		lower := strings.ToLower(e.LoginName)
		u.LoginName, u.LoginNameLower = &e.LoginName, &lower
	case events.StudentInfoUpdated:
		u.NickName, u.StudentName, u.Sex, u.ProfileVersion = e.NickName, &e.StudentName, e.Sex, profileVersion
	case events.ExamInfoUpdated:
		subjects := e.SelectSubjects
		if subjects == nil {
			subjects = []string{}
		}
		id, name, year := e.ExamProvinceID, e.ExamProvinceName, e.ExamYear
		u.ExamProvinceID, u.ExamProvinceName, u.ExamYear = &id, &name, &year
		u.SubjectType, u.SelectSubjects, u.ProfileVersion = e.SubjectType, subjects, profileVersion
	case events.ScoreUpdated:
		score := e.Score
		u.Score, u.ScoreIsFinal, u.ProfileVersion = &score, e.IsFinal, profileVersion
	}
}

func store(ctx context.Context, tx projections.Tx, users map[string]*user) error {
	var dirty []*user
	for _, u := range users {
		if u.dirty {
			dirty = append(dirty, u)
		}
	}
	if len(dirty) == 0 {
		return nil
	}
	j, err := json.Marshal(dirty)
	if err != nil {
		return err
	}
	return tx.Exec(ctx, `INSERT INTO users (`+columns+`)
		SELECT `+columns+` FROM jsonb_to_recordset($1::jsonb) AS x(user_id text, phone text, login_name text,
			login_name_lower text, nick_name text, user_type int, student_name text, sex int, exam_province_id int,
			exam_province_name text, exam_year int, subject_type int, select_subjects text[], score int,
			score_is_final boolean, profile_version int, registered_at timestamptz, updated_at timestamptz)
		ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, login_name = EXCLUDED.login_name,
			login_name_lower = EXCLUDED.login_name_lower, nick_name = EXCLUDED.nick_name, user_type = EXCLUDED.user_type,
			student_name = EXCLUDED.student_name, sex = EXCLUDED.sex, exam_province_id = EXCLUDED.exam_province_id,
			exam_province_name = EXCLUDED.exam_province_name, exam_year = EXCLUDED.exam_year,
			subject_type = EXCLUDED.subject_type, select_subjects = EXCLUDED.select_subjects, score = EXCLUDED.score,
			score_is_final = EXCLUDED.score_is_final, profile_version = EXCLUDED.profile_version,
			updated_at = EXCLUDED.updated_at`, string(j))
}
