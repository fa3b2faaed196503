import { apiPost, type RequestOptions } from '@/lib/api-client';
import type { SchoolLines, SchoolRequest } from './results-types';

/** Public/LineSchooScoreList (the spec's spelling): a college's school- and group-level lines in a province, newest first. */
export const getLineSchoolScoreList = (body: SchoolRequest, opts?: RequestOptions) =>
  apiPost<SchoolLines>('Public/LineSchooScoreList', body, opts);
