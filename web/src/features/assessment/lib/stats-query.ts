// 大家的测评's test and filters live in the URL (?bank=&province=&year=&sex=), so a view can be shared.
import type { BankCode, StatsFilter } from '../types';
import { isStatsBank } from './banks';

export interface StatsQuery extends StatsFilter {
  bank: BankCode;
}

const int = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export function readStatsQuery(params: URLSearchParams): StatsQuery {
  const bank = params.get('bank');
  const sex = int(params.get('sex'));
  return { bank: isStatsBank(bank) ? bank : 'holland', ProvinceId: int(params.get('province')), ExamYear: int(params.get('year')), Sex: sex === 1 || sex === 2 ? sex : 0 };
}

export function statsParams(q: StatsQuery): URLSearchParams {
  const p = new URLSearchParams({ bank: q.bank });
  if (q.ProvinceId) p.set('province', String(q.ProvinceId));
  if (q.ExamYear) p.set('year', String(q.ExamYear));
  if (q.Sex) p.set('sex', String(q.Sex));
  return p;
}

export const SEX_OPTIONS = [
  { value: 0, text: '男女不限' },
  { value: 1, text: '男' },
  { value: 2, text: '女' },
];

/** The exam years offered: the coming exam's year, one before and two after (as the profile page offers). */
export const examYears = (wishYear: number) => [wishYear - 1, wishYear, wishYear + 1, wishYear + 2];
