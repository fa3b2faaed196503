package recommend

import (
	"context"

	"zhiyuan/data/admission"
	qadmission "zhiyuan/query/admission"
)

// ReadModel is what the recommendation calls need of rm_admission and rm_catalog.
type ReadModel interface {
	// Version changes whenever an admission import completes.
	Version(ctx context.Context) (string, error)
	// ResultProvinces lists the provinces with admission results.
	ResultProvinces(ctx context.Context) ([]int, error)
	// ResultRows lists a province's results of the current import, by year, then in data-set order.
	ResultRows(ctx context.Context, provinceID int) ([]Row, error)
	// Plans lists a province's plan lines of a year.
	Plans(ctx context.Context, provinceID, year int) ([]PlanRow, error)
	// Table is a rank table (nil: none); BatchLines a province's lines; Source a source.
	Table(ctx context.Context, provinceID, year int, track string) (*admission.Table, error)
	TableYears(ctx context.Context, provinceID int) ([]qadmission.YearTrack, error)
	BatchLines(ctx context.Context, provinceID int) ([]qadmission.BatchLineRow, error)
	Source(ctx context.Context, id string) (qadmission.Source, bool, error)
	// Colleges are the catalogue's facts the filters use, by 院校代码.
	Colleges(ctx context.Context) (map[string]College, error)
}

// PlanRow is one 招生计划 line of the target year.
type PlanRow struct {
	Track, Batch                    string
	SchoolCode, SchoolName, College string
	GroupCode, MajorName            string
	Requirement, SubjectRule        string
	PlanCount, Tuition              int
	Note                            string // the source's remark (中外合作办学, 学费：免费 …)
}

// College is what the filters and the list show of a catalogue college.
type College struct {
	Name, Province, City, Nature, Category string
	Level                                  string // 本科 or 专科 (the catalogue's 办学层次)
	ProvinceID                             int
	Tags                                   []string // 985, 211, 双一流
}

// rmLoader feeds the engine from the read model: a province's rows, tables and lines.
type rmLoader struct{ rm ReadModel }

func (l rmLoader) Provinces(ctx context.Context) ([]int, error) { return l.rm.ResultProvinces(ctx) }

func (l rmLoader) Province(ctx context.Context, id int) (*Province, error) {
	rows, err := l.rm.ResultRows(ctx, id)
	if err != nil {
		return nil, err
	}
	lines, err := l.rm.BatchLines(ctx, id)
	if err != nil {
		return nil, err
	}
	byYear := map[[2]any][]LineRow{}
	for _, x := range lines {
		k := [2]any{x.Year, x.Track}
		byYear[k] = append(byYear[k], LineRow{Year: x.Year, Track: x.Track, Batch: x.Batch, LineKind: x.LineKind, Category: x.Category, Score: x.Score})
	}
	rm := l.rm
	units, schools := BuildUnits(rows)
	return &Province{ID: id, Units: units, Schools: schools, Unranked: UnrankedYears(rows),
		// The admission read model serves tables from memory; a failed read is a missing table here
		// (the caller's next request reads again).
		Table: func(year int, track string) *admission.Table {
			t, _ := rm.Table(context.Background(), id, year, track)
			return t
		},
		Line: func(year int, track, class string) (int, bool) {
			return OrdinaryLine(byYear[[2]any{year, track}], class)
		},
	}, nil
}
