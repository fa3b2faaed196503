// The university filter ↔ URL query ↔ GetCollegeList request. '' is 不限 everywhere.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/Pager';
import type { Choice, CollegeFilter, CollegeListRequest, QueryParameter } from '../types';

export const NAME_MAX = 30;

/** URL query keys of each filter field (short, readable links). */
const URL_KEYS: Record<keyof CollegeFilter, string> = {
  ProvinceId: 'province',
  CategoryId: 'category',
  SchoolNature: 'nature',
  EducationLevel: 'level',
  Tag: 'tag',
  CollegeName: 'name',
};

export const EMPTY_FILTER: CollegeFilter = { ProvinceId: '', CategoryId: '', SchoolNature: '', EducationLevel: '', Tag: '', CollegeName: '' };

export interface Paging {
  page: number;
  size: number;
}

const DIGITS = /^[1-9]\d{0,5}$/;

/** The filter of a URL query; a malformed id (not a positive number) reads as 不限. */
export function readFilter(params: URLSearchParams): CollegeFilter {
  const f = { ...EMPTY_FILTER };
  (Object.keys(URL_KEYS) as (keyof CollegeFilter)[]).forEach((k) => {
    f[k] = (params.get(URL_KEYS[k]) ?? '').trim();
  });
  if (!DIGITS.test(f.ProvinceId)) f.ProvinceId = '';
  if (!DIGITS.test(f.CategoryId)) f.CategoryId = '';
  f.CollegeName = clipName(f.CollegeName);
  return f;
}

/** A college name cut to NAME_MAX characters (counted as code points, like the server). */
export function clipName(name: string): string {
  return Array.from(name).slice(0, NAME_MAX).join('');
}

/** True when no filter is set (every row at 不限, no name). */
export function isEmptyFilter(f: CollegeFilter): boolean {
  return (Object.keys(EMPTY_FILTER) as (keyof CollegeFilter)[]).every((k) => f[k].trim() === '');
}

/** Page and size from the query; anything off-list falls back to page 1, size 10. */
export function readPaging(params: URLSearchParams): Paging {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query of a filter and paging; defaults (不限, page 1, size 10) are left out. */
export function toQuery(filter: CollegeFilter, paging: Paging): URLSearchParams {
  const q = new URLSearchParams();
  (Object.keys(URL_KEYS) as (keyof CollegeFilter)[]).forEach((k) => {
    const v = filter[k].trim();
    if (v !== '') q.set(URL_KEYS[k], v);
  });
  if (paging.page !== 1) q.set('page', String(paging.page));
  if (paging.size !== DEFAULT_PAGE_SIZE) q.set('size', String(paging.size));
  return q;
}

/** Paging after a pager change: a new page size starts again from page 1. */
export function nextPaging(current: Paging, page: number, size: number): Paging {
  return size !== current.size ? { page: 1, size } : { page, size };
}

/** The GetCollegeList body: a 不限 field is omitted, ids are numbers, list values stay strings. */
export function buildListRequest(filter: CollegeFilter, paging: Paging): CollegeListRequest {
  const body: CollegeListRequest = { PageIndex: paging.page, PageSize: paging.size };
  const name = filter.CollegeName.trim();
  if (name) body.CollegeName = name;
  if (filter.ProvinceId) body.ProvinceId = Number(filter.ProvinceId);
  if (filter.CategoryId) body.CategoryId = Number(filter.CategoryId);
  if (filter.SchoolNature) body.SchoolNature = filter.SchoolNature;
  if (filter.EducationLevel) body.EducationLevel = filter.EducationLevel;
  if (filter.Tag) body.Tag = filter.Tag;
  return body;
}

export interface FilterRows {
  ProvinceId: Choice[];
  CategoryId: Choice[];
  SchoolNature: Choice[];
  EducationLevel: Choice[];
  Tag: Choice[];
}

/** The choice rows of the panel from GetCollegeQueryParameter (不限 is added by the row). */
export function toRows(p: QueryParameter | null | undefined): FilterRows {
  const vn = (list: { Value: string; Name: string }[] | null | undefined) => (list ?? []).map((x) => ({ value: String(x.Value), text: x.Name }));
  return {
    ProvinceId: (p?.ProvinceList ?? []).map((x) => ({ value: String(x.ID), text: x.Name })),
    CategoryId: (p?.CategoryList ?? []).map((x) => ({ value: String(x.ID), text: x.CategoryName })),
    SchoolNature: vn(p?.NatureList),
    EducationLevel: vn(p?.EducationLevelList),
    Tag: vn(p?.TagList),
  };
}

export const ROW_LABELS: [keyof FilterRows, string][] = [
  ['ProvinceId', '所在地区'],
  ['CategoryId', '院校类型'],
  ['SchoolNature', '办学性质'],
  ['EducationLevel', '办学层次'],
  ['Tag', '院校特色'],
];
