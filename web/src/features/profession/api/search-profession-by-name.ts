import { apiPost, ApiCode } from '@/lib/api-client';
import type { Paged, PagingRequest, ProfessionItem } from '../types';

/** Profession/ProfessionSearchByName: paged occupations by Chinese or English name; 400 is shown by the page. */
export const searchProfessionByName = (body: PagingRequest & { Name: string }) =>
  apiPost<Paged<ProfessionItem>>('Profession/ProfessionSearchByName', body, { silent: [ApiCode.Invalid] });
