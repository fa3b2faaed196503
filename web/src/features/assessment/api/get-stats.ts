import { apiPost } from '@/lib/api-client';
import type { BankCode, Stats, StatsFilter } from '../types';

/** Assessment/Stats: everyone's latest results of a test under a filter (public; 0 is no filter). The page shows errors. */
export function getStats(Bank: BankCode, f: StatsFilter) {
  const body: Record<string, unknown> = { Bank };
  if (f.ProvinceId) body.ProvinceId = f.ProvinceId;
  if (f.ExamYear) body.ExamYear = f.ExamYear;
  if (f.Sex) body.Sex = f.Sex;
  return apiPost<Stats>('Assessment/Stats', body, { silent: true });
}
