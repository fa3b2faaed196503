package assistant

import (
	"context"
	"strconv"
	"strings"

	"zhiyuan/data"
	dadmission "zhiyuan/data/admission"
	qadmission "zhiyuan/query/admission"
)

// rule answers one question by its intent, asking for what is missing.
type rule struct {
	e       *Engine
	t       *turn
	slots   Slots
	profile Profile
	intent  string
	missing []string
	assumed []string // what came from the profile, said in the answer
}

func (r *rule) answer(ctx context.Context) (string, error) {
	switch r.intent {
	case IntentScoreRank:
		return r.scoreRank(ctx)
	case IntentEquivalent:
		return r.equivalent(ctx)
	case IntentBatchLine:
		return r.batchLines(ctx)
	case IntentSchoolLine, IntentMajorLine:
		return r.schoolLines(ctx, r.intent == IntentMajorLine)
	case IntentPlan:
		return r.plans(ctx)
	case IntentRecommend:
		return r.recommend(ctx)
	case IntentMajor:
		return r.majorInfo(ctx)
	case IntentOccupation:
		return r.occupationInfo(ctx)
	case IntentCollege:
		return r.collegeInfo(ctx)
	case IntentHelp:
		return r.help(ctx)
	case IntentMajorSubjects:
		return r.majorSubjects(ctx)
	case IntentArticle:
		return r.articles(ctx)
	case IntentGreeting:
		return greetingText, nil
	case IntentRefuse:
		if injection.MatchString(r.t.question) {
			return injectionText, nil
		}
		return guaranteeText, nil
	}
	return unknownText, nil
}

// province answers the asked province, else the profile's; ok false asks for it.
func (r *rule) province() (data.Province, bool) {
	id := r.slots.int("province")
	if id == 0 && r.profile.ProvinceId != 0 {
		id = r.profile.ProvinceId
		if p, ok := data.ProvinceByID(id); ok {
			r.assumed = append(r.assumed, "省份按你的档案："+p.Name)
			r.slots["province"] = strconv.Itoa(id)
		}
	}
	p, ok := data.ProvinceByID(id)
	if !ok {
		r.missing = append(r.missing, "province")
	}
	return p, ok
}

// track answers the track for the province's mode that year; ok false asks for it.
func (r *rule) track(p data.Province, year int) (string, bool) {
	mode := p.ModeFor(year)
	if mode != dadmission.Mode312 && mode != dadmission.ModeTraditional {
		return dadmission.TrackCombined, true
	}
	t := r.slots["track"]
	if t == "" && r.profile.Track != "" && r.profile.Track != dadmission.TrackCombined {
		t = r.profile.Track
		r.assumed = append(r.assumed, "科类按你的档案："+t)
		r.slots["track"] = t
	}
	if t == "" || t == dadmission.TrackCombined {
		r.missing = append(r.missing, "track")
		return "", false
	}
	// The tables name the track of the mode: 理科 in a 3+1+2 year is 物理类.
	if mode == dadmission.Mode312 && (t == dadmission.TrackScience || t == dadmission.TrackLiberal) {
		t = map[string]string{dadmission.TrackScience: dadmission.TrackPhysics, dadmission.TrackLiberal: dadmission.TrackHistory}[t]
	}
	if mode == dadmission.ModeTraditional && (t == dadmission.TrackPhysics || t == dadmission.TrackHistory) {
		t = map[string]string{dadmission.TrackPhysics: dadmission.TrackScience, dadmission.TrackHistory: dadmission.TrackLiberal}[t]
	}
	return t, true
}

// score answers the asked score, else the profile's; ok false asks for it.
func (r *rule) score() (int, bool) {
	if s := r.slots.int("score"); s > 0 {
		return s, true
	}
	if r.profile.Score > 0 {
		r.assumed = append(r.assumed, "分数按你的档案："+strconv.Itoa(r.profile.Score)+"分")
		r.slots["score"] = strconv.Itoa(r.profile.Score)
		return r.profile.Score, true
	}
	r.missing = append(r.missing, "score")
	return 0, false
}

// rankYear is the asked year, else the profile's exam year when its table is out, else the
// newest year with a table.
func (r *rule) rankYear(ctx context.Context, p data.Province) (int, error) {
	if y := r.slots.int("year"); y > 0 {
		return y, nil
	}
	years, err := r.e.d.Admission.LineRankYears(ctx, p.ID)
	if err != nil || len(years) == 0 {
		return 0, err
	}
	year := years[0].Year
	for _, y := range years {
		if y.Year == r.profile.Year && p.ID == r.profile.ProvinceId && y.Year != year {
			year = y.Year
			r.assumed = append(r.assumed, "年份按你的档案："+strconv.Itoa(year)+"年")
		}
	}
	r.t.evidence.WriteString(strconv.Itoa(year) + "\n")
	return year, nil
}

// ask is the question for what is missing, in the order a family would answer.
func (r *rule) ask(p data.Province) string {
	var parts []string
	for _, m := range r.missing {
		switch m {
		case "province":
			parts = append(parts, "你是哪个省份的考生（例如：广东）")
		case "track":
			if p.ModeFor(p.FirstNewExam) == dadmission.Mode312 && p.FirstNewExam > 0 {
				parts = append(parts, "首选科目是物理还是历史")
			} else {
				parts = append(parts, "是文科还是理科")
			}
		case "score":
			parts = append(parts, "你的高考分数是多少")
		case "college":
			parts = append(parts, "想查哪所院校（请写全称，例如：浙江大学）")
		case "major":
			parts = append(parts, "想查哪个专业")
		}
	}
	return "请告诉我：" + strings.Join(parts, "；") + "？"
}

// prefix says what the answer assumed from the profile.
func (r *rule) prefix() string {
	if len(r.assumed) == 0 {
		return ""
	}
	return "（" + strings.Join(r.assumed, "，") + "）\n"
}

// refused turns a query's refusal into the answer's words.
func (r *rule) refused(err error) (string, error) {
	if msg, ok := userError(err); ok {
		return r.prefix() + strings.TrimRight(msg, "。！!") + "。", nil
	}
	return "", err
}

func sourceNote(s *qadmission.Source) string {
	if s == nil || s.Caveat == "" {
		return ""
	}
	return "注意：" + s.Caveat + "\n"
}
