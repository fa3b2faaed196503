package main

import (
	"fmt"
	"strings"
)

// The tables of extra/ and where each comes from (extra/README.md has the paths and checks).
// 湖北 2023 and 江苏 2023–2024 were OCR'd by WJSGZZ/Zhiqu from the exam authorities' images and
// checked row by row (cumulative = the cumulative above + the count); 湖北 2024 was digitised
// by Jsoneft/gaokao-zhiyuan and agrees with Zhiqu's OCR of the official images. 湖南 2023–2024
// (web tables), 上海 2024 (a text PDF) and 黑龙江 2024 (an xls) were transcribed by Zhiqu, 福建
// 2024 OCR'd from images; every row of each holds the same chain check.
const (
	viaZhiquHubei   = "WJSGZZ/Zhiqu@8e6739c3f52756564f57556285e25a1296e6e9aa"
	viaZhiquJiangsu = "WJSGZZ/Zhiqu@d9bd0046d7417e4e17f08d216cbef73d5e8ed06d"
	viaJsoneft      = "Jsoneft/gaokao-zhiyuan@c497dd235e3a120653db2d99db5c8d5bd027f370"
	hubei2023Page   = "http://www.huangshi.gov.cn/zwct/jy567/gkgz/202312/t20231211_%s.html"
	hubei2024Page   = "https://jyt.hubei.gov.cn/bmdt/ztzl/gxzs/zszy/zsfw/202406/t20240626_5250066.shtml"
	jiangsuPage2023 = "https://www.jseea.cn/webfile/index/index_zkxx/2023-06-24/7078350479809318912.html"
	jiangsuPage2024 = "https://www.jseea.cn/webfile/index/index_zkxx/2024-06-24/7210960924591525888.html"

	viaZhiquHunan    = "WJSGZZ/Zhiqu@07bafb9d20129ff4d5c7654020d09834439fac3a"
	viaZhiquShanghai = "WJSGZZ/Zhiqu@1928df0288b9b3513435b1bb9db985466cad89df"
	viaZhiquHLJ      = "WJSGZZ/Zhiqu@32d27d5eb4c6134246ad9a945f4b47398c785797"
	viaZhiquFujian   = "WJSGZZ/Zhiqu@507828987aa96b237a38ea6fb85262fcee8dd014"
	hunanPage        = "https://www.hneeb.cn/hnxxg/741/742/content_%s.html"
	shanghaiPage2024 = "https://www.shmeea.edu.cn/page/02200/20240623/18612.html"
	hljPage2024      = "https://www.lzk.hl.cn/gkpd/gkxx/202406/t20240625_19065.htm"
	fujianPage2024   = "https://www.eeafj.cn/gkptgkgsgg/20240625/%s.html"
)

const (
	hubei2023Caveat = "湖北省招办发布的一分一段表图片（黄石市人民政府网转载），由第三方项目识别录入，逐行核对累计人数；首行以上的高分考生合为一段"
	hubei2024Caveat = "第三方项目录入的湖北省官方一分一段表，与另一项目对官方图片的识别结果一致（逐段核对累计人数）；首段为合并的高分段"
	jiangsuCaveat   = "江苏省教育考试院以图片发布的逐分段统计表，由第三方项目识别录入，逐行核对累计人数；只公布到本科线附近，首行为“及以上”合并段"
	hunan2023Caveat = "湖南省教育考试院网页发布的一分段统计表，由第三方项目整理录入，逐行核对累计人数；本年表有两套人数，取“含全国性加分”一套；只到100分，首行以上的高分考生合为一段"
	hunan2024Caveat = "湖南省教育考试院网页发布的一分段统计表，由第三方项目整理录入，逐行核对累计人数；只到100分，首行以上的高分考生合为一段"
	shanghaiCaveat  = "上海市教育考试院发布的成绩分布表（文字版PDF），由第三方项目整理录入，逐行核对累计人数；只含本科录取控制分数线（403分）以上考生，首行为合并的高分段"
	hljCaveat       = "黑龙江省招生考试院发布的物理类文化课一分段统计表，由第三方项目整理录入，逐行核对累计人数；按不含照顾政策分的文化课成绩统计，与含加分的投档分口径可能不同，仅供参考"
	fujianCaveat    = "福建省教育考试院以图片发布的考生成绩分布表，由第三方项目识别录入，逐行核对累计人数；只到200分，首行以上的高分考生合为一段"
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
	zq := func(file, province string, year int, track, id, authority, title, url, quality, via, caveat string) extraTable {
		return extraTable{file: file, province: province, year: year, track: track,
			src: zjsdSource{id, authority, title, url, quality, via}, caveat: caveat}
	}
	const hnAuth, hnQuality = "湖南省教育考试院", "official-hunan-rank-web-table-transcribed-by-compiler-chain-validated"
	const fjAuth, fjQuality = "福建省教育考试院", "official-fujian-rank-image-ocr-by-compiler-chain-validated"
	return []extraTable{
		zq("hunan_2023_physics_zhiqu.csv", "湖南", 2023, "物理类", "official-hunan-rank-2023-physics", hnAuth,
			"湖南省2023年普通高考档分1分段统计表（物理科目组合，含全国性加分）", fmt.Sprintf(hunanPage, "3941"),
			hnQuality, viaZhiquHunan, hunan2023Caveat),
		zq("hunan_2024_physics_zhiqu.csv", "湖南", 2024, "物理类", "official-hunan-rank-2024-physics", hnAuth,
			"湖南省2024年普通高考档分1分段统计表（物理科目组合）", fmt.Sprintf(hunanPage, "4207"),
			hnQuality, viaZhiquHunan, hunan2024Caveat),
		zq("shanghai_2024_zhiqu.csv", "上海", 2024, "综合", "official-shanghai-rank-2024", "上海市教育考试院",
			"上海市2024年普通高考考生成绩分布表（本科录取控制分数线上考生）", shanghaiPage2024,
			"official-shanghai-rank-text-pdf-transcribed-by-compiler-chain-validated", viaZhiquShanghai, shanghaiCaveat),
		zq("heilongjiang_2024_physics_zhiqu.csv", "黑龙江", 2024, "物理类", "official-heilongjiang-rank-2024-physics",
			"黑龙江省招生考试院", "黑龙江省2024年普通高考物理类文化课一分段统计表", hljPage2024,
			"official-heilongjiang-rank-xls-transcribed-by-compiler-chain-validated", viaZhiquHLJ, hljCaveat),
		zq("fujian_2024_physics_zhiqu.csv", "福建", 2024, "物理类", "official-fujian-rank-2024-physics", fjAuth,
			"福建省2024年高考考生成绩分布（物理科目组）", fmt.Sprintf(fujianPage2024, "13485"), fjQuality, viaZhiquFujian, fujianCaveat),
		zq("fujian_2024_history_zhiqu.csv", "福建", 2024, "历史类", "official-fujian-rank-2024-history", fjAuth,
			"福建省2024年高考考生成绩分布（历史科目组）", fmt.Sprintf(fujianPage2024, "13486"), fjQuality, viaZhiquFujian, fujianCaveat),
		hb23("物理类", "physics", "1077892"), hb23("历史类", "history", "1077893"),
		hb24("物理类", "physics"), hb24("历史类", "history"),
		js(2023, "物理类", "physics", jiangsuPage2023), js(2023, "历史类", "history", jiangsuPage2023),
		js(2024, "物理类", "physics", jiangsuPage2024), js(2024, "历史类", "history", jiangsuPage2024),
	}
}
