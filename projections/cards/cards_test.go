package cards_test

import (
	"reflect"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/cards"
)

// issued is when the operator issued the batch (the envelope's time): 09:00 in Beijing, 7 December 2026.
var issued = time.Date(2026, 12, 7, 1, 0, 0, 0, time.UTC)

var meta = events.Metadata{ActorUserID: "op-1", ClientIP: "10.0.0.1", Time: issued}

const (
	batchRows = `SELECT batch_id, product_code, product_name, days, rights, count,
		to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), note, to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'),
		voided, void_reason FROM batches ORDER BY batch_id`
	cardRows = `SELECT number, batch_id, redeemed_by, coalesce(to_char(redeemed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), 'NULL'),
		attempts FROM cards ORDER BY number`
)

func batch(id string, count int) events.CardBatchIssued {
	return events.CardBatchIssued{BatchID: id, ProductCode: "VIP_YEAR", ProductName: "年度会员", Days: 366,
		Rights: []string{events.RightWishTables, events.RightExport}, Count: count, ExpiresAt: time.Date(2027, 9, 1, 0, 0, 0, 0, time.UTC),
		Note: "某中学"}
}

func batchRow(id, count, voided, reason string) []string {
	return []string{id, "VIP_YEAR", "年度会员", "366", "{WISH_TABLES,WISH_EXPORT}", count, "2027-09-01 00:00", "某中学",
		"2026-12-07 01:00", voided, reason}
}

func card(number, batchID string) events.CardIssued {
	return events.CardIssued{Number: number, BatchID: batchID, SecretHash: "h-" + number}
}

// issue appends a batch and its cards, each card to its own stream, as one batch of the projector.
func issue(t *testing.T, e *projectortest.Env, id string, numbers ...string) {
	t.Helper()
	envs := e.Append(t, meta, events.CardBatchStream(id), batch(id, len(numbers)))
	for _, n := range numbers {
		envs = append(envs, e.Append(t, meta, events.CardStream(n), card(n, id))...)
	}
	e.Batch(t, envs)
}

// Given card events, then these rows of batches and cards.
func TestCardRows(t *testing.T) {
	t.Parallel()
	redeemedAt := meta
	redeemedAt.Time = issued.Add(48 * time.Hour)
	attempt := func(n string) events.CardAttempted {
		return events.CardAttempted{Number: n, UserID: "u-1", ClientIP: "10.0.0.1"}
	}
	for _, c := range []struct {
		name    string
		given   func(t *testing.T, e *projectortest.Env)
		batches [][]string
		cards   [][]string
	}{
		{name: "a batch and its cards", given: func(t *testing.T, e *projectortest.Env) {
			issue(t, e, "B1", "C001", "C002")
		}, batches: [][]string{batchRow("B1", "2", "false", "")},
			cards: [][]string{{"C001", "B1", "", "NULL", "0"}, {"C002", "B1", "", "NULL", "0"}}},
		{name: "a voided batch keeps its cards", given: func(t *testing.T, e *projectortest.Env) {
			issue(t, e, "B1", "C001")
			e.Given(t, meta, events.CardBatchStream("B1"), events.CardBatchVoided{BatchID: "B1", Reason: "学校退单"})
		}, batches: [][]string{batchRow("B1", "1", "true", "学校退单")}, cards: [][]string{{"C001", "B1", "", "NULL", "0"}}},
		{name: "a redeemed card: by whom and when", given: func(t *testing.T, e *projectortest.Env) {
			issue(t, e, "B1", "C001", "C002")
			e.Given(t, redeemedAt, events.CardStream("C002"), attempt("C002"), events.CardRedeemed{Number: "C002", BatchID: "B1", UserID: "u-1"})
		}, batches: [][]string{batchRow("B1", "2", "false", "")},
			cards: [][]string{{"C001", "B1", "", "NULL", "0"}, {"C002", "B1", "u-1", "2026-12-09 01:00", "1"}}},
		{name: "attempts on the card's stream count; the guard streams' do not", given: func(t *testing.T, e *projectortest.Env) {
			issue(t, e, "B1", "C001")
			e.Given(t, meta, events.CardStream("C001"), attempt("C001"), attempt("C001"))
			e.Given(t, meta, events.CardGuardStream("user:u-1"), attempt("C001"),
				events.CardRedeemFailed{Number: "C001", UserID: "u-1", Reason: events.CardBadSecret})
			e.Given(t, meta, events.CardGuardStream("ip:10.0.0.1"), attempt("C001"))
			e.Given(t, meta, events.CardStream("C001"), attempt("C001"))
		}, batches: [][]string{batchRow("B1", "1", "false", "")}, cards: [][]string{{"C001", "B1", "", "NULL", "3"}}},
		{name: "events of unknown cards and batches make no row", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.CardStream("C404"), attempt("C404"), events.CardRedeemed{Number: "C404", BatchID: "B9", UserID: "u-1"})
			e.Given(t, meta, events.CardBatchStream("B9"), events.CardBatchVoided{BatchID: "B9", Reason: "x"})
		}},
		{name: "two batches in one batch of the projector", given: func(t *testing.T, e *projectortest.Env) {
			var envs []events.Envelope
			envs = append(envs, e.Append(t, meta, events.CardBatchStream("B2"), batch("B2", 1))...)
			envs = append(envs, e.Append(t, meta, events.CardBatchStream("B1"), batch("B1", 1))...)
			envs = append(envs, e.Append(t, meta, events.CardStream("C201"), card("C201", "B2"))...)
			envs = append(envs, e.Append(t, meta, events.CardStream("C101"), card("C101", "B1"))...)
			envs = append(envs, e.Append(t, meta, events.CardBatchStream("B2"), events.CardBatchVoided{BatchID: "B2", Reason: "作废"})...)
			envs = append(envs, e.Append(t, redeemedAt, events.CardStream("C101"), events.CardRedeemed{Number: "C101", BatchID: "B1", UserID: "u-2"})...)
			e.Batch(t, envs)
		}, batches: [][]string{batchRow("B1", "1", "false", ""), batchRow("B2", "1", "true", "作废")},
			cards: [][]string{{"C101", "B1", "u-2", "2026-12-09 01:00", "0"}, {"C201", "B2", "", "NULL", "0"}}},
		{name: "attempts delivered again are counted once", given: func(t *testing.T, e *projectortest.Env) {
			issue(t, e, "B1", "C001")
			envs := e.Append(t, meta, events.CardStream("C001"), attempt("C001"), attempt("C001"))
			e.Batch(t, envs)
			e.Batch(t, envs)
		}, batches: [][]string{batchRow("B1", "1", "false", "")}, cards: [][]string{{"C001", "B1", "", "NULL", "2"}}},
		{name: "a batch issued again keeps the first issue", given: func(t *testing.T, e *projectortest.Env) {
			issue(t, e, "B1", "C001")
			again := batch("B1", 9)
			again.Note = "重发"
			e.Given(t, meta, events.CardBatchStream("B1"), again)
		}, batches: [][]string{batchRow("B1", "1", "false", "")}, cards: [][]string{{"C001", "B1", "", "NULL", "0"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, cards.Projection{})
			c.given(t, e)
			if got := e.Rows(t, batchRows); !reflect.DeepEqual(got, c.batches) {
				t.Errorf("batches\n%v\nwant\n%v", got, c.batches)
			}
			if got := e.Rows(t, cardRows); !reflect.DeepEqual(got, c.cards) {
				t.Errorf("cards\n%v\nwant\n%v", got, c.cards)
			}
		})
	}
}

// No secret, not even its hash, reaches the read model.
func TestNoSecrets(t *testing.T) {
	t.Parallel()
	e := projectortest.New(t, cards.Projection{})
	issue(t, e, "B1", "C001")
	got := e.Rows(t, `SELECT table_name, column_name FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name IN ('batches', 'cards') AND column_name LIKE '%secret%'`)
	if got != nil {
		t.Fatalf("secret columns: %v", got)
	}
	if got := e.Rows(t, `SELECT number FROM cards WHERE row_to_json(cards)::text LIKE '%h-C001%'`); got != nil {
		t.Fatalf("a card row holds its secret's hash: %v", got)
	}
}
