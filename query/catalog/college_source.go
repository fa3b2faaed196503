package catalog

import (
	"context"

	"zhiyuan/events"
)

// collegeDatasetLine is the provenance line of an imported data set, in the same
// form as the major calls' ("" while it is not imported).
func collegeDatasetLine(ctx context.Context, rm CollegeReadModel, dataset string) (string, error) {
	ds, err := rm.Dataset(ctx, dataset)
	if err != nil || ds.Source == "" {
		return "", err
	}
	if ds.Edition == "" {
		return "来源：" + ds.Source, nil
	}
	return ds.Edition + "。来源：" + ds.Source, nil
}

// collegeSource is the Source of a college answer: the MOE list, and the major
// catalogue when the answer lists the majors a school offers.
func collegeSource(ctx context.Context, rm CollegeReadModel, withMajors bool) (string, error) {
	s, err := collegeDatasetLine(ctx, rm, events.DatasetColleges)
	if err != nil || !withMajors {
		return s, err
	}
	m, err := collegeDatasetLine(ctx, rm, events.DatasetMajors)
	if err != nil || m == "" {
		return s, err
	}
	return s + "。开设专业：" + m, nil
}
