// Page state kept in the URL query: paging, level, filters. Defaults are left out of the URL.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/Pager';
import type { Level } from './levels';

export interface Paging {
  page: number;
  size: number;
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

/** Paging after a pager change: a new page size starts again from page 1. */
export function nextPaging(current: Paging, page: number, size: number): Paging {
  return size !== current.size ? { page: 1, size } : { page, size };
}

/**
 * A copy of the query with the given keys changed; '' or null removes a key, and page 1 /
 * size 10 are removed as defaults.
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    const s = v === null ? '' : String(v).trim();
    const isDefault = (k === 'page' && s === '1') || (k === 'size' && s === String(DEFAULT_PAGE_SIZE));
    if (s === '' || isDefault) next.delete(k);
    else next.set(k, s);
  }
  return next;
}

/** The query after a pager change. */
export const pagingParams = (params: URLSearchParams, current: Paging, page: number, size: number) => {
  const p = nextPaging(current, page, size);
  return withParams(params, { page: p.page, size: p.size });
};

export type { Level } from './levels';

/** 本科 unless the query asks for 职业本科 (level=zb) or 专科 (level=zk). */
export const readLevel = (params: URLSearchParams): Level => {
  const l = params.get('level');
  return l === 'zk' || l === 'zb' ? l : 'bk';
};

/** A 门类 ("08") or 专业类 ("0809") code from ?code=, '' when absent or malformed. */
export function readCategoryCode(params: URLSearchParams): string {
  const code = (params.get('code') ?? '').trim();
  return /^\d{2}(\d{2})?$/.test(code) ? code : '';
}

/** A 专业代码 from ?id= (also ?ID= or ?code=), trimmed and upper-cased; '' when absent. */
export function readMajorCode(params: URLSearchParams): string {
  const raw = params.get('id') ?? params.get('ID') ?? params.get('code') ?? '';
  return raw.trim().toUpperCase().slice(0, 20);
}

/** A positive province id from ?province=, or null for 不限. */
export function readProvinceId(params: URLSearchParams): number | null {
  const n = Number(params.get('province'));
  return Number.isInteger(n) && n > 0 ? n : null;
}
