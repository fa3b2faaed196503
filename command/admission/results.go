package admission

import (
	"context"
	"crypto/sha256"
	"encoding/hex"

	"zhiyuan/command/dataimport"
	"zhiyuan/data/admission"
	"zhiyuan/events"
)

// Admission results and plans are hundreds of thousands of rows: they stream
// from the embedded files in events of rowsPerEvent rows (compressed), appended
// eventsPerAppend at a time, and are identified by the digest of the file.
const (
	rowsPerEvent    = 4000
	eventsPerAppend = 25
)

func init() {
	provenance[events.DatasetResults] = [2]string{"院校及专业录取（投档）分数线",
		"各省级教育考试院公布的投档线与录取线（浙江、山东、江苏、广东及另外27省）；广东专业级录取分为第三方汇编；本站整理"}
	provenance[events.DatasetPlans] = [2]string{"招生计划", "各省级教育考试院公布的招生计划；广东2025年历史类计划为第三方汇编；本站整理"}
}

func resultRecord(seq int, r admission.AdmissionResult) events.AdmissionResultRecord {
	return events.AdmissionResultRecord{Seq: seq, ProvinceID: r.ProvinceID, Year: r.Year, Track: r.Track, Batch: r.Batch,
		Level: r.Level, SchoolCode: r.SchoolCode, SchoolName: r.SchoolName, CollegeCode: r.CollegeCode, GroupCode: r.GroupCode,
		MajorCode: r.MajorCode, MajorName: r.MajorName, Requirement: r.Requirement, SubjectRule: r.SubjectRule, PlanType: r.PlanType,
		PlanCount: r.PlanCount, MinScore: r.MinScore, MinScoreText: r.MinScoreText, MinRank: r.MinRank, BandRank: r.BandRank, ConvertedRank: r.ConvertedRank, MaxScore: r.MaxScore,
		AvgScore: r.AvgScore, Admitted: r.Admitted, Note: r.Note, SourceID: r.SourceID}
}

func planRecord(seq int, p admission.Plan) events.AdmissionPlanRecord {
	return events.AdmissionPlanRecord{Seq: seq, ProvinceID: p.ProvinceID, Year: p.Year, Track: p.Track, Batch: p.Batch,
		SchoolCode: p.SchoolCode, SchoolName: p.SchoolName, CollegeCode: p.CollegeCode, GroupCode: p.GroupCode,
		MajorCode: p.MajorCode, MajorName: p.MajorName, Requirement: p.Requirement, SubjectRule: p.SubjectRule, PlanCount: p.PlanCount,
		Years: p.Years, Tuition: p.Tuition, Note: p.Note, SourceID: p.SourceID}
}

// streamed imports rows read by each (which calls its function once per row in
// file order) in chunk events built by chunk.
func (s *Service) streamed(ctx context.Context, meta events.Metadata, dataset, stream, digest string, count int,
	each func(add func() error) error, take func() (events.Event, error)) (dataimport.Imported, error) {
	p := provenance[dataset]
	return dataimport.Import(ctx, s.store, meta, dataimport.Set{
		Name: dataset, Stream: stream, Digest: digest, Count: count, PerAppend: eventsPerAppend,
		Chunks: func(yield func(events.Event) error) error {
			n := 0
			emit := func() error {
				e, err := take()
				if err != nil {
					return err
				}
				return yield(e)
			}
			err := each(func() error {
				if n++; n%rowsPerEvent == 0 {
					return emit()
				}
				return nil
			})
			if err == nil && n%rowsPerEvent != 0 {
				err = emit()
			}
			return err
		},
		Marker:       events.AdmissionDatasetImported{Dataset: dataset, Import: digest, Count: count, Edition: p[0], Source: p[1]},
		MarkerImport: markerImport,
	})
}

func (s *Service) importResults(ctx context.Context, meta events.Metadata) (dataimport.Imported, error) {
	digest := versioned(admission.ResultsDigest())
	var chunk []events.AdmissionResultRecord
	seq := 0
	return s.streamed(ctx, meta, events.DatasetResults, events.AdmissionResultsStream, digest, admission.ResultCount,
		func(add func() error) error {
			return admission.EachResult(func(r admission.AdmissionResult) error {
				seq++
				chunk = append(chunk, resultRecord(seq, r))
				return add()
			})
		},
		func() (events.Event, error) {
			rows, err := events.PackRows(chunk)
			e := events.AdmissionResultsImported{Import: digest, Count: len(chunk), Rows: rows}
			chunk = nil
			return e, err
		})
}

func (s *Service) importPlans(ctx context.Context, meta events.Metadata) (dataimport.Imported, error) {
	digest := versioned(admission.PlansDigest())
	var chunk []events.AdmissionPlanRecord
	seq := 0
	return s.streamed(ctx, meta, events.DatasetPlans, events.AdmissionPlansStream, digest, admission.PlanCount,
		func(add func() error) error {
			return admission.EachPlan(func(p admission.Plan) error {
				seq++
				chunk = append(chunk, planRecord(seq, p))
				return add()
			})
		},
		func() (events.Event, error) {
			rows, err := events.PackRows(chunk)
			e := events.AdmissionPlansImported{Import: digest, Count: len(chunk), Rows: rows}
			chunk = nil
			return e, err
		})
}

// recordVersion changes when the records built from the same file change, so a
// new product version re-imports the file.
const recordVersion = "3" // 2: SubjectRule, 3: PlanType

func versioned(fileDigest string) string {
	sum := sha256.Sum256([]byte(fileDigest + "/" + recordVersion))
	return hex.EncodeToString(sum[:])
}
