import { apiPostWithMessage, type RequestOptions } from '@/lib/api-client';
import type { SchoolLines, SchoolRequest } from './results-types';

/** Public/LineSchooScoreList (the spec's spelling): a college's school- and group-level lines in a province, newest first. */
export const getLineSchoolScoreList = (body: SchoolRequest, opts?: RequestOptions): Promise<SchoolLines> =>
  apiPostWithMessage<SchoolLines>('Public/LineSchooScoreList', body, { CollegeCode: '', CollegeName: '', Years: [], List: [] }, opts);
