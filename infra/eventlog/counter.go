package eventlog

// counterSQL selects the statement's snapshot (snap) and the 64-bit
// transaction counter read after it was taken (counter): every id assigned
// before the snapshot is below it. age(xid) counts from a base xid to the
// counter; the base is a little below the snapshot's xmax (a 64-bit id) and
// never a special 32-bit id (0-2), so the base plus its age is the counter.
// The reader's page (tail.go) and the appenders floor (appenders.go) use it.
const counterSQL = `
	SELECT c AS snap, x.base + age((x.base % 4294967296)::text::xid) AS counter
	FROM pg_current_snapshot() AS c
	CROSS JOIN LATERAL (SELECT pg_snapshot_xmax(c)::text::bigint - 16 AS b) b
	CROSS JOIN LATERAL (SELECT b.b - CASE WHEN b.b % 4294967296 < 3 THEN 16 ELSE 0 END AS base) x`
