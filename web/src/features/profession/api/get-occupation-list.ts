import { apiPost, ApiCode } from '@/lib/api-client';
import type { Paged, PagingRequest, ProfessionItem } from '../types';

export interface OccupationListRequest extends PagingRequest {
  ClassCode?: string;
  Mark?: 'green' | 'digital';
  New?: boolean;
}

/** Profession/OccupationList: paged occupations of 职业分类大典 by class, mark or novelty; 400 is shown by the page. */
export const getOccupationList = (body: OccupationListRequest) =>
  apiPost<Paged<ProfessionItem>>('Profession/OccupationList', body, { silent: [ApiCode.Invalid] });
