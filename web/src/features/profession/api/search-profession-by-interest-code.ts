import { apiPost, ApiCode } from '@/lib/api-client';
import type { Paged, PagingRequest, ProfessionItem } from '../types';

/** Profession/ProfessionSearchByInterestCode: paged occupations whose code starts with it; 400 is shown by the page. */
export const searchProfessionByInterestCode = (body: PagingRequest & { InterestCode: string }) =>
  apiPost<Paged<ProfessionItem>>('Profession/ProfessionSearchByInterestCode', body, { silent: [ApiCode.Invalid] });
