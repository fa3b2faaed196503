package golden

import (
	"slices"
	"zhiyuan/query/search/port"
)

const (
	college    = port.KindCollege
	major      = port.KindMajor
	profession = port.KindProfession
)

// Cases is the golden set. Every expected answer was checked against
// data/catalog (colleges.csv, abbreviations.csv, merged_names.csv, majors.csv,
// vocational_majors.csv, profession_zh/*.csv, professions.csv, occupations_cn.csv).
var Cases = slices.Concat(baseCases, PinyinCases, ProminenceCases, MergedCases, NewsCases)

var baseCases = []Case{
	// Abbreviations (abbreviations.csv).
	{"北大", college, []string{"10001"}, "abbreviation"},
	{"清华", college, []string{"10003"}, "abbreviation"},
	{"浙大", college, []string{"10335"}, "abbreviation"},
	{"复旦", college, []string{"10246"}, "abbreviation"},
	{"哈工大", college, []string{"10213"}, "abbreviation"},
	{"华科", college, []string{"10487"}, "abbreviation"},
	{"中科大", college, []string{"10358"}, "abbreviation"},
	{"北航", college, []string{"10006"}, "abbreviation"},
	{"人大", college, []string{"10002"}, "abbreviation"},
	{"上交", college, []string{"10248"}, "abbreviation"},
	{"西交", college, []string{"10698"}, "abbreviation"},
	{"南大", college, []string{"10284"}, "abbreviation"},
	{"武大", college, []string{"10486"}, "abbreviation"},
	{"川大", college, []string{"10610"}, "abbreviation"},
	{"成电", college, []string{"10614"}, "abbreviation"},
	{"北邮", college, []string{"10013"}, "abbreviation"},
	{"哈工程", college, []string{"10217"}, "abbreviation"},
	{"北理工", college, []string{"10007"}, "abbreviation"},
	{"同济", college, []string{"10247"}, "abbreviation (name prefix)"},
	{"南开", college, []string{"10055"}, "abbreviation (name prefix)"},
	{"中山", college, []string{"10558"}, "abbreviation"},
	{"上海交大", college, []string{"10248"}, "abbreviation not in the list"},
	{"西安交大", college, []string{"10698"}, "abbreviation not in the list"},

	// Full and partial names.
	{"北京大学", college, []string{"10001"}, "full name"},
	{"清华大学", college, []string{"10003"}, "full name"},
	{"中国科学技术大学", college, []string{"10358"}, "full name"},
	{"北京协和医学院", college, []string{"10023"}, "full name"},
	{"华南理工", college, []string{"10561"}, "name prefix"},
	{"北京师范", college, []string{"10027"}, "name prefix"},
	{"交通大学", college, []string{"10004", "10248", "10698", "10613", "10150", "10404", "10618", "10732",
		"14262", "13677"}, "partial name: every 交通大学"},
	{"医科", college, []string{"10025", "10062", "13661", "10089", "13415", "10114", "13598", "10132", "10159",
		"10160", "10161", "13212", "13213", "10226", "10229", "10312", "10313", "13980", "10343", "13284", "10366",
		"10367", "10368", "13618", "10392", "10413", "10438", "10439", "10570", "10571", "12121", "10598", "10601",
		"11810", "10631", "10632", "10660", "10661", "13653", "13676", "10678", "13332", "10752", "10760"},
		"partial name: any 医科大学"},
	{"南京 大学", college, []string{"10284"}, "two terms"},
	{"北京 985", college, []string{"10001", "10002", "10003", "10006", "10007", "10019", "10027", "10052"},
		"place and tag"},

	// Single characters (the unigram field).
	{"厦", college, []string{"10384"}, "single character"},
	{"药", major, []string{"100701"}, "single character"},
	{"法", major, []string{"030101K"}, "single character"},

	// Former names (colleges.csv aliases).
	{"滨州医学院", college, []string{"10440"}, "former name of 山东医药大学"},
	{"新乡医学院", college, []string{"10472"}, "former name of 河南医药大学"},
	{"皖南医学院", college, []string{"10368"}, "former name of 皖南医科大学"},
	{"闽江学院", college, []string{"10395"}, "former name of 闽江大学"},
	{"桂林医学院", college, []string{"10601"}, "former name of 桂林医科大学"},

	// Pinyin: full spelling and initials.
	{"beijingdaxue", college, []string{"10001"}, "full pinyin"},
	{"qinghuadaxue", college, []string{"10003"}, "full pinyin"},
	{"zhejiangdaxue", college, []string{"10335"}, "full pinyin"},
	{"beijing daxue", college, []string{"10001"}, "full pinyin with a space"},
	{"fudan", college, []string{"10246"}, "pinyin prefix"},
	{"bjdx", college, []string{"10001"}, "initials"},
	{"qhdx", college, []string{"10003", "10743"}, "initials (清华大学 and 青海大学)"},
	{"hgd", college, []string{"10213", "10080", "10359"}, "initials of 哈工大, 河工大 and 合工大"},

	// Typos: a wrong (homophone) character in a 4-character name.
	{"青华大学", college, []string{"10003"}, "typo"},
	{"复但大学", college, []string{"10246"}, "typo"},

	// Majors by name, keyword and code.
	{"计算机", major, []string{"080901"}, "major name prefix"},
	{"计算机科学与技术", major, []string{"080901"}, "major full name"},
	{"临床", major, []string{"100201K"}, "major name prefix"},
	{"软件工程", major, []string{"080902"}, "major name"},
	{"人工智能", major, []string{"080717T"}, "major name"},
	{"会计", major, []string{"120203K"}, "major name prefix"},
	{"护理", major, []string{"101101K"}, "major name prefix"},
	{"金融", major, []string{"020301K"}, "major name prefix"},
	{"大数据", major, []string{"120108T", "081407T", "080910T"}, "part of major names"},
	{"080901", major, []string{"080901"}, "major code"},
	{"080717", major, []string{"080717T"}, "major code without its T suffix"},
	{"jisuanji", major, []string{"080901"}, "major pinyin"},
	{"软件工程师", major, []string{"080902", "080901", "070102", "080701", "080706", "080711T", "080715T", "080801",
		"080903", "080904K", "080906", "080908T"}, "job title: the majors listing it as their first employment direction"},

	// Professions by Chinese and English name.
	{"软件开发", profession, []string{"15-1252.00"}, "profession name prefix"},
	{"会计", profession, []string{"13-2011.00"}, "profession name prefix"},
	{"律师", profession, []string{"23-1011.00"}, "profession name"},
	{"护士", profession, []string{"29-1141.00"}, "part of a profession name"},
	{"飞行员", profession, []string{"53-2011.00", "53-2012.00"}, "part of profession names"},
	{"数据科学家", profession, []string{"15-2051.00"}, "profession name"},
	{"nurse", profession, []string{"29-1141.00", "29-1141.01", "29-1141.02", "29-1141.03", "29-1141.04",
		"29-1151.00", "29-1161.00", "29-1171.00", "29-2061.00"}, "English title in the plural: every kind of nurse"},
	{"lawyer", profession, []string{"23-1011.00"}, "English title (singular)"},
	{"software developer", profession, []string{"15-1252.00"}, "English title, two words"},
	{"Accountants", profession, []string{"13-2011.00"}, "English title word, capitalised"},
	{"ruanjian", profession, []string{"15-1252.00", "15-1253.00"}, "profession pinyin"},
}
