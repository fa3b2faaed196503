package main

import (
	"fmt"
	"strings"
)

// The tables of extra/ and where each comes from (extra/README.md has the paths and checks).
// 湖北 2023 and 江苏 2023–2024 were OCR'd by WJSGZZ/Zhiqu from the exam authorities' images and
// checked row by row (cumulative = the cumulative above + the count); 湖北 2024 was digitised
// by Jsoneft/gaokao-zhiyuan and agrees with Zhiqu's OCR of the official images.
const (
	viaZhiquHubei   = "WJSGZZ/Zhiqu@8e6739c3f52756564f57556285e25a1296e6e9aa"
	viaZhiquJiangsu = "WJSGZZ/Zhiqu@d9bd0046d7417e4e17f08d216cbef73d5e8ed06d"
	viaJsoneft      = "Jsoneft/gaokao-zhiyuan@c497dd235e3a120653db2d99db5c8d5bd027f370"
	hubei2023Page   = "http://www.huangshi.gov.cn/zwct/jy567/gkgz/202312/t20231211_%s.html"
	hubei2024Page   = "https://jyt.hubei.gov.cn/bmdt/ztzl/gxzs/zszy/zsfw/202406/t20240626_5250066.shtml"
	jiangsuPage2023 = "https://www.jseea.cn/webfile/index/index_zkxx/2023-06-24/7078350479809318912.html"
	jiangsuPage2024 = "https://www.jseea.cn/webfile/index/index_zkxx/2024-06-24/7210960924591525888.html"
)

const (
	hubei2023Caveat = "湖北省招办发布的一分一段表图片（黄石市人民政府网转载），由第三方项目识别录入，逐行核对累计人数；首行以上的高分考生合为一段"
	hubei2024Caveat = "第三方项目录入的湖北省官方一分一段表，与另一项目对官方图片的识别结果一致（逐段核对累计人数）；首段为合并的高分段"
	jiangsuCaveat   = "江苏省教育考试院以图片发布的逐分段统计表，由第三方项目识别录入，逐行核对累计人数；只公布到本科线附近，首行为“及以上”合并段"
)

func extraTables() []extraTable {
	hb23 := func(track, kind, page string) extraTable {
		return extraTable{file: "hubei_2023_" + kind + "_zhiqu.csv", province: "湖北", year: 2023, track: track,
			src: zjsdSource{"official-hubei-rank-2023-" + kind, "湖北省招办（湖北省高等学校招生委员会办公室）",
				"湖北省2023年普通高考总分一分一段统计表（首选" + strings.TrimSuffix(track, "类") + "）",
				fmt.Sprintf(hubei2023Page, page), "official-hubei-rank-image-government-repost-ocr-by-compiler-chain-validated", viaZhiquHubei},
			caveat: hubei2023Caveat}
	}
	hb24 := func(track, kind string) extraTable {
		return extraTable{file: "hubei_2024_" + kind + "_jsoneft.json", province: "湖北", year: 2024, track: track,
			src: zjsdSource{"official-hubei-rank-2024", "湖北省教育厅（湖北省招办）",
				"湖北省2024年普通高考总分一分一段统计表（首选物理、首选历史）", hubei2024Page,
				"official-hubei-rank-digitised-by-compiler-agrees-with-image-ocr", viaJsoneft},
			caveat: hubei2024Caveat}
	}
	js := func(year int, track, kind, page string) extraTable {
		return extraTable{file: fmt.Sprintf("jiangsu_%d_%s_zhiqu.csv", year, kind), province: "江苏", year: year, track: track,
			src: zjsdSource{fmt.Sprintf("official-jiangsu-rank-%d", year), "江苏省教育考试院",
				fmt.Sprintf("江苏省%d年普通高考逐分段统计表（物理等科目类、历史等科目类）", year), page,
				"official-jiangsu-rank-image-ocr-by-compiler-chain-validated", viaZhiquJiangsu},
			caveat: jiangsuCaveat}
	}
	return []extraTable{
		hb23("物理类", "physics", "1077892"), hb23("历史类", "history", "1077893"),
		hb24("物理类", "physics"), hb24("历史类", "history"),
		js(2023, "物理类", "physics", jiangsuPage2023), js(2023, "历史类", "history", jiangsuPage2023),
		js(2024, "物理类", "physics", jiangsuPage2024), js(2024, "历史类", "history", jiangsuPage2024),
	}
}
