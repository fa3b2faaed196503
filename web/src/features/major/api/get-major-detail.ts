import { apiPost, ApiCode } from '@/lib/api-client';
import type { MajorDetail } from '../types';

/** Major/GetMajorDetail: one major; an unknown code (404) or a malformed one (400) is left to the page. */
export const getMajorDetail = (Code: string) =>
  apiPost<MajorDetail>('Major/GetMajorDetail', { Code }, { silent: [ApiCode.NotFound, ApiCode.Invalid] });
