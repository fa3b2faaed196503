import { apiPostWithMessage, type RequestOptions } from '@/lib/api-client';
import type { SchoolLines, SchoolRequest } from './results-types';

/** Public/LineSpecialtyScoreList: a college's major-level lines in a province, newest first. */
export const getLineSpecialtyScoreList = (body: SchoolRequest, opts?: RequestOptions): Promise<SchoolLines> =>
  apiPostWithMessage<SchoolLines>('Public/LineSpecialtyScoreList', body, { CollegeCode: '', CollegeName: '', Years: [], List: [] }, opts);
