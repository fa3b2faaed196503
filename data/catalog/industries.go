package catalog

import "strings"

// Industry is an occupational field of the portal: one major group of the U.S. Standard
// Occupational Classification, the grouping O*NET codes are built on (the first two digits
// of 15-1252.00). The Chinese names and descriptions are written for the portal.
type Industry struct {
	Code        string // SOC major group: 11, 13, … 53
	Name        string
	Description string
}

// industries lists the SOC major groups that have occupations with interest data (55
// military has none), in code order.
var industries = []Industry{
	{"11", "管理", "统筹企业、机关和各类机构的运营，制定目标、分配资源并对结果负责的管理岗位。"},
	{"13", "商务与金融", "采购、人力资源、咨询、会计审计、投资分析、保险核保等支撑经营决策的专业岗位。"},
	{"15", "计算机与数学", "软件开发、网络与信息安全、数据库、数据分析、统计和精算等以计算与建模为核心的工作。"},
	{"17", "建筑与工程", "建筑设计、测绘以及土木、机械、电气、化工、航空航天等各类工程设计与技术岗位。"},
	{"19", "生命、物理与社会科学", "在生物、化学、物理、地学、经济、心理、社会学等领域开展研究、实验和调查的科研与技术岗位。"},
	{"21", "社区与社会服务", "社会工作、心理咨询、康复辅导、健康教育和宗教服务等帮助个人与社区的工作。"},
	{"23", "法律", "律师、法官、仲裁调解员、律师助理等从事法律服务与司法工作的岗位。"},
	{"25", "教育、培训与图书馆", "从幼儿园到高校的各级教师、培训讲师，以及图书馆、档案馆和博物馆的专业人员。"},
	{"27", "艺术、设计、文体与传媒", "设计、表演、体育、新闻采编、播音主持、翻译、摄影摄像等创作与传播类工作。"},
	{"29", "医疗卫生技术", "医生、药师、护士、治疗师、医学检验与影像技术人员等提供诊断和治疗的岗位。"},
	{"31", "医疗辅助", "护理助理、康复助理、医疗助理、药房助理等协助医护人员工作的岗位。"},
	{"33", "保护性服务", "消防、警务、安保、救生和执法检查等保护生命财产与公共安全的工作。"},
	{"35", "餐饮服务", "厨师、餐厅服务与管理等餐饮制作和服务岗位。"},
	{"37", "楼宇与场地维护", "保洁、园林养护、病虫害防治等楼宇和场地的清洁与维护工作。"},
	{"39", "个人护理与服务", "美容美发、健身指导、导游、托育、养老照护等面向个人的生活服务工作。"},
	{"41", "销售", "零售、批发、技术产品与服务的销售代表、销售工程师和经纪人等岗位。"},
	{"43", "办公与行政支持", "文秘、前台、客服、财务记账、调度、统计文员等保障日常运转的行政辅助岗位。"},
	{"45", "农林牧渔", "农业、林业、渔业生产作业和农产品检验等一线岗位。"},
	{"47", "建造与采掘", "建筑施工各工种、施工检查以及采矿、油气开采等现场作业岗位。"},
	{"49", "安装、维护与维修", "机电设备、车辆、飞机、电子与通信设备的安装、检修和保养工作。"},
	{"51", "生产制造", "机械加工、装配、化工与食品生产、质量检验、设备操作等制造业岗位。"},
	{"53", "交通运输与物流", "飞行、驾驶、船舶、轨道交通运营以及物流搬运等运输岗位。"},
}

// Industries returns the occupational fields in code order.
func Industries() []Industry { return industries }

// IndustryOf returns the field an O*NET-SOC code belongs to.
func IndustryOf(professionCode string) (Industry, bool) {
	group, _, ok := strings.Cut(professionCode, "-")
	if !ok {
		return Industry{}, false
	}
	for _, in := range industries {
		if in.Code == group {
			return in, true
		}
	}
	return Industry{}, false
}
