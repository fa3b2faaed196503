package admission

import "testing"

// Every expectation below was read by hand from a row of the source files in
// ../shared/data/scores (line numbers of the source CSV in the comments):
// M = multi_province_rank_tables/rank_tables_2024_2026.csv,
// G = guangdong_gaokaoagent/guangdong_2011_2025_yifenyiduan.csv.
func TestLookupHandChecked(t *testing.T) {
	cases := []struct {
		name                string
		prov, year          int
		track               string
		score               int
		status              Status
		high, low, count    int
		rankBest, rankWorst int
	}{
		// M:3378 北京,2025,综合,698,698,750,1,113,113 — merged top band
		{"北京 top band", 11, 2025, "综合", 700, InBand, 750, 698, 113, 1, 113},
		// M:3379 北京,2025,综合,697,697,697,114,136,23
		{"北京 697", 11, 2025, "综合", 697, InBand, 697, 697, 23, 114, 136},
		// M:2 上海,2025,综合,623,623,660,1,52,52 — merged top band, ceiling 660
		{"上海 top band", 31, 2025, "综合", 660, InBand, 660, 623, 52, 1, 52},
		{"上海 above ceiling", 31, 2025, "综合", 661, AboveTop, 0, 0, 0, 0, 0},
		// M:223 上海,2025,综合,402,402,402,49070,49276,207 — last row of the table
		{"上海 bottom", 31, 2025, "综合", 402, InBand, 402, 402, 207, 49070, 49276},
		{"上海 below floor", 31, 2025, "综合", 401, BelowBottom, 0, 0, 0, 0, 0},
		// M:70882 陕西,2026,历史类,102,0,102,70140,73250,3111 — merged bottom band
		{"陕西 bottom band", 61, 2026, "历史类", 50, InBand, 102, 0, 3111, 70140, 73250},
		// M:70326 陕西,2026,历史类,677,677,750,1,8,8
		{"陕西 top band", 61, 2026, "历史类", 700, InBand, 750, 677, 8, 1, 8},
		// M:28315 山西,2026,历史类,668,668,750,10,13,4 — the table starts at rank 10
		{"山西 first band", 14, 2026, "历史类", 668, InBand, 750, 668, 4, 10, 13},
		// M:28574 山西,2026,历史类,409,409,409,35216,35387,172 — published floor (本科线)
		{"山西 floor", 14, 2026, "历史类", 409, InBand, 409, 409, 172, 35216, 35387},
		{"山西 below floor", 14, 2026, "历史类", 408, BelowBottom, 0, 0, 0, 0, 0},
		// M:29430 广东,2026,历史类,389,…,170183,171268,1086 — the 本科 column of the pair
		{"广东 2026 本科 column", 44, 2026, "历史类", 389, InBand, 389, 389, 1086, 170183, 171268},
		// M:28872 广东,2026,历史类,668,668,668,16,16,0 — nobody scored 668
		{"广东 2026 count 0", 44, 2026, "历史类", 668, NoCandidate, 668, 668, 0, 16, 16},
		// M:4066 吉林,2021,历史类,626,626,626,1,102,102 — a 文科 year, relabelled
		{"吉林 2021 top", 22, 2021, "文科", 626, InBand, 626, 626, 102, 1, 102},
		// M:4095 吉林,2021,历史类,597,597,597,381,405,25
		{"吉林 2021 597", 22, 2021, "文科", 597, InBand, 597, 597, 25, 381, 405},
		// M:4528/4529 吉林 2021 164 → cum 28459, 162 → 28460: 163 is skipped (nobody)
		{"吉林 2021 skipped score", 22, 2021, "文科", 163, NoCandidate, 163, 163, 0, 28459, 28459},
		// M:4609 吉林,2021,历史类,0,0,0,28589,29046,458 — last row
		{"吉林 2021 bottom", 22, 2021, "文科", 0, InBand, 0, 0, 458, 28589, 29046},
		{"吉林 2021 old label", 22, 2021, "历史类", 600, NoTable, 0, 0, 0, 0, 0},
		// M:1983 云南,2026,理科,600,600,600,11135,11493,359 — a new-gaokao year, relabelled
		{"云南 2026 物理类", 53, 2026, "物理类", 600, InBand, 600, 600, 359, 11135, 11493},
		// M:43081 新疆,2026,物理类,500,500,500,13784,13967,184 — a 理科 year, relabelled
		{"新疆 2026 理科", 65, 2026, "理科", 500, InBand, 500, 500, 184, 13784, 13967},
		// M:40693 新疆,2024,历史类,556,556,556,291,301,11
		{"新疆 2024 文科", 65, 2024, "文科", 556, InBand, 556, 556, 11, 291, 301},
		// M:48819 河南,2024,文科,550,550,550,12327,12699,373
		{"河南 2024 文科", 41, 2024, "文科", 550, InBand, 550, 550, 373, 12327, 12699},
		// M:21074 四川,2025,物理类,692,692,750,1,60,60
		{"四川 top band", 51, 2025, "物理类", 700, InBand, 750, 692, 60, 1, 60},
		// M:44222 江苏,2026,物理类,456,456,456,216494,217438,945 — first-stage floor
		{"江苏 floor", 32, 2026, "物理类", 456, InBand, 456, 456, 945, 216494, 217438},
		// M:55211/55212 湖北 2026 物理类 710 → cum 21 (table starts at rank 21), 705 → 22
		{"湖北 skipped score", 42, 2026, "物理类", 707, NoCandidate, 709, 706, 0, 21, 21},
		{"湖北 above top", 42, 2026, "物理类", 711, AboveTop, 0, 0, 0, 0, 0},
		// X = tools/curate-admission/extra (湖北, 江苏 2023–2024; line numbers of the copied file)
		// X hubei_2023_physics_zhiqu.csv:2 696,5,50,识别，首行为合并档（累计含更高分）: 45 above 696
		{"湖北 2023 split top", 42, 2023, "物理类", 720, InBand, 750, 697, 45, 1, 45},
		{"湖北 2023 696", 42, 2023, "物理类", 696, InBand, 696, 696, 5, 46, 50},
		// X hubei_2024_physics_jsoneft.json: {"score": "695-750", "num": 44, "accumulate": 44}
		{"湖北 2024 merged top", 42, 2024, "物理类", 700, InBand, 750, 695, 44, 1, 44},
		// X hubei_2024_history_jsoneft.json: {"score": "667", "num": 0, "accumulate": 12}
		{"湖北 2024 count 0", 42, 2024, "历史类", 667, NoCandidate, 667, 667, 0, 12, 12},
		// X jiangsu_2023_physics_zhiqu.csv:2 687,116,116 (687分及以上); :241 448,748,173523 (the floor)
		{"江苏 2023 merged top", 32, 2023, "物理类", 690, InBand, 750, 687, 116, 1, 116},
		{"江苏 2023 floor", 32, 2023, "物理类", 448, InBand, 448, 448, 748, 172776, 173523},
		{"江苏 2023 below floor", 32, 2023, "物理类", 447, BelowBottom, 0, 0, 0, 0, 0},
		// X hunan_2023_physics_zhiqu.csv:2 688,13,57: 44 above 688; :578 100,2,276412 (the floor);
		// :579 100,898,277310 is the "100分以下" summary, dropped; 148 is skipped (149 cum 276326)
		{"湖南 2023 split top", 43, 2023, "物理类", 700, InBand, 750, 689, 44, 1, 44},
		{"湖南 2023 688", 43, 2023, "物理类", 688, InBand, 688, 688, 13, 45, 57},
		{"湖南 2023 skipped score", 43, 2023, "物理类", 148, NoCandidate, 148, 148, 0, 276326, 276326},
		{"湖南 2023 floor", 43, 2023, "物理类", 100, InBand, 100, 100, 2, 276411, 276412},
		{"湖南 2023 below floor", 43, 2023, "物理类", 99, BelowBottom, 0, 0, 0, 0, 0},
		// X shanghai_2024_zhiqu.csv:2 619,52,52 (merged top, ceiling 660); :218 403,161,41594 (本科线)
		{"上海 2024 merged top", 31, 2024, "综合", 630, InBand, 660, 619, 52, 1, 52},
		{"上海 2024 floor", 31, 2024, "综合", 403, InBand, 403, 403, 161, 41434, 41594},
		{"上海 2024 below floor", 31, 2024, "综合", 402, BelowBottom, 0, 0, 0, 0, 0},
		// X heilongjiang_2024_physics_zhiqu.csv:2 705,45,45; :577 130,1,122383
		{"黑龙江 2024 merged top", 23, 2024, "物理类", 710, InBand, 750, 705, 45, 1, 45},
		{"黑龙江 2024 floor", 23, 2024, "物理类", 130, InBand, 130, 130, 1, 122383, 122383},
		{"黑龙江 2024 历史类", 23, 2024, "历史类", 500, NoTable, 0, 0, 0, 0, 0},
		// X fujian_2024_physics_zhiqu.csv:2 696,6,51,识别，首行为合并档: 45 above 696
		{"福建 2024 split top", 35, 2024, "物理类", 700, InBand, 750, 697, 45, 1, 45},
		// X fujian_2024_history_zhiqu.csv:14–15 653,4,42 then 651,5,47: nobody at 652
		{"福建 2024 skipped score", 35, 2024, "历史类", 652, NoCandidate, 652, 652, 0, 42, 42},
		// M:72963 青海,2025,物理类,0,0,0,30378,30457,80
		{"青海 bottom", 63, 2025, "物理类", 0, InBand, 0, 0, 80, 30378, 30457},
		// M:63472 贵州,2024,物理类,387,387,387,149090,149982,893
		{"贵州 2024", 52, 2024, "物理类", 387, InBand, 387, 387, 893, 149090, 149982},
		// G:2 2025,理科,697,19,19,1 — 理科 means 物理类 from 2021; not a merged band
		{"广东 2025 top", 44, 2025, "物理类", 697, InBand, 697, 697, 19, 1, 19},
		{"广东 2025 above top", 44, 2025, "物理类", 698, AboveTop, 0, 0, 0, 0, 0},
		// G:1172 2025,文科,100,15,292200,292186 — last row
		{"广东 2025 bottom", 44, 2025, "历史类", 100, InBand, 100, 100, 15, 292186, 292200},
		// G:7346 2018,理科,690,\,20,1 — count "\": merged "690 and above"
		{"广东 2018 top band", 44, 2018, "理科", 700, InBand, 750, 690, 20, 1, 20},
		// G:7347 2018,理科,689,6,26,21
		{"广东 2018 689", 44, 2018, "理科", 689, InBand, 689, 689, 6, 21, 26},
		// G:10500–10505 2015,理科: 695 "/" cum 33; 694–691 interpolated; 690 cum 69
		{"广东 2015 5-point band", 44, 2015, "理科", 692, InBand, 694, 690, 36, 34, 69},
		{"广东 2015 top band", 44, 2015, "理科", 720, InBand, 750, 695, 33, 1, 33},
		{"山东 old label", 37, 2025, "物理类", 600, NoTable, 0, 0, 0, 0, 0},
		// Z = zj_sd_rank_tables/yifenyiduan_zj_2022_2026_sd_2025_2026.csv,
		// S24 = zj_sd_rank_tables/shandong_2024_yifenyiduan_quanti.csv,
		// S26 = zj_sd_rank_tables/shandong_2026_yifenyiduan.csv.
		// Z:2451 浙江,综合,2025,600,1123,52529
		{"浙江 2025 600", 33, 2025, "综合", 600, InBand, 600, 600, 1123, 51407, 52529},
		// Z:2358 浙江,综合,2025,693,343,343 — count = cumulative: "693 and above"
		{"浙江 2025 top band", 33, 2025, "综合", 710, InBand, 750, 693, 343, 1, 343},
		// Z:2359 浙江,综合,2025,692,52,395
		{"浙江 2025 692", 33, 2025, "综合", 692, InBand, 692, 692, 52, 344, 395},
		// S24:98 600,690,22548
		{"山东 2024 600", 37, 2024, "综合", 600, InBand, 600, 600, 690, 21859, 22548},
		// S24:2 696,5,50 — 5 at 696, 45 above it not itemised
		{"山东 2024 696", 37, 2024, "综合", 696, InBand, 696, 696, 5, 46, 50},
		{"山东 2024 above the top row", 37, 2024, "综合", 700, InBand, 750, 697, 45, 1, 45},
		// S24:548 150,38,666000 — last row
		{"山东 2024 bottom", 37, 2024, "综合", 150, InBand, 150, 150, 38, 665963, 666000},
		{"山东 2024 below floor", 37, 2024, "综合", 149, BelowBottom, 0, 0, 0, 0, 0},
		// S26:2 2026,697,7,56 (全体 本段, 累计) — the official table
		{"山东 2026 697", 37, 2026, "综合", 697, InBand, 697, 697, 7, 50, 56},
		// Z:2 山东,综合,2025,693,47,47 — the copy prints the top row as "693 and above"
		{"山东 2025 top band", 37, 2025, "综合", 693, InBand, 750, 693, 47, 1, 47},
	}
	for _, c := range cases {
		r := Lookup(c.prov, c.year, c.track, c.score)
		if r.Status != c.status {
			t.Errorf("%s: status %v, want %v", c.name, r.Status, c.status)
			continue
		}
		if !r.Status.Ranked() {
			if r.Rank != 0 {
				t.Errorf("%s: %v carries rank %d", c.name, r.Status, r.Rank)
			}
			continue
		}
		got := [5]int{r.Band.High, r.Band.Low, r.Band.Count, r.RankBest, r.RankWorst}
		want := [5]int{c.high, c.low, c.count, c.rankBest, c.rankWorst}
		if got != want {
			t.Errorf("%s: band/ranks %v, want %v", c.name, got, want)
		}
		if r.Rank != r.RankWorst {
			t.Errorf("%s: rank to use %d, want the worst rank %d", c.name, r.Rank, r.RankWorst)
		}
	}
}
