import { apiPost, ApiCode } from '@/lib/api-client';
import type { Paged, PagingRequest, ProfessionItem } from '../types';

/** Profession/ProfessionList: paged occupations, optionally of one field; 400 (unknown field) is shown by the page. */
export const getProfessionList = (body: PagingRequest & { CategoryId?: string }) =>
  apiPost<Paged<ProfessionItem>>('Profession/ProfessionList', body, { silent: [ApiCode.Invalid] });
