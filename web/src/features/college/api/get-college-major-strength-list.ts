import { apiPost, ApiCode } from '@/lib/api-client';
import type { MajorStrength } from '../types';

/** College/GetCollegeMajorStrengthList: the majors a college offers, grouped by 门类, with a Note. */
export const getCollegeMajorStrengthList = (Id: string) =>
  apiPost<MajorStrength>('College/GetCollegeMajorStrengthList', { Id }, { silent: [ApiCode.NotFound] });
