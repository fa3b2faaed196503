import { apiPost, ApiCode } from '@/lib/api-client';
import type { OccupationDetail, ProfessionDetail } from '../types';

/** Profession/ProfessionInfo: an O*NET occupation, or one of 职业分类大典 (System dadian); 404 is left to the page. */
export const getProfessionInfo = (ID: string) =>
  apiPost<ProfessionDetail | OccupationDetail>('Profession/ProfessionInfo', { ID }, { silent: [ApiCode.NotFound, ApiCode.Invalid] });
