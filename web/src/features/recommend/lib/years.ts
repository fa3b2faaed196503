// The exam years the form offers: the coming exam (the year after the newest 一分一段 table, which
// the server predicts from that table and says so), the years with a table (a past year is
// answered the way the backtest predicts it, beside what happened), and the student's own.
const PAST_YEARS = 4;

/** Newest first; `now` stands in when the province has no table at all. */
export function examYears(tableYears: number[], studentYear: number | null | undefined, now: number): number[] {
  const newest = tableYears.length ? Math.max(...tableYears) : now;
  const past = tableYears.length ? [...tableYears].sort((a, b) => b - a).slice(0, PAST_YEARS) : [now];
  const all = new Set([newest + 1, ...past]);
  if (studentYear) all.add(studentYear);
  return [...all].sort((a, b) => b - a);
}

/** The year to use: the chosen one if offered, else the newest with a table, else the first. */
export function pickExamYear(years: number[], chosen: number | null, tableYears: number[]): number | null {
  if (chosen && years.includes(chosen)) return chosen;
  const newest = tableYears.length ? Math.max(...tableYears) : null;
  return newest && years.includes(newest) ? newest : (years[0] ?? null);
}
