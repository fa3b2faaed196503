package catalog

import (
	"context"

	"zhiyuan/events"
)

// collegeSource is the Source of a college answer: the MOE list, and the major
// catalogue when the answer lists the majors a school offers.
func collegeSource(ctx context.Context, rm CollegeReadModel, withMajors bool) (string, error) {
	s, err := sourceLine(ctx, rm, events.DatasetColleges)
	if err != nil || !withMajors {
		return s, err
	}
	m, err := sourceLine(ctx, rm, events.DatasetMajors)
	if err != nil || m == "" {
		return s, err
	}
	return s + "。开设专业：" + m, nil
}
