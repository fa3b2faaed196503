package golden

import "zhiyuan/query/search/port"

const news = port.KindNews

// NewsCases are queries a family types to find the portal's articles (data/content/articles):
// each expects the article ids (news-<slug>) a reader would want, the best first.
var NewsCases = []Case{
	{"平行志愿", news, []string{"news-parallel-wishes"}, "news: title words"},
	{"退档", news, []string{"news-filing-vs-admission"}, "news: a word of the title"},
	{"投档 录取", news, []string{"news-filing-vs-admission", "news-parallel-wishes"}, "news: two terms"},
	{"冲稳保", news, []string{"news-reading-probability", "news-mistake-gradient"}, "news: the portal's words"},
	{"回测", news, []string{"news-backtest"}, "news: title"},
	{"广东 填报规则", news, []string{"news-rules-guangdong"}, "news: province and topic"},
	{"浙江", news, []string{"news-rules-zhejiang", "news-mode-3-plus-3"}, "news: province name as tag"},
	{"3+1+2", news, []string{"news-mode-3-plus-1-plus-2"}, "news: exam mode"},
	{"一分一段", news, []string{"news-tool-rank-lookup", "news-four-tables"}, "news: tool name"},
	{"等位分", news, []string{"news-tool-equivalent-score"}, "news: tool name"},
	{"服从调剂", news, []string{"news-mistake-adjustment"}, "news: mistake"},
	{"大小年", news, []string{"news-mistake-big-small-years"}, "news: mistake"},
	{"选科要求", news, []string{"news-mistake-subject-requirements"}, "news: mistake"},
	{"院校专业组", news, []string{"news-filling-units"}, "news: filling unit"},
	{"pingxingzhiyuan", news, []string{"news-parallel-wishes"}, "news: pinyin of a title word"},
}
