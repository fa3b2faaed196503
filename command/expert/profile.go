package expert

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"zhiyuan/data"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Specialties an expert may list: the services families look for.
var Specialties = []string{"志愿填报", "新高考选科", "生涯规划", "强基计划", "综合评价", "艺术类", "体育类",
	"高职专科", "军警院校", "中外合作办学", "升学心理"}

// Modes of a consultation.
var Modes = map[string]string{"video": "视频", "phone": "电话"}

var (
	phonePattern = regexp.MustCompile(`^1[3-9][0-9]{9}$`)
	photoPath    = regexp.MustCompile(`^/uploads/[A-Za-z0-9][A-Za-z0-9._-]*$`)
)

// bannedClaims are the promises the Ministry of Education warns families against in its
// yearly 高考志愿填报 notices (内部数据, 精准定位, 包录取 and their like): a profile carrying one
// is refused, whoever types it.
var bannedClaims = []string{"内部数据", "内部指标", "内部名额", "内部渠道", "内部关系", "内部消息", "精准定位",
	"精准预测", "精准填报", "包录取", "保录取", "包过", "保过", "确保录取", "稳录取", "百分百录取", "100%录取",
	"录取率100%", "不录取退款", "不录取全额退款", "低分高录", "点招", "关系录取", "花钱上大学", "独家数据"}

// claim finds a banned claim in a text, looking past spaces, punctuation and full-width forms
// ("包 录 取", "１００％录取").
func claim(texts ...string) string {
	var b strings.Builder
	for _, t := range texts {
		for _, r := range t {
			switch {
			case r >= '０' && r <= '９':
				r = '0' + (r - '０')
			case r == '％':
				r = '%'
			}
			if r == '%' || unicode.IsLetter(r) || unicode.IsDigit(r) {
				b.WriteRune(unicode.ToLower(r))
			}
		}
		b.WriteRune('|')
	}
	s := b.String()
	for _, c := range bannedClaims {
		if strings.Contains(s, c) {
			return c
		}
	}
	return ""
}

// cleanProfile trims a profile and refuses what families could not be shown.
func cleanProfile(p events.ExpertProfile) (events.ExpertProfile, error) {
	p.Name, p.Title, p.Org = strings.TrimSpace(p.Name), strings.TrimSpace(p.Title), strings.TrimSpace(p.Org)
	p.Intro, p.Photo = strings.TrimSpace(p.Intro), strings.TrimSpace(p.Photo)
	runes := utf8.RuneCountInString
	switch {
	case runes(p.Name) < 2 || runes(p.Name) > 20:
		return p, apperr.Invalid("姓名须为 2–20 个字")
	case p.Title == "" || runes(p.Title) > 30:
		return p, apperr.Invalid("请填写身份或职称（不超过 30 个字）")
	case p.Org == "" || runes(p.Org) > 50:
		return p, apperr.Invalid("请填写所在单位（不超过 50 个字）")
	case p.Years < 0 || p.Years > 60:
		return p, apperr.Invalid("从业年限须在 0 到 60 年之间")
	case runes(p.Intro) < 30 || runes(p.Intro) > 2000:
		return p, apperr.Invalid("个人介绍须为 30–2000 个字")
	case len(p.Specialties) == 0 || len(p.Specialties) > 5:
		return p, apperr.Invalid("请选择 1–5 项擅长领域")
	case p.Photo != "" && !photoPath.MatchString(p.Photo):
		return p, apperr.Invalid("照片须为本站上传的图片")
	case len(p.Provinces) > 34:
		return p, apperr.Invalid("省份过多")
	}
	seen := map[string]bool{}
	for _, sp := range p.Specialties {
		if !slices.Contains(Specialties, sp) || seen[sp] {
			return p, apperr.Invalid("擅长领域须从列表中选择：" + strings.Join(Specialties, "、"))
		}
		seen[sp] = true
	}
	ids := map[int]bool{}
	for _, id := range p.Provinces {
		if _, ok := data.ProvinceByID(id); !ok || ids[id] {
			return p, apperr.Invalid(fmt.Sprintf("省份代码不正确：%d", id))
		}
		ids[id] = true
	}
	slices.Sort(p.Provinces)
	if c := claim(p.Name, p.Title, p.Org, p.Intro); c != "" {
		return p, apperr.Invalid(fmt.Sprintf("介绍中不能出现“%s”等教育部明令警示的宣传用语，请删去后再提交", c))
	}
	return p, nil
}

// sameProfile tells whether two cleaned profiles read the same.
func sameProfile(a, b events.ExpertProfile) bool {
	return a.Name == b.Name && a.Title == b.Title && a.Org == b.Org && a.Years == b.Years && a.Intro == b.Intro &&
		a.Photo == b.Photo && slices.Equal(a.Specialties, b.Specialties) && slices.Equal(a.Provinces, b.Provinces)
}
