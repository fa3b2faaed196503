package projector_test

import (
	"context"
	"testing"

	cadmission "zhiyuan/command/admission"
	"zhiyuan/data/admission"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// The admission data is imported through commands once, projected with every
// band, line, result and plan as shipped, rebuilt to the same content, and not written again
// when unchanged.
func TestAdmissionImportProjectsAndRebuilds(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	e := platformtest.New(t, platformtest.Options{Admission: true, FreshImport: true})
	p := e.P
	for q, want := range map[string]int{
		`SELECT count(*) FROM rm_admission.rank_tables`:                                    admission.TableCount,
		`SELECT COALESCE(sum(jsonb_array_length(bands)), 0) FROM rm_admission.rank_tables`: admission.BandCount,
		`SELECT count(*) FROM rm_admission.batch_lines`:                                    admission.BatchLineCount,
		// every table and line cites a source the read model holds
		`SELECT count(*) FROM rm_admission.rank_tables t LEFT JOIN rm_admission.sources s ON s.id = t.source_id WHERE s.id IS NULL`: 0,
		`SELECT count(*) FROM rm_admission.batch_lines l LEFT JOIN rm_admission.sources s ON s.id = l.source_id WHERE s.id IS NULL`: 0,
		// every caveat of the source review reaches the read model
		`SELECT count(*) FROM rm_admission.sources WHERE caveat <> ''`: caveats(),
	} {
		if got := count(t, p, q); got != want {
			t.Errorf("%s = %d, want %d", q, got, want)
		}
	}
	// 广东 2024 历史类: 662 points has cumulative 35 (data README §4.5 cross-check).
	var cum int
	if err := p.DB.Pool.QueryRow(ctx, `SELECT (b->>3)::int FROM rm_admission.rank_tables, jsonb_array_elements(bands) b
		WHERE province_id = 44 AND year = 2024 AND track = '历史类' AND (b->>1)::int = 662`).Scan(&cum); err != nil || cum != 35 {
		t.Fatalf("广东 2024 历史类 662: cumulative %d (%v), want 35", cum, err)
	}

	head, _ := p.Store.Head(ctx)
	again, err := cadmission.NewService(p.Store).ImportAll(ctx, platform.SystemMeta("admission-import"))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range again {
		if r.Written {
			t.Errorf("unchanged %s imported again", r.Dataset)
		}
	}
	if h, _ := p.Store.Head(ctx); h != head {
		t.Fatalf("re-import appended events: head %d -> %d", head, h)
	}

	before := platformtest.Fingerprint(t, p, "rm_admission")
	if _, err := p.Runtime.Rebuild(ctx, "admission"); err != nil {
		t.Fatal(err)
	}
	if after := platformtest.Fingerprint(t, p, "rm_admission"); after != before {
		t.Fatal("the rebuilt admission read model differs from the live one")
	}
}

// caveats counts the shipped sources with a caveat.
func caveats() int {
	n := 0
	for _, s := range admission.Sources() {
		if s.Caveat != "" {
			n++
		}
	}
	return n
}
