// Package model predicts a filling unit's next cut-off as a distribution and turns it into
// an admission probability for a candidate (DOMAIN.md 冲/稳/保, issue 16).
//
// It works in one "value" space per method where a smaller value is a better candidate and a
// candidate is admitted when their value is at or below the unit's cut-off value:
//   - WCF 位次法: log(rank / cohort), the cut-off rank as a share of the track's candidates;
//   - WDF 位点法: −(score − that year's batch line), points above the line, negated.
//
// The centre is a recency-weighted mean of the unit's past values (adjusted for a plan change
// where both plans are known); the spread is learned from how earlier predictions missed
// (standardised residuals per bucket of history length and plan size). Everything is fitted
// on years before the target year only, so a past year is predicted exactly as it would
// have been before its results were published.
package model
