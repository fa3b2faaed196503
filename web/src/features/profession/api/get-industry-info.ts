import { apiPost, ApiCode } from '@/lib/api-client';
import type { IndustryDetail } from '../types';

/** Career/IndustryInfo: one field with its occupations and the majors leading to it; 404 is left to the page. */
export const getIndustryInfo = (ID: string) =>
  apiPost<IndustryDetail>('Career/IndustryInfo', { ID }, { silent: [ApiCode.NotFound, ApiCode.Invalid] });
