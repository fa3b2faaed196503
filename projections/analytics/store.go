package analytics

import (
	"context"
	"strings"
	"time"

	"zhiyuan/projections"
)

// loadLatest reads the people's current latest results in one query.
func (d *deltas) loadLatest(ctx context.Context, tx projections.Tx, keys []latestKey) error {
	if len(keys) == 0 {
		return nil
	}
	users, banks := make([]string, len(keys)), make([]string, len(keys))
	for i, k := range keys {
		users[i], banks[i] = k.user, k.bank
	}
	rows, err := tx.Query(ctx, `SELECT l.user_id, l.bank, submission_id, bank_version, answers, measures, province_id, exam_year, sex, week
		FROM latest l JOIN unnest($1::text[], $2::text[]) AS k(u, b) ON l.user_id = k.u AND l.bank = k.b`, users, banks)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var k latestKey
		var r result
		var measures string
		if err := rows.Scan(&k.user, &k.bank, &r.submission, &r.version, &r.answers, &measures, &r.province, &r.year, &r.sex, &r.week); err != nil {
			return err
		}
		r.measures = strings.Split(measures, "|")
		d.latest[k] = &r
	}
	return rows.Err()
}

func (d *deltas) store(ctx context.Context, tx projections.Tx) error {
	for _, f := range []func(context.Context, projections.Tx) error{d.storeLatest, d.storeCounts, d.storeMoments, d.storeOpened} {
		if err := f(ctx, tx); err != nil {
			return err
		}
	}
	return nil
}

func (d *deltas) storeLatest(ctx context.Context, tx projections.Tx) error {
	var users, banks, subs, versions, answers, measures []string
	var provinces, years, sexes []int
	var weeks []time.Time
	for k := range d.changed {
		r := d.latest[k]
		users, banks, subs, versions = append(users, k.user), append(banks, k.bank), append(subs, r.submission), append(versions, r.version)
		answers, measures = append(answers, r.answers), append(measures, strings.Join(r.measures, "|"))
		provinces, years, sexes, weeks = append(provinces, r.province), append(years, r.year), append(sexes, r.sex), append(weeks, r.week)
	}
	if len(users) == 0 {
		return nil
	}
	return tx.Exec(ctx, `INSERT INTO latest (user_id, bank, submission_id, bank_version, answers, measures, province_id, exam_year, sex, week)
		SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::date[])
		ON CONFLICT (user_id, bank) DO UPDATE SET submission_id = EXCLUDED.submission_id, bank_version = EXCLUDED.bank_version,
			answers = EXCLUDED.answers, measures = EXCLUDED.measures, province_id = EXCLUDED.province_id,
			exam_year = EXCLUDED.exam_year, sex = EXCLUDED.sex, week = EXCLUDED.week`,
		users, banks, subs, versions, answers, measures, provinces, years, sexes, weeks)
}

func (d *deltas) storeCounts(ctx context.Context, tx projections.Tx) error {
	var banks, measures, values []string
	var provinces, years, sexes, ns []int
	var weeks []time.Time
	for k, n := range d.counts {
		if n == 0 {
			continue
		}
		banks, measures, values = append(banks, k.bank), append(measures, k.measure), append(values, k.value)
		provinces, years, sexes, weeks, ns = append(provinces, k.province), append(years, k.year), append(sexes, k.sex), append(weeks, k.week), append(ns, n)
	}
	if len(banks) == 0 {
		return nil
	}
	if err := tx.Exec(ctx, `INSERT INTO counts (bank, measure, value, province_id, exam_year, sex, week, n)
		SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::date[], $8::int[])
		ON CONFLICT (bank, measure, value, province_id, exam_year, sex, week) DO UPDATE SET n = counts.n + EXCLUDED.n`,
		banks, measures, values, provinces, years, sexes, weeks, ns); err != nil {
		return err
	}
	// A cell a retake emptied goes, as if it had never been counted (a rebuild never writes it).
	return tx.Exec(ctx, `DELETE FROM counts c USING unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[],
		$7::date[]) AS k(b, m, v, p, y, s, w) WHERE c.bank = k.b AND c.measure = k.m AND c.value = k.v AND c.province_id = k.p
		AND c.exam_year = k.y AND c.sex = k.s AND c.week = k.w AND c.n = 0`, banks, measures, values, provinces, years, sexes, weeks)
}

func (d *deltas) storeMoments(ctx context.Context, tx projections.Tx) error {
	var banks, versions, scales, items []string
	var n, sx, sxx, sxt []int64
	for k, m := range d.moments {
		banks, versions, scales, items = append(banks, k.bank), append(versions, k.version), append(scales, k.scale), append(items, k.item)
		n, sx, sxx, sxt = append(n, m.n), append(sx, m.sx), append(sxx, m.sxx), append(sxt, m.sxt)
	}
	if len(banks) > 0 {
		if err := tx.Exec(ctx, `INSERT INTO moments (bank, version, scale, item, n, sx, sxx, sxt)
			SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[])
			ON CONFLICT (bank, version, scale, item) DO UPDATE SET n = moments.n + EXCLUDED.n, sx = moments.sx + EXCLUDED.sx,
				sxx = moments.sxx + EXCLUDED.sxx, sxt = moments.sxt + EXCLUDED.sxt`,
			banks, versions, scales, items, n, sx, sxx, sxt); err != nil {
			return err
		}
		if err := tx.Exec(ctx, `DELETE FROM moments m USING unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS k(b, v, s, i)
			WHERE m.bank = k.b AND m.version = k.v AND m.scale = k.s AND m.item = k.i AND m.n = 0`,
			banks, versions, scales, items); err != nil {
			return err
		}
	}
	var sb []string
	var sn []int64
	for b, k := range d.submitted {
		sb, sn = append(sb, b), append(sn, k)
	}
	if len(sb) == 0 {
		return nil
	}
	return tx.Exec(ctx, `INSERT INTO submitted (bank, n) SELECT * FROM unnest($1::text[], $2::bigint[])
		ON CONFLICT (bank) DO UPDATE SET n = submitted.n + EXCLUDED.n`, sb, sn)
}

func (d *deltas) storeOpened(ctx context.Context, tx projections.Tx) error {
	var subs, banks, kinds, codes []string
	for _, e := range d.opened {
		subs, banks, kinds, codes = append(subs, e.SubmissionID), append(banks, e.Bank), append(kinds, e.Kind), append(codes, e.Code)
	}
	if len(subs) == 0 {
		return nil
	}
	return tx.Exec(ctx, `INSERT INTO opened (submission_id, bank, kind, code)
		SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING`, subs, banks, kinds, codes)
}
