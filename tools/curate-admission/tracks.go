package main

// The subject-label fault of the sources (../shared/data/README.md §4.6): old 文/理 years
// are labelled 历史类/物理类 (吉林 2021–2023, 青海 2024, 新疆 2024–2026, 西藏 batch lines)
// and a new-gaokao year is labelled 文科/理科 (云南 2026). One rule fixes all of them,
// using first_new_gaokao_year of data/provinces.csv:
//
//   - year <  first new-gaokao year: 历史类 → 文科, 物理类 → 理科
//   - year >= first new-gaokao year: 文科 → 历史类, 理科 → 物理类
//
// 综合 (3+3 provinces) and every other label are left as they are.

// normaliseTrack returns the corrected track label and whether it changed.
func normaliseTrack(track string, year, firstNewYear int) (string, bool) {
	old := year < firstNewYear
	switch {
	case old && track == "历史类":
		return "文科", true
	case old && track == "物理类":
		return "理科", true
	case !old && track == "文科":
		return "历史类", true
	case !old && track == "理科":
		return "物理类", true
	}
	return track, false
}
