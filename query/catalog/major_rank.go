package catalog

import (
	"context"
	"fmt"
)

// MajorRankPage is a page of the major ranking with what it ranks and where the
// numbers come from.
type MajorRankPage struct {
	Page[MajorItem]
	Description string
	Source      string
}

// MajorRankDescription says how GetMajorRankList ranks.
const MajorRankDescription = "按开设该专业的普通本科高校数量从多到少排列，数量相同的专业名次相同；" +
	"开设院校数来自阳光高考平台，未公布开设院校数的专业不参与排名。"

// MajorRankRequest is Major/GetMajorRankList = Major/GetMajorRankingList = Specialty/SpecialtyRankList.
type MajorRankRequest struct {
	CategoryCode string
	Paging
}

// RankList ranks majors (of one 门类, or all) by the number of schools offering them.
// Ties share a rank (1, 2, 2, 4 …).
func (h *Majors) RankList(ctx context.Context, in MajorRankRequest) (MajorRankPage, error) {
	if err := in.Paging.Check(); err != nil {
		return MajorRankPage{}, err
	}
	f, err := h.groupFilter(ctx, in.CategoryCode, "")
	if err != nil {
		return MajorRankPage{}, err
	}
	f.Order = "schools"
	list, total, err := h.rm.Majors(ctx, f, in.Offset(), in.PageSize)
	if err != nil {
		return MajorRankPage{}, err
	}
	for i := range list {
		n := list[i].SchoolCount
		list[i].Value, list[i].ValueText = &n, fmt.Sprintf("%d 所院校开设", n)
	}
	out := MajorRankPage{Page: NewPage(in.Paging, list, total), Description: MajorRankDescription}
	out.Source, err = majorSource(ctx, h.rm)
	return out, err
}

// HotList is Major/GetMajorHotList = Specialty/SpecialtyHotList: the majors with the
// largest national graduate scale (阳光高考 全国普通高校毕业生规模), largest first.
func (h *Majors) HotList(ctx context.Context, count int) ([]MajorItem, error) {
	count, err := listCount(count)
	if err != nil {
		return nil, err
	}
	list, _, err := h.rm.Majors(ctx, MajorFilter{Order: "scale"}, 0, count)
	return nonNilList(list), err
}
