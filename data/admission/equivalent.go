package admission

// EquivalentResult is a score carried to another year through the rank (等位分).
type EquivalentResult struct {
	// Status is InBand when the equivalent was found. Otherwise it says what stopped
	// the conversion: the from-year lookup's status (NoTable, AboveTop, BelowBottom), or
	// NoTable / BelowBottom for the to-year (no table, or the rank is past its floor).
	Status Status
	// MissingYear names the year without a table when Status is NoTable.
	MissingYear int
	From        Result // the score in the from-year table
	Rank        int    // the rank carried over: From.Rank
	Band        Band   // the to-year band holding that rank
	Table       TableInfo
	// Score is the equivalent score: the low end of Band, the score whose cumulative
	// first reaches the rank. When Band.High > Band.Low the table merges those scores
	// and the equivalent is the band, not one score.
	Score int
}

// Equivalent converts a score of fromYear into toYear for the same province and track:
// the score of toYear whose rank band contains the rank of score in fromYear. Tracks
// are not carried across a province's first new-gaokao year (文科 ≠ 历史类): a year
// whose table has another track answers NoTable.
func Equivalent(provinceID int, track string, fromYear, score, toYear int) EquivalentResult {
	return EquivalentIn(table(provinceID, fromYear, track), table(provinceID, toYear, track), fromYear, toYear, score)
}

// EquivalentIn is Equivalent on given tables (nil: no table for that year).
func EquivalentIn(fromTable, toTable *Table, fromYear, toYear, score int) EquivalentResult {
	from := fromTable.Lookup(score)
	res := EquivalentResult{From: from, Status: from.Status}
	if from.Status == NoTable {
		res.MissingYear = fromYear
		return res
	}
	if !from.Status.Ranked() {
		return res
	}
	res.Rank = from.Rank
	to := toTable
	if to == nil || len(to.Bands) == 0 {
		res.Status, res.MissingYear = NoTable, toYear
		return res
	}
	res.Table = to.Info
	b, ok := to.BandOfRank(from.Rank)
	if !ok {
		res.Status = BelowBottom
		return res
	}
	res.Status, res.Band, res.Score = InBand, b, b.Low
	return res
}
