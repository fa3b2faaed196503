import { apiPost, type RequestOptions } from '@/lib/api-client';
import type { SchoolLines, SchoolRequest } from './results-types';

/** Public/LineSpecialtyScoreList: a college's major-level lines in a province, newest first. */
export const getLineSpecialtyScoreList = (body: SchoolRequest, opts?: RequestOptions) =>
  apiPost<SchoolLines>('Public/LineSpecialtyScoreList', body, opts);
