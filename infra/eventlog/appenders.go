package eventlog

import (
	"context"
	"strconv"
)

// appendersSQL measures the oldest transaction id among the running
// appenders to this database's log (advisory locks are per database; another
// database on the cluster has another log), as a 64-bit id: every appender holds a shared advisory lock
// (1514690892, 1) from before it takes its id and position until it ends
// (migration 0004), and every transaction with an id holds an exclusive lock
// on it. Both come from one copy of the lock table (MATERIALIZED). The ids are
// 32-bit in pg_locks; age() counts each from the transaction counter
// (counter.go), which is read once per statement, so counter - age is the
// 64-bit id. With no
// appender running the answer is the counter itself.
const appendersSQL = `
WITH l AS MATERIALIZED (
	SELECT locktype, classid, objid, objsubid, transactionid, virtualtransaction, mode, granted
	FROM pg_locks WHERE locktype = 'transactionid'
		OR (locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))
), n AS (` + counterSQL + `)
SELECT (n.counter - GREATEST(0, COALESCE((
		SELECT max(age(t.transactionid)) FROM l a JOIN l t ON t.virtualtransaction = a.virtualtransaction
		WHERE a.locktype = 'advisory' AND a.classid = 1514690892 AND a.objid = 1 AND a.objsubid = 2 AND a.granted
		  AND t.locktype = 'transactionid' AND t.mode = 'ExclusiveLock' AND t.granted), 0)))::text
FROM n`

// appendersFloor returns an id below which no running appender holds one.
func (t *Tail) appendersFloor(ctx context.Context) (uint64, error) {
	var s string
	if err := t.store.db.Pool.QueryRow(ctx, appendersSQL, prepared).Scan(&s); err != nil {
		return 0, err
	}
	return strconv.ParseUint(s, 10, 64)
}
