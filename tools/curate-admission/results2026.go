package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
)

// The 2026 admission results (../shared/data/README.md §7, scores/admissions_2026/<province>/
// with a PROVENANCE.md each). Every source names its own class in quality: the official tables
// (浙江, 山东 xls), the official tables parsed from PDF/xlsx or read by OCR by a compiler
// (WJSGZZ/Zhiqu: quality official-…-parsed-by-compiler or -ocr-…), and a third-party mirror of
// the official table (湖北). min_rank is only a rank the official table prints (浙江, 山东, 广东);
// the compilers' conversions of a score through a rank table (上海, 黑龙江 物理, 湖南 历史, 山西,
// 福建, 河北) are not kept: converted_rank is the product's own conversion.
const dir2026 = "scores/admissions_2026"

// Repositories the 2026 files were copied from (§7 and each PROVENANCE.md).
const (
	leverBlob   = "https://github.com/XucroYuri/lever-gaokao/blob/b32a0dff5af43e43392316e3cecab7854e00d4ed/"
	viaHBMirror = "1052666/hb-gaokao-toudang@43fe0e7ffd6fcb8aece72c126553886c9e4ff79a"
	hbMirrorURL = "https://github.com/1052666/hb-gaokao-toudang/tree/43fe0e7ffd6fcb8aece72c126553886c9e4ff79a"
)

func zhiquAt(commit string) string { return "WJSGZZ/Zhiqu@" + commit }

// source2026 is one 2026 source: its id, file and what sources.csv says of it.
type source2026 struct {
	id, file, authority, title, url, quality, via string
}

func (s source2026) row() []string {
	return []string{s.id, kindResult, s.authority, s.title, s.url, s.quality, s.via}
}

// results2026 lists the 2026 sources in the order they are read.
var results2026 = []source2026{
	{"official-zhejiang-first-segment-2026", "zhejiang/zhejiang_2026_regular_first_segment.csv", "浙江省教育考试院",
		"浙江省2026年普通高校招生普通类第一段平行投档分数线", leverBlob + "official-sources/toudang/zhejiang/2026/toudang.xls",
		"official-zhejiang-xls-major-score-rank", viaLever},
	{"official-shandong-regular-first-choice-2026", "shandong/shandong_2026_regular_batch_first_choice.csv", "山东省教育招生考试院",
		"山东省2026年普通类常规批第1次志愿投档情况", leverBlob + "official-sources/toudang/shandong/2026/toudang.xls",
		"official-shandong-xls-major-rank-only", viaLever},
	{"mirror-hubei-undergraduate-2026", "hubei/hubei_2026_benke_putong_group_toudang.csv", "湖北省教育考试院（第三方转录）",
		"湖北省2026年普通高校招生本科普通批院校专业组投档线", hbMirrorURL,
		"third-party-mirror-of-official-table-group-score-only", viaHBMirror},
	{"official-guangdong-undergraduate-2026-history", "guangdong/zhiqu_guangdong_history_2026_verbatim.csv", "广东省教育考试院",
		"广东省2026年本科批（普通类）历史类院校专业组投档情况", "https://eea.gd.gov.cn/ptgk/content/post_4926622.html",
		"official-guangdong-pdf-group-score-rank-parsed-by-compiler", zhiquAt("a401c5fce6fbf7b7ab643d5d056500a03e718ebc")},
	{"official-guangdong-undergraduate-2026-physics", "guangdong/zhiqu_guangdong_physics_2026_verbatim.csv", "广东省教育考试院",
		"广东省2026年本科批（普通类）物理类院校专业组投档情况",
		"https://github.com/WJSGZZ/Zhiqu/blob/929f812714f78c3f530529502de3b76f974bce41/skills/zhiqu/data/guangdong/physics_2026.csv",
		"official-guangdong-pdf-group-score-rank-parsed-by-compiler", zhiquAt("929f812714f78c3f530529502de3b76f974bce41")},
	{"official-jiangsu-undergraduate-2026-history", "jiangsu/zhiqu_jiangsu_history_2026_verbatim.csv", "江苏省教育考试院",
		"江苏省2026年普通类本科批次平行志愿投档线（历史等科目类）",
		"https://www.jseea.cn/webfile/index/index_zkxx/2026-07-18/7484048378054053888.html",
		"official-jiangsu-pdf-group-score-only-parsed-by-compiler", zhiquAt("a401c5fce6fbf7b7ab643d5d056500a03e718ebc")},
	{"official-jiangsu-undergraduate-2026-physics", "jiangsu/zhiqu_jiangsu_physics_2026_verbatim.csv", "江苏省教育考试院",
		"江苏省2026年普通类本科批次平行志愿投档线（物理等科目类）",
		"https://www.jseea.cn/webfile/index/index_zkxx/2026-07-18/7484048378054053888.html",
		"official-jiangsu-pdf-group-score-only-parsed-by-compiler", zhiquAt("31d9f663b73eafbcb0d64f2b45f1150c03d4f8e4")},
	{"official-shanghai-undergraduate-2026", "shanghai/zhiqu_shanghai_general_2026_verbatim.csv", "上海市教育考试院",
		"上海市2026年本科普通批次平行志愿院校专业组投档分数线", "https://cdn.shmeea.edu.cn/resource/upload/www/20260706/53767.pdf",
		"official-shanghai-pdf-group-score-only-parsed-by-compiler", zhiquAt("1928df0288b9b3513435b1bb9db985466cad89df")},
	{"official-heilongjiang-undergraduate-2026-physics", "heilongjiang/zhiqu_heilongjiang_physics_2026_verbatim.csv", "黑龙江省招生考试院",
		"黑龙江省2026年普通本科批平行志愿院校专业组投档分数线（物理类）", "https://www.lzk.hl.cn/gkpd/gkxx/202607/t20260721_19918.htm",
		"official-heilongjiang-xlsx-group-score-only-parsed-by-compiler", zhiquAt("0410d7a19dafff3d17ab7073202ef60463f55ebe")},
	{"official-heilongjiang-undergraduate-2026-history", "heilongjiang/zhiqu_heilongjiang_history_2026_verbatim.csv", "黑龙江省招生考试院",
		"黑龙江省2026年普通本科批平行志愿院校专业组投档分数线（历史类）", "https://www.lzk.hl.cn/gkpd/gkxx/202607/t20260721_19918.htm",
		"official-heilongjiang-xlsx-group-score-only-parsed-by-compiler", zhiquAt("e59ef9b0eaeafbbd215732bfe681e746bdf8a865")},
	{"official-hunan-undergraduate-filing-2026-physics", "hunan/zhiqu_hunan_physics_2026_verbatim.csv", "湖南省教育考试院",
		"湖南省2026年本科批（普通类）第一次投档分数线（首选物理）",
		"https://jyt.hunan.gov.cn/jyt/sjyt/hnsjyksy/web/ksyzkzx/202607/t20260719_34029635.html",
		"official-hunan-xlsx-group-score-only-parsed-by-compiler", zhiquAt("bfabf234008b137002fc5da5329de30bcc8887a1")},
	{"official-hunan-undergraduate-filing-2026-history", "hunan/zhiqu_hunan_history_2026_verbatim.csv", "湖南省教育考试院",
		"湖南省2026年本科批（普通类）第一次投档分数线（首选历史）",
		"https://jyt.hunan.gov.cn/jyt/sjyt/hnsjyksy/web/ksyzkzx/202607/t20260719_34029635.html",
		"official-hunan-xlsx-group-score-only-parsed-by-compiler", zhiquAt("a401c5fce6fbf7b7ab643d5d056500a03e718ebc")},
	{"official-shanxi-undergraduate-filing-2026-physics", "shanxi/zhiqu_shanxi_physics_2026_verbatim.csv", "山西省招生考试管理中心",
		"山西省2026年普通本科批院校专业组投档最低分（物理类）", "http://www.sxkszx.cn/news/2026724/n7072127270.html",
		"official-shanxi-pdf-group-score-only-parsed-by-compiler", zhiquAt("507828987aa96b237a38ea6fb85262fcee8dd014")},
	{"official-shanxi-undergraduate-filing-2026-history", "shanxi/zhiqu_shanxi_history_2026_verbatim.csv", "山西省招生考试管理中心",
		"山西省2026年普通本科批院校专业组投档最低分（历史类）", "http://www.sxkszx.cn/news/2026724/n7072127270.html",
		"official-shanxi-pdf-group-score-only-parsed-by-compiler", zhiquAt("507828987aa96b237a38ea6fb85262fcee8dd014")},
	{"official-fujian-undergraduate-2026-history", "fujian/zhiqu_fujian_history_2026_verbatim.csv", "福建省教育考试院",
		"福建省2026年普通类本科批常规志愿院校专业组投档最低分（历史科目组）", "https://www.eeafj.cn/gkptgkgsgg/20260725/14749.html",
		"official-fujian-scanned-pdf-ocr-group-score-only-by-compiler", zhiquAt("26e62bef6c868ada3deb65f47ce8a7bfe4e7391d")},
	{"official-hebei-undergraduate-filing-2026-history", "hebei/zhiqu_hebei_history_2026_verbatim.csv", "河北省教育考试院",
		"河北省2026年普通高校招生本科批平行志愿投档情况（历史科目组合）", "https://www.hebeea.edu.cn/c/2026-07-22/493236.html",
		"official-hebei-xlsx-major-score-only-parsed-by-compiler", zhiquAt("929b183ee0acbdc479def5a937ffb83f457a6c21")},
	{"official-liaoning-2026-filing-undergrad-history", "liaoning/zhiqu_liaoning_history_2026_verbatim.csv", "辽宁省招生考试办公室",
		"辽宁省2026年普通类本科批历史学科类专业投档最低分", "https://www.lnzsks.com/newsinfo/IMS_20260721_46231_UeWXLvA8x6.htm",
		"official-liaoning-xlsx-major-score-only-parsed-by-compiler", zhiquAt("a401c5fce6fbf7b7ab643d5d056500a03e718ebc")},
	// Not in ../shared/data: copied verbatim into extra/ from the stored versions (extra/README.md).
	{"official-hebei-undergraduate-filing-2026-physics", "extra/hebei_2026_physics_zhiqu.csv", "河北省教育考试院",
		"河北省2026年普通高校招生本科批平行志愿投档情况（物理科目组合）", "https://www.hebeea.edu.cn/c/2026-07-22/493236.html",
		"official-hebei-xlsx-major-score-only-parsed-by-compiler", zhiquAt("929f812714f78c3f530529502de3b76f974bce41")},
	{"official-liaoning-2026-filing-undergrad-physics", "extra/liaoning_2026_physics_zhiqu.csv", "辽宁省招生考试办公室",
		"辽宁省2026年普通类本科批物理学科类专业投档最低分", "https://www.lnzsks.com/newsinfo/IMS_20260721_46231_UeWXLvA8x6.htm",
		"official-liaoning-xlsx-major-score-only-parsed-by-compiler", zhiquAt("bfabf234008b137002fc5da5329de30bcc8887a1")},
	{"official-guangxi-undergraduate-2026-history", "extra/guangxi_2026_33106_garylauchina.csv", "广西招生考试院",
		"2026年本科普通批院校专业组投档最低分数线（首选历史科目组）", "https://www.gxeea.cn/view/content_624_33106.htm",
		"official-guangxi-html-group-score-only-parsed-by-compiler", viaGuangxi},
	{"official-guangxi-undergraduate-2026-physics", "extra/guangxi_2026_33107_garylauchina.csv", "广西招生考试院",
		"2026年本科普通批院校专业组投档最低分数线（首选物理科目组）", "https://www.gxeea.cn/view/content_624_33107.htm",
		"official-guangxi-html-group-score-only-parsed-by-compiler", viaGuangxi},
	{"official-guangxi-vocational-2026-history", "extra/guangxi_2026_33315_garylauchina.csv", "广西招生考试院",
		"2026年高职高专普通批院校专业组投档最低分数线（首选历史科目组）", "https://www.gxeea.cn/view/content_624_33315.htm",
		"official-guangxi-html-group-score-only-parsed-by-compiler", viaGuangxi},
	{"official-guangxi-vocational-2026-physics", "extra/guangxi_2026_33316_garylauchina.csv", "广西招生考试院",
		"2026年高职高专普通批院校专业组投档最低分数线（首选物理科目组）", "https://www.gxeea.cn/view/content_624_33316.htm",
		"official-guangxi-html-group-score-only-parsed-by-compiler", viaGuangxi},
}

// viaGuangxi is the repository 广西's first-round tables were read from (extra/README.md).
const viaGuangxi = "Garylauchina/guangxi-admissions-2026@5fa1344065c8c4913584f1b29013950e214fa61e"

// guangxiBatch is the batch of each 广西 table, named as its 2025 rows are.
var guangxiBatch = map[string]string{
	"official-guangxi-undergraduate-2026-history": "本科普通批", "official-guangxi-undergraduate-2026-physics": "本科普通批",
	"official-guangxi-vocational-2026-history": "高职高专普通批", "official-guangxi-vocational-2026-physics": "高职高专普通批",
}

func sources2026() [][]string {
	var rows [][]string
	for _, s := range results2026 {
		rows = append(rows, s.row())
	}
	return rows
}

// stats2026 counts what the 2026 loaders read, kept and left out.
type stats2026 struct {
	hubeiOther      map[string]int // 湖北 rows of other 类别 (art, sport, 提前批, 技能高考) → rows
	hubeiMisaligned int            // 湖北 本科普通批 rows whose 科类 names no track (a shifted row)
	noScore         map[string]int // source → rows without a published score
	textRank        map[string]int // source → ranks printed as text (kept in the note)
}

var hubeiTracks = map[string]string{"物理科目组合": TrackPhysicsLabel, "历史科目组合": TrackHistoryLabel}

// reHljGroup splits 黑龙江 历史's group cell "北京大学历史类第005组(不限)国家专项计划" into its
// requirement and remark.
var reHljGroup = regexp.MustCompile(`第\d+组\s*[(（]([^)）]*)[)）](.*)$`)

// loadResults2026 reads every 2026 source.
func loadResults2026(shared string, provs map[string]province, st *sourceStats) ([]*result, *stats2026) {
	s26 := &stats2026{hubeiOther: map[string]int{}, noScore: map[string]int{}, textRank: map[string]int{}}
	var out []*result
	for _, s := range results2026 {
		path, t := readSource2026(shared, s.file)
		for _, r := range t.rows {
			st.read(s.id)
			res := s26.row(s, t, r, provs, path)
			if res == nil {
				continue
			}
			if res.minScore == "" {
				s26.noScore[s.id]++
			}
			res.year, res.sourceID = 2026, s.id
			out = append(out, res)
			st.kept(s.id)
		}
	}
	return out, s26
}

// row turns one source row into a result, or nil when the row is left out (counted).
func (s26 *stats2026) row(s source2026, t *table, r []string, provs map[string]province, path string) *result {
	g := func(col string) string { return t.get(r, col) }
	num := func(col string) string { return mustInt(path, col, g(col)) }
	prov := func(name string) string { return provs[name].id }
	track := func() string {
		switch {
		case strings.HasSuffix(s.id, "-history"):
			return TrackHistoryLabel
		case strings.HasSuffix(s.id, "-physics"):
			return TrackPhysicsLabel
		}
		fatalf("%s: no track in the source id", s.id)
		return ""
	}
	switch s.id {
	case "official-zhejiang-first-segment-2026":
		if g("year") != "2026" || g("batch") != "普通类第一段平行投档" {
			fatalf("%s: row %v", path, r)
		}
		res := &result{provinceID: prov("浙江"), track: "综合", batch: "普通类第一段", level: levelMajor,
			schoolCode: g("school_code"), schoolName: g("school_name"), majorCode: g("major_code"), majorName: g("major_name"),
			planCount: num("plan"), minScore: num("score"), minRank: num("rank")}
		if res.minRank == "" {
			res.note = zjUnfilledNote
		}
		return res
	case "official-shandong-regular-first-choice-2026":
		if g("year") != "2026" || g("batch") != "普通类常规批第1次志愿" {
			fatalf("%s: row %v", path, r)
		}
		res := &result{provinceID: prov("山东"), track: "综合", batch: "常规批第1次志愿", level: levelMajor,
			schoolCode: g("school_code"), schoolName: g("school_name"), majorCode: g("major_code"), majorName: g("major_name"),
			require: g("subject_req")}
		if rank, ok := cleanInt(g("min_rank")); ok && rank != "" {
			res.minRank = rank
		} else {
			res.note = "投档最低位次：" + g("min_rank_raw")
			s26.textRank[s.id]++
		}
		return res
	case "mirror-hubei-undergraduate-2026":
		if g("类别") != "本科普通批" {
			s26.hubeiOther[g("类别")]++
			return nil
		}
		tr, ok := hubeiTracks[g("科类")]
		if !ok {
			s26.hubeiMisaligned++ // a 科类 such as "线线上60分": a row the mirror shifted
			return nil
		}
		res := &result{provinceID: prov("湖北"), track: tr, batch: "本科普通批平行志愿", level: levelGroup,
			schoolCode: g("院校代码"), schoolName: g("school_name"), groupCode: g("专业组编号"), minScore: num("投档线"),
			note: strings.NewReplacer("\r", "", "\n", "").Replace(g("备注"))}
		res.planType = hubeiPlanType(g("计划类别"), res.note)
		return res
	case "official-guangdong-undergraduate-2026-history", "official-guangdong-undergraduate-2026-physics":
		res := &result{provinceID: prov("广东"), track: track(), batch: "本科批", level: levelGroup,
			schoolCode: g("code"), schoolName: g("name"), groupCode: g("group"), planCount: num("plan"),
			minScore: num("score"), minRank: num("rank")}
		if a := num("admit"); a != "" {
			res.note = "投档人数:" + a
		}
		return res
	case "official-jiangsu-undergraduate-2026-history", "official-jiangsu-undergraduate-2026-physics":
		req, note := splitRequirement(g("major"))
		return &result{provinceID: prov("江苏"), track: track(), batch: "本科批", level: levelGroup,
			schoolCode: g("code"), schoolName: g("name"), groupCode: g("group"), require: req, note: note,
			minScore: num("score")}
	case "official-shanghai-undergraduate-2026":
		// group codes are printed with the school's (10101 = 院校 101, 组 01), as 2025's are not
		code, group := g("code"), g("group")
		if !strings.HasPrefix(group, code) || len(group) <= len(code) {
			fatalf("%s: group %q of school %q", path, group, code)
		}
		res := &result{provinceID: prov("上海"), track: "综合", batch: "本科普通批次平行志愿", level: levelGroup,
			schoolCode: code, schoolName: g("name"), groupCode: group[len(code):], minScore: num("score")}
		if res.minScore == "" {
			res.note = "580分及以上不公开精确投档线"
		}
		return res
	case "official-heilongjiang-undergraduate-2026-physics":
		req, tag, _ := strings.Cut(g("major"), "|")
		return &result{provinceID: prov("黑龙江"), track: track(), batch: "普通本科批平行志愿", level: levelGroup,
			schoolCode: g("code"), schoolName: g("name"), groupCode: g("group"), require: req, note: tag,
			minScore: num("score")}
	case "official-heilongjiang-undergraduate-2026-history":
		m := reHljGroup.FindStringSubmatch(g("major"))
		if m == nil {
			fatalf("%s: group cell %q", path, g("major"))
		}
		return &result{provinceID: prov("黑龙江"), track: track(), batch: "普通本科批平行志愿", level: levelGroup,
			schoolCode: g("code"), schoolName: g("name"), groupCode: g("group"), require: m[1], note: strings.TrimSpace(m[2]),
			minScore: num("score")}
	case "official-hunan-undergraduate-filing-2026-physics", "official-hunan-undergraduate-filing-2026-history":
		cell := g("major")
		if !strings.HasPrefix(cell, "第"+g("group")+"组") {
			fatalf("%s: group cell %q", path, cell)
		}
		var notes []string
		for _, m := range reBracketed.FindAllStringSubmatch(cell, -1) {
			notes = append(notes, strings.TrimSpace(m[1]))
		}
		return &result{provinceID: prov("湖南"), track: track(), batch: "本科批", level: levelGroup,
			schoolCode: g("code"), schoolName: g("name"), groupCode: g("group"), note: joinNotes(notes...),
			minScore: num("score")}
	case "official-shanxi-undergraduate-filing-2026-physics", "official-shanxi-undergraduate-filing-2026-history":
		return &result{provinceID: prov("山西"), track: track(), batch: "普通本科批", level: levelGroup,
			schoolCode: g("code"), schoolName: g("name"), groupCode: g("group"), note: g("major"),
			minScore: num("score")}
	case "official-fujian-undergraduate-2026-history":
		return &result{provinceID: prov("福建"), track: track(), batch: "普通类本科批常规志愿", level: levelGroup,
			schoolCode: g("code"), schoolName: g("name"), groupCode: g("group"), require: g("major"),
			minScore: num("score")}
	case "official-hebei-undergraduate-filing-2026-history":
		return &result{provinceID: prov("河北"), track: track(), batch: "本科批", level: levelMajor,
			schoolCode: g("code"), schoolName: g("name"), majorCode: g("major_code"), majorName: g("major"),
			minScore: num("score"), note: g("score_bound")}
	case "official-liaoning-2026-filing-undergrad-history":
		return &result{provinceID: prov("辽宁"), track: track(), batch: "本科批", level: levelMajor,
			schoolCode: g("code"), schoolName: g("name"), majorCode: g("major_code"), majorName: g("major"),
			minScore: num("score"), note: g("score_bound")}
	case "official-guangxi-undergraduate-2026-history", "official-guangxi-undergraduate-2026-physics",
		"official-guangxi-vocational-2026-history", "official-guangxi-vocational-2026-physics":
		if g("year") != "2026" || g("batch") != guangxiBatch[s.id] || g("round") != "首轮" {
			fatalf("%s: row %v", path, r)
		}
		res := &result{provinceID: prov("广西"), track: track(), batch: guangxiBatch[s.id], level: levelGroup,
			schoolCode: g("schoolCode"), schoolName: g("school"), groupCode: g("group"), minScore: num("score"),
			note: g("note")}
		if res.minScore == "" {
			res.note = joinNotes(res.note, "无出档考生")
		}
		return res
	case "official-hebei-undergraduate-filing-2026-physics", "official-liaoning-2026-filing-undergrad-physics":
		// The 物理 files name no major code; the compiler's rank (河北) is not kept, as above.
		name := map[string]string{"official-hebei-undergraduate-filing-2026-physics": "河北"}[s.id]
		if name == "" {
			name = "辽宁"
		}
		return &result{provinceID: prov(name), track: track(), batch: "本科批", level: levelMajor,
			schoolCode: g("code"), schoolName: g("name"), majorName: g("major"), minScore: num("score")}
	}
	fatalf("%s: no reader", s.id)
	return nil
}

func (s26 *stats2026) report() {
	fmt.Printf("2026 results: 湖北 misaligned rows left out %d\n", s26.hubeiMisaligned)
	printCounts("  湖北 other 类别 not curated", s26.hubeiOther)
	printCounts("  no published score", s26.noScore)
	printCounts("  rank printed as text", s26.textRank)
}

// readSource2026 reads a 2026 source: from ../shared/data, or from the curator's own extra/ for
// the files the shared data lacks.
func readSource2026(shared, file string) (string, *table) {
	if rest, ok := strings.CutPrefix(file, "extra/"); ok {
		b, err := extraFiles.ReadFile(file)
		if err != nil {
			fatalf("%v", err)
		}
		t, err := parseTable("extra/"+rest, b)
		if err != nil {
			fatalf("%v", err)
		}
		return file, t
	}
	path := filepath.Join(shared, dir2026, file)
	return path, readTableOrDie(path)
}
