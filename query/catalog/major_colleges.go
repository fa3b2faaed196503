package catalog

import (
	"context"

	"zhiyuan/data"
	"zhiyuan/events/apperr"
)

// MajorCollegesRequest is Major/GetMajorCollegeList = Specialty/SpecialtySchoolList.
type MajorCollegesRequest struct {
	Code       string
	ProvinceId int
	Paging
}

// Colleges lists the schools offering a major (阳光高考), optionally in one province,
// in the order of the college list.
func (h *Majors) Colleges(ctx context.Context, in MajorCollegesRequest) (Page[CollegeItem], error) {
	code, err := codeInput(in.Code, "请选择专业")
	if err != nil {
		return Page[CollegeItem]{}, err
	}
	if err := in.Paging.Check(); err != nil {
		return Page[CollegeItem]{}, err
	}
	if in.ProvinceId != 0 {
		if _, ok := data.ProvinceByID(in.ProvinceId); !ok {
			return Page[CollegeItem]{}, apperr.Invalid("院校省份无效")
		}
	}
	m, err := h.rm.Major(ctx, code)
	if err != nil {
		return Page[CollegeItem]{}, err
	}
	if m == nil {
		return Page[CollegeItem]{}, apperr.NotFound("未找到该专业")
	}
	list, total, err := h.colleges.Colleges(ctx, CollegeFilter{MajorCode: m.Code, ProvinceID: in.ProvinceId},
		in.Offset(), in.PageSize)
	return NewPage(in.Paging, list, total), err
}
