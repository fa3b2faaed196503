// /diagnosis-info state in the URL (year, college province, 可达/冲刺, paging) ↔ the LineDiagnosisPaged body.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/Pager';
import type { PagedBody } from '../api/line-diagnosis';

/** '' every line, `reach` 可达 (Reachable true), `rush` 冲刺 (Reachable false). */
export type ReachFilter = '' | 'reach' | 'rush';

export interface InfoQuery {
  year: number | null;
  province: number | null;
  reach: ReachFilter;
  page: number;
  size: number;
}

const id = (v: string | null, min: number, max: number) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

export function readInfoQuery(params: URLSearchParams): InfoQuery {
  const reach = params.get('reach');
  const size = Number(params.get('size'));
  return {
    year: id(params.get('year'), 2000, 2100),
    province: id(params.get('province'), 11, 99),
    reach: reach === 'reach' || reach === 'rush' ? reach : '',
    page: id(params.get('page'), 1, 10000) ?? 1,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The URL query; defaults (newest year, every province, every line, page 1, size 10) are left out. */
export function toInfoParams(q: InfoQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.year) p.set('year', String(q.year));
  if (q.province) p.set('province', String(q.province));
  if (q.reach) p.set('reach', q.reach);
  if (q.page !== 1) p.set('page', String(q.page));
  if (q.size !== DEFAULT_PAGE_SIZE) p.set('size', String(q.size));
  return p;
}

/** A filter change starts again from page 1. */
export function withFilter(q: InfoQuery, change: Partial<Pick<InfoQuery, 'year' | 'province' | 'reach'>>): InfoQuery {
  return { ...q, ...change, page: 1 };
}

export function toPagedBody(q: InfoQuery): PagedBody {
  const body: PagedBody = { PageIndex: q.page, PageSize: q.size };
  if (q.year) body.Year = q.year;
  if (q.province) body.CollegeProvinceId = q.province;
  if (q.reach) body.Reachable = q.reach === 'reach';
  return body;
}
