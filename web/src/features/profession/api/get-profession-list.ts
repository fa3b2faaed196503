import { apiPost } from '@/lib/api-client';
import type { Paged, PagingRequest, ProfessionItem } from '../types';

/** Profession/ProfessionList: paged occupations, optionally of one field. */
export const getProfessionList = (body: PagingRequest & { CategoryId?: string }) =>
  apiPost<Paged<ProfessionItem>>('Profession/ProfessionList', body);
