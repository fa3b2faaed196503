// The score fields of the personal center: the full mark follows the exam province, and the
// real score (IsFinal, entered on /setRealScore) is never written by the examinee form.

export interface SavedScore {
  Score?: number | null;
  IsFinalScore?: boolean;
}

/** The real score is in: only /setRealScore changes it, the examinee form shows it read-only. */
export function realScoreLocked(saved: SavedScore | null | undefined): boolean {
  return Boolean(saved?.IsFinalScore) && saved?.Score !== null && saved?.Score !== undefined;
}

/**
 * The estimated score the examinee form writes after the exam information, or null for none:
 * nothing when the real score is in or when the typed score is the saved one.
 */
export function examineeScoreWrite(typed: string, saved: SavedScore | null | undefined): number | null {
  if (realScoreLocked(saved)) return null;
  const n = Number(typed);
  return n === saved?.Score ? null : n;
}
