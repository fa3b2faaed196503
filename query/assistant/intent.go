package assistant

import (
	"regexp"
	"strings"
)

// The intents the rules recognise (docs/API-CHAT.md).
const (
	IntentScoreRank  = "score_rank"
	IntentEquivalent = "equivalent"
	IntentBatchLine  = "batch_line"
	IntentSchoolLine = "school_line"
	IntentMajorLine  = "major_line"
	IntentPlan       = "plan"
	IntentRecommend  = "recommend"
	IntentMajor      = "major_info"
	IntentOccupation = "occupation_info"
	IntentCollege    = "college_info"
	IntentHelp       = "help"
	IntentGreeting   = "greeting"
	IntentRefuse     = "refuse"
	IntentUnknown    = "unknown"
	IntentModel      = "model"
)

func pattern(alternatives ...string) *regexp.Regexp {
	return regexp.MustCompile(strings.Join(alternatives, "|"))
}

var (
	// Asking for a promise nobody can keep, or for the rules to be dropped.
	guarantee = pattern(`(保证|确保|担保|打包票).{0,12}录取`, `包录取`, `保录取`, `百分之?百.{0,6}(录取|能上|考上)`, `100%.{0,6}(录取|能上|考上)`,
		`一定(能|可以|会)(被)?(录取|考上|上)`, `稳上`, `内部(数据|指标|名额|渠道)`,
		`打包票`, `包票`, `肯定能(被)?(录|上|考上|进)`, `稳进`, `花钱.{0,8}(进|上|录)`, `(门路|后门|托关系|找关系)`)
	injection = pattern(`(?i)ignore (all |the )?(previous|above)`, `(?i)system prompt`, `忽略.{0,6}(指令|规则|设定|提示)`,
		`(你的|系统)(提示词|指令|设定)`, `扮演`, `(?i)jailbreak`, `开发者模式`, `不受.{0,4}限制`,
		`(不用|不必|无需|不要)(再)?遵守`, `(初始|原始|隐藏|最初)的?(指令|提示|设定)`, `(?i)ignore .{0,20}(rules|instructions)`,
		`(?i)(hidden|system|initial) (instructions|prompt)`, `假装(你是|成)`, `复述.{0,12}(消息|指令|提示)`, `第一条消息`,
		`透露.{0,12}(未公布|还没公布|没公布|内部)`)
	greetings = pattern(`^((你好|您好|嗨|哈喽|hello|hi|在吗|在不在|早上好|上午好|中午好|下午好|晚上好|早安|谢谢|多谢|感谢)[呀啊哦呢吧！!。，,？? ]*)+$`)

	askEquivalent = pattern(`等位分`, `等效分`, `相当于(去年|前年|往年|[0-9]{4}年?|.{0,4}年)`, `换算(成|到).{0,6}年`, `往年.{0,4}(多少|几)分`,
		`(折算|折合|换算|对应|等于|放在|放到).{0,10}(去年|前年|往年|[0-9]{4}年?).{0,8}(多少|几)分`, `同位次`, `[0-9]{4}年?的话.{0,6}(多少|几)分`)
	askRank      = pattern(`排(多少|几|第几)`, `排到(哪|多少|第几)`, `排在?哪`, `位次`, `排名`, `名次`, `多少名`, `第几名`, `一分一段`)
	askRecommend = pattern(`能上(什么|哪|啥)`, `能(报|去|读|考)(什么|哪|啥)`, `可以(报|上|去|读|考)(什么|哪|啥)`, `推荐.{0,6}(学校|大学|院校|专业)`,
		`冲稳保`, `(报|填)(什么|哪些)(学校|大学)`, `有(哪些|什么)(学校|大学)`, `录取概率`, `能不能上`, `能上吗`, `有希望`)
	askLine  = pattern(`分数线`, `投档分`, `一段线`, `二段线`, `特殊类型招生控制线`, `投档线`, `录取线`, `录取分`, `最低分`, `多少分(能|可以)?(上|录|进)`, `控制线`, `省控线`, `本科线`, `专科线`, `一本线`, `二本线`, `特控线`, `批次线`)
	askBatch = pattern(`一段线`, `二段线`, `特殊类型招生控制线`, `本科线`, `专科线`, `一本线`, `二本线`, `特控线`, `省控线`, `批次线`, `控制线`, `(本科|专科|一本|二本).{0,4}(分数线|多少分)`)
	askPlan  = pattern(`招生计划`, `名额`, `招(多少|几)(个|名)?人?`, `计划(数|招)`, `招生人数`, `选科要求`, `学费`)
	askMajor = pattern(`学(什么|啥)`, `是什么`, `(就业|前景|出路|考研)`, `介绍`, `怎么样`, `好不好`, `课程`, `干什么`, `做什么`)
	askHelp  = pattern(`怎么(用|使用|注册|注销|登录|填|查|修改|改|删除|导出|打印|分享|开通|购买|退)`, `如何(使用|注册|注销|登录|填|查|修改|导出|打印|分享|开通|购买)`,
		`在哪(里)?(看|查|改|找|填)`, `(会员|激活卡|密码|验证码|志愿表|模拟填报|账号|手机号).{0,8}(怎么|如何|在哪|什么|吗)`, `网站`, `这个(网站|平台)`)
	occupationWords = pattern(`职业`, `工作内容`, `做什么的`, `干什么的`, `从事`)
)

// classify names what a question asks, from its words and the slots it fills.
func classify(q string, s Slots) string {
	switch {
	case guarantee.MatchString(q), injection.MatchString(q):
		return IntentRefuse
	case greetings.MatchString(strings.TrimSpace(q)):
		return IntentGreeting
	case isConcept(q, s):
		return IntentArticle
	case askEquivalent.MatchString(q):
		return IntentEquivalent
	case askRecommend.MatchString(q) && s["college"] == "":
		return IntentRecommend
	case askPlan.MatchString(q) && s["college"] != "":
		return IntentPlan
	case askLine.MatchString(q) && s["college"] != "" && s["major"] != "":
		return IntentMajorLine
	case askLine.MatchString(q) && s["college"] != "":
		return IntentSchoolLine
	case askBatch.MatchString(q), askLine.MatchString(q) && s["score"] == "":
		return IntentBatchLine
	case askRank.MatchString(q) || (s["score"] != "" && s["college"] == "" && s["major"] == "" && !askMajor.MatchString(q)):
		return IntentScoreRank
	case s["college"] != "" && askRecommend.MatchString(q):
		return IntentSchoolLine // "600分能上浙江大学吗": its lines, with the probability page to go on
	case s["major"] != "" && s["college"] == "" && askSubjects.MatchString(q):
		return IntentMajorSubjects
	case s["occupation"] != "" && (occupationWords.MatchString(q) || askMajor.MatchString(q)) && s["major"] == "":
		return IntentOccupation
	case s["major"] != "" && s["college"] == "":
		return IntentMajor
	case s["occupation"] != "":
		return IntentOccupation
	case s["college"] != "":
		return IntentCollege
	case askHelp.MatchString(q):
		return IntentHelp
	}
	return IntentUnknown
}
