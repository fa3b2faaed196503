package searchtest

import "zhiyuan/query/search/port"

// IDs of fixtures the contract refers to.
const (
	PKU      = "college:10001"      // 北京大学
	THU      = "college:10003"      // 清华大学
	ZJU      = "college:10335"      // 浙江大学
	BNU      = "college:10027"      // 北京师范大学
	BIT      = "college:10007"      // 北京理工大学
	HIT      = "college:10213"      // 哈尔滨工业大学
	HUST     = "college:10487"      // 华中科技大学
	USTC     = "college:10358"      // 中国科学技术大学
	Fudan    = "college:10246"      // 复旦大学
	CQU      = "college:10611"      // 重庆大学 (重 reads chong here, zhong usually)
	CS       = "major:080901"       // 计算机科学与技术
	SE       = "major:080902"       // 软件工程
	Medicine = "major:100201"       // 临床医学
	SEJob    = "profession:2-02-10" // 软件工程技术人员
	PKUNews  = "news:1001"          // 北京大学公布...
	XSSNews  = "news:1002"          // title with markup
)

// XSSTitle is a title carrying markup; it must come back as plain text.
const XSSTitle = `<b>复旦</b>开放日<script>alert("x")</script>`

// Fixtures returns the documents the contract indexes: real universities,
// majors, a profession and news items.
func Fixtures() []port.Document {
	elite := []string{"985", "211", "双一流"}
	tags := func(province string) []string { return append(append([]string{}, elite...), province) }
	return []port.Document{
		{ID: PKU, Kind: port.KindCollege, Title: "北京大学", Aliases: []string{"北大"},
			Body: "综合性研究型大学，位于北京市海淀区。", Tags: tags("北京"),
			Fields: map[string]string{"code": "10001", "province": "北京"}},
		{ID: THU, Kind: port.KindCollege, Title: "清华大学", Aliases: []string{"清华"},
			Body: "理工见长的研究型大学，位于北京市海淀区。", Tags: tags("北京"),
			Fields: map[string]string{"code": "10003", "province": "北京"}},
		{ID: ZJU, Kind: port.KindCollege, Title: "浙江大学", Aliases: []string{"浙大"},
			Body: "位于杭州的综合性大学。", Tags: tags("浙江"),
			Fields: map[string]string{"code": "10335", "province": "浙江"}},
		{ID: BNU, Kind: port.KindCollege, Title: "北京师范大学", Aliases: []string{"北师大"},
			Body: "以教师教育见长。", Tags: tags("北京")},
		{ID: BIT, Kind: port.KindCollege, Title: "北京理工大学", Aliases: []string{"北理工"},
			Body: "国防特色的理工大学。", Tags: tags("北京")},
		{ID: HIT, Kind: port.KindCollege, Title: "哈尔滨工业大学", Aliases: []string{"哈工大"},
			Body: "位于哈尔滨的工科强校。", Tags: tags("黑龙江")},
		{ID: HUST, Kind: port.KindCollege, Title: "华中科技大学", Aliases: []string{"华科", "华中工学院"},
			Body: "位于武汉。", Tags: tags("湖北")},
		{ID: USTC, Kind: port.KindCollege, Title: "中国科学技术大学", Aliases: []string{"中科大", "科大"},
			Body: "位于合肥。", Tags: tags("安徽")},
		{ID: Fudan, Kind: port.KindCollege, Title: "复旦大学", Aliases: []string{"复旦"},
			Body: "位于上海的综合性大学。", Tags: tags("上海")},
		{ID: CQU, Kind: port.KindCollege, Title: "重庆大学", Aliases: []string{"重大"},
			Body: "位于重庆市沙坪坝区。", Tags: []string{"985", "211", "双一流", "重庆"}},
		{ID: CS, Kind: port.KindMajor, Title: "计算机科学与技术", Aliases: []string{"计科"},
			Body: "研究计算机系统与软件的工学专业。", Tags: []string{"工学"}},
		{ID: SE, Kind: port.KindMajor, Title: "软件工程", Aliases: []string{"软工"},
			Body: "软件开发与项目管理。", Tags: []string{"工学"}},
		{ID: Medicine, Kind: port.KindMajor, Title: "临床医学", Aliases: []string{"临床"},
			Body: "培养医生的五年制专业。", Tags: []string{"医学"}},
		{ID: SEJob, Kind: port.KindProfession, Title: "软件工程技术人员",
			Body: "从事软件需求分析、设计与测试。"},
		{ID: PKUNews, Kind: port.KindNews, Title: "北京大学公布强基计划招生简章",
			Body: "强基计划面向有志于服务国家重大战略需求的学生。"},
		{ID: XSSNews, Kind: port.KindNews, Title: XSSTitle, Body: "校园开放日安排。"},
	}
}
