// The rank page state ↔ URL query ↔ GetCollegeRankList request. '' is 不限.
import { DEFAULT_PAGE_SIZE } from '@/components/Pager';
import type { RankListRequest } from '../api/get-college-rank-list';
import { readPaging, type Paging } from './filters';

export interface RankState {
  /** The ranking (RankCategory.ID); '' until chosen: the first one offered. */
  type: string;
  province: string;
  /** Only the tags ranking takes a tag. */
  tag: string;
}

export const TAGS_RANKING = 'tags';

const DIGITS = /^[1-9]\d{0,5}$/;

export function readRankState(params: URLSearchParams): RankState & Paging {
  const province = (params.get('province') ?? '').trim();
  return {
    type: (params.get('type') ?? '').trim(),
    province: DIGITS.test(province) ? province : '',
    tag: (params.get('tag') ?? '').trim(),
    ...readPaging(params),
  };
}

/**
 * The ranking shown when none is asked for: 录取位次 in the visitor's province and track, not the
 * number of majors (which a parent would read as quality).
 */
export const DEFAULT_RANKING = 'admission';

/** The ranking to show: the one asked for if offered, else the default if offered, else the first. */
export function pickRanking(asked: string, offered: { ID: string }[]): string {
  if (offered.some((c) => c.ID === asked)) return asked;
  return offered.some((c) => c.ID === DEFAULT_RANKING) ? DEFAULT_RANKING : (offered[0]?.ID ?? '');
}

/** The query of a rank state; defaults (不限, page 1, size 10) are left out. */
export function toRankQuery(s: RankState, paging: Paging): URLSearchParams {
  const q = new URLSearchParams();
  if (s.type) q.set('type', s.type);
  if (s.province) q.set('province', s.province);
  if (s.tag && s.type === TAGS_RANKING) q.set('tag', s.tag);
  if (paging.page !== 1) q.set('page', String(paging.page));
  if (paging.size !== DEFAULT_PAGE_SIZE) q.set('size', String(paging.size));
  return q;
}

export function buildRankRequest(s: RankState, paging: Paging): RankListRequest {
  const body: RankListRequest = { CategoryId: s.type, PageIndex: paging.page, PageSize: paging.size };
  if (s.province) body.ProvinceId = Number(s.province);
  if (s.tag && s.type === TAGS_RANKING) body.Tag = s.tag;
  return body;
}
