// The table's candidate as a Recommend/* request: province, year, track, subjects and the score
// (or rank); null when the table has neither (the search and the majors then cannot be asked).
import { trackParams } from '@/features/admission/lib/tracks';
import type { CandidateRequest, TableHeader } from '../types';

/** The track key of a table, as the recommendation pages key it (物理 / 历史, '1' / '2', ''). */
export function trackKeyOf(t: Pick<TableHeader, 'SelectSubject' | 'SubjectType'>): string {
  if (t.SelectSubject) return t.SelectSubject;
  if (t.SubjectType === 1 || t.SubjectType === 2) return String(t.SubjectType);
  return '';
}

export function candidateOf(t: TableHeader): CandidateRequest | null {
  if (!(t.Score > 0) && !(t.Rank > 0)) return null;
  const body: CandidateRequest = { ProvinceId: t.ProvinceId, Year: t.Year, ...trackParams(trackKeyOf(t)) };
  if (t.SelectSubjects?.length) body.SelectSubjects = t.SelectSubjects;
  if (t.Score > 0) body.Score = t.Score;
  else body.Rank = t.Rank;
  return body;
}
