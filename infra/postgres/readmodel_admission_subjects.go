package postgres

// subjectFitSQL is the condition that a row's canonical requirement (column subject_rule) is
// known and met by the subjects bound at placeholder p (a text[]): 不限; any of "A/B" chosen;
// all of "A+B" (or the one subject) chosen. A row with no known requirement does not fit.
func subjectFitSQL(column, p string) string {
	return `(` + column + ` = '不限' OR (strpos(` + column + `, '/') > 0 AND string_to_array(` + column + `, '/') && ` + p + `::text[])` +
		` OR (` + column + ` NOT IN ('', '不限') AND strpos(` + column + `, '/') = 0 AND string_to_array(` + column + `, '+') <@ ` + p + `::text[]))`
}
