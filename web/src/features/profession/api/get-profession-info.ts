import { apiPost, ApiCode } from '@/lib/api-client';
import type { ProfessionDetail } from '../types';

/** Profession/ProfessionInfo: one occupation with its interest scores and majors; 404 is left to the page. */
export const getProfessionInfo = (ID: string) =>
  apiPost<ProfessionDetail>('Profession/ProfessionInfo', { ID }, { silent: [ApiCode.NotFound, ApiCode.Invalid] });
