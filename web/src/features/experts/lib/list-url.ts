// The expert list's filters and page live in the address: ?keyword=&specialty=&province=&page=&size=.
// Without ?province the visitor's own province applies; province=0 is every province.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/Pager';
import { cleanKeyword } from '@/features/content/lib/keyword';
import type { ListQuery } from '../types';

export interface ListState {
  keyword: string;
  specialty: string;
  /** null: not chosen (the visitor's province); 0: every province. */
  province: number | null;
  page: number;
  size: number;
}

const int = (v: string | null): number | null => (v !== null && /^\d+$/.test(v) ? Number(v) : null);

export function readListState(p: URLSearchParams): ListState {
  const page = int(p.get('page'));
  const size = int(p.get('size'));
  return {
    keyword: cleanKeyword(p.get('keyword')),
    specialty: (p.get('specialty') ?? '').trim(),
    province: int(p.get('province')),
    page: page && page > 0 ? page : 1,
    size: size && PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function listParams(s: ListState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.keyword) p.set('keyword', s.keyword);
  if (s.specialty) p.set('specialty', s.specialty);
  if (s.province !== null) p.set('province', String(s.province));
  if (s.page > 1) p.set('page', String(s.page));
  if (s.size !== DEFAULT_PAGE_SIZE) p.set('size', String(s.size));
  return p;
}

/** The province the list is for: the chosen one, else the visitor's (0 and none: every province). */
export const effectiveProvince = (s: ListState, own: number | undefined): number => (s.province ?? own ?? 0);

export function listQuery(s: ListState, province: number): ListQuery {
  const q: ListQuery = { PageIndex: s.page, PageSize: s.size };
  if (s.keyword) q.Keyword = s.keyword;
  if (s.specialty) q.Specialty = s.specialty;
  if (province) q.ProvinceId = province;
  return q;
}
